// Load check of the enquiry pipeline, not a test: N valid enquiries, C at a time, over loopback HTTP
// to a fresh local stack (PGlite and the outbox in a temp folder; --postgres for a throwaway
// PostgreSQL server instead). Prints throughput, latency percentiles, and rows stored against
// emails written, which must be equal. The same pipeline under faults: bench-enquiry-faults.ts.
// Usage: npm run bench:enquiries [-- --requests 200 --concurrency 20 --postgres]
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { startPostgresServer, type PostgresServer } from '../local-stack/postgres-server.ts'
import { functionPath, startLocalStack } from '../local-stack/local-stack.ts'

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '20' },
    postgres: { type: 'boolean', default: false },
  },
})
const total = Number(values.requests)
const concurrency = Number(values.concurrency)
if (!(Number.isInteger(total) && total > 0 && Number.isInteger(concurrency) && concurrency > 0)) {
  console.error('--requests and --concurrency must be positive whole numbers')
  process.exit(1)
}

const dir = await mkdtemp(join(tmpdir(), 'bench-enquiries-'))
let postgresServer: PostgresServer | undefined
if (values.postgres) postgresServer = await startPostgresServer()
const stack = await startLocalStack({
  port: 0,
  host: '127.0.0.1',
  dataDir: dir,
  // Only what the bench sets: never the developer's database or mail service.
  env: {
    SITE_ORIGIN: 'http://localhost:3000',
    RATE_LIMIT_MAX: String(total * 2),
    RATE_LIMIT_GLOBAL_MAX: String(total * 2),
    RATE_LIMIT_STORE_MAX: String(total * 2),
    DATABASE_URL: postgresServer?.url,
  },
  print: () => {},
})

const subjects = [
  'Quantity Surveying',
  'Project Management',
  'Contract Administration',
  "Employer's Agent",
  'Cost Management',
  'General Enquiry',
]
const latencies: number[] = []
const statuses = new Map<number, number>()
let next = 0

async function worker(): Promise<void> {
  while (next < total) {
    const index = next++
    const started = performance.now()
    const response = await fetch(`${stack.url}${functionPath}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Idempotency-Key': `bench-${process.pid}-${index}`,
        Origin: 'http://localhost:3000',
      },
      body: JSON.stringify({
        name: `Visitor ${index}`,
        email: `visitor${index}@example.com`,
        phone: '01632 960 000',
        subject: subjects[index % subjects.length],
        message: `Benchmark enquiry number ${index}: please get in touch about a project.`,
      }),
    })
    await response.arrayBuffer()
    latencies.push(performance.now() - started)
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
  }
}

const started = performance.now()
await Promise.all(Array.from({ length: Math.min(concurrency, total) }, worker))
const seconds = (performance.now() - started) / 1000
// The visitors were answered before their emails: let the last notifications finish before counting.
await stack.settled()

const counts = await stack.store.counts()
const rows = Object.values(counts).reduce((sum, count) => sum + count, 0)
const emails = (await readdir(join(dir, 'outbox')).catch(() => [])).filter((file) => file.endsWith('.eml')).length
await stack.close()
await postgresServer?.stop()
await rm(dir, { recursive: true, force: true })

const sorted = latencies.sort((a, b) => a - b)
const percentile = (p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!.toFixed(1)
console.log(`send-contact-email on ${values.postgres ? 'PostgreSQL' : 'PGlite'}, outbox mailer, loopback HTTP`)
console.log(
  `  requests     ${total} (${concurrency} concurrent), statuses ` +
    `${[...statuses].map(([status, count]) => `${status}×${count}`).join(', ')}`,
)
console.log(`  throughput   ${(total / seconds).toFixed(1)} enquiries/s over ${seconds.toFixed(2)} s`)
console.log(
  `  latency      p50 ${percentile(50)} ms, p95 ${percentile(95)} ms, p99 ${percentile(99)} ms, max ` +
    `${sorted.at(-1)!.toFixed(1)} ms`,
)
console.log(`  stored       ${rows} rows (sent ${counts.sent}, pending ${counts.pending}, failed ${counts.failed})`)
console.log(`  emailed      ${emails} .eml files`)
const ok = rows === total && emails === rows && counts.sent === rows && statuses.get(200) === total
console.log(ok ? '  OK: every enquiry stored once and emailed once' : '  MISMATCH: rows stored and emails sent differ')
process.exitCode = ok ? 0 : 1
