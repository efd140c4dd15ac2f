// The enquiry pipeline under faults and attacks, measured, not tested: each row starts a fresh stack
// with a real PostgreSQL server (or PGlite) and a real SMTP server on loopback, does the damage, and
// counts what the visitors were told against what was stored and what was emailed.
// Usage: npm run bench:enquiries:faults [-- --smtp-delay 10000 --only flood]
//   acknowledged  answered 200 (the visitor was told it was received)
//   stored        rows in the table afterwards
//   emailed       distinct enquiries the owner got an email for (digests count each one they list),
//                 plus repeats (the same Message-ID delivered again)
import { parseArgs } from 'node:util'
import { createBackgroundTasks } from '../../supabase/functions/_shared/graceful-stop.ts'
import { createContactHandler } from '../../supabase/functions/_shared/contact-handler.ts'
import { readEnquiryConfig } from '../../supabase/functions/_shared/enquiry-config.ts'
import { createEnquiryStore } from '../../supabase/functions/_shared/enquiry-store.ts'
import { createSmtpMailer } from '../../supabase/functions/_shared/mailers.ts'
import { retryNotifications } from '../../supabase/functions/_shared/notifications.ts'
import { openEnquiryServices } from '../local-stack/local-stack.ts'
import { openTestPostgres, type TestDatabase } from '../../tests/integration/support/databases.ts'
import {
  burst,
  functionOrigin,
  type FunctionProcess,
  type Sent,
  sendEnquiry,
  startDenoFunction,
  startNodeFunction,
} from '../../tests/integration/support/function-process.ts'
import { startSmtpSink, type SmtpSink } from '../../tests/integration/support/smtp-sink.ts'

const { values } = parseArgs({
  options: { 'smtp-delay': { type: 'string', default: '10000' }, only: { type: 'string' } },
})
const smtpDelayMs = Number(values['smtp-delay'])
const quiet = { info: () => {}, error: () => {} }
const mail = { MAIL_FROM: 'Harbour & Hale website <website@harbourandhale.test>', MAIL_TO: 'owner@harbourandhale.test' }

interface Row {
  fault: string
  acknowledged: number | string
  stored: number | string
  emailed: string
  notes: string
}

/** Distinct enquiries emailed, and repeats, from the Message-IDs (`<id@domain>`) and the digests' references. */
function emailed(...sinks: SmtpSink[]): { distinct: number; repeats: number; text: string } {
  const ids: string[] = []
  for (const { mail: message } of sinks.flatMap((sink) => sink.received)) {
    const listed = [...(message.text ?? '').matchAll(/^Reference: (\S+)$/gm)].map((match) => match[1]!)
    ids.push(...(listed.length > 0 ? listed : [message.messageId ?? '']))
  }
  const distinct = new Set(ids).size
  const repeats = ids.length - distinct
  return { distinct, repeats, text: `${distinct}${repeats > 0 ? ` (+${repeats} repeated)` : ''}` }
}

const statusCounts = (results: Sent[]) => {
  const counts = new Map<string, number>()
  for (const { status } of results) counts.set(String(status), (counts.get(String(status)) ?? 0) + 1)
  return [...counts].map(([status, count]) => `${status}×${count}`).join(', ')
}

const count = async (database: TestDatabase) =>
  (await database.sql<{ count: number }>`select count(*)::int as count from public.contact_enquiries`)[0]!.count

/** Sends what is still unsent, as the scheduled retry would once its lease passed. */
async function flush(database: TestDatabase, sink: SmtpSink): Promise<void> {
  const mailer = createSmtpMailer(sink.url)
  const config = readEnquiryConfig({
    SITE_ORIGIN: functionOrigin,
    RATE_LIMIT_SALT: 'a-bench-salt-long-enough',
    ...mail,
  })
  await retryNotifications(
    { store: createEnquiryStore(database.pool), mailer, mail: config.mail, log: quiet },
    { ignoreSchedule: true },
  )
  await mailer.close?.()
}

/** `restart`: pg_ctl restart with that mode; `down`: the server stopped for `downMs`, then started again. */
type DatabaseFault = { kind: 'restart'; mode: 'fast' | 'immediate' } | { kind: 'down'; downMs: number }

async function databaseFaultDuringBurst(runtime: 'Node' | 'Deno', fault: DatabaseFault): Promise<Row> {
  const [database, sink] = await Promise.all([openTestPostgres(), startSmtpSink()])
  const start = runtime === 'Node' ? startNodeFunction : startDenoFunction
  const fn: FunctionProcess = await start({
    DATABASE_URL: runtime === 'Node' ? database.url! : database.server!.urlFor('enquiries_function'),
    SMTP_URL: sink.url,
  })
  try {
    let restarted: Promise<void> | undefined
    const server = database.server!
    const results = await burst(fn.url, `${runtime}-${fault.kind}`, 100, 10, (settled) => {
      if (settled !== 30) return
      restarted =
        fault.kind === 'restart'
          ? server.restart(fault.mode)
          : server
              .pause()
              .then(() => new Promise((resolve) => setTimeout(resolve, fault.downMs)))
              .then(() => server.start())
    })
    await restarted
    const alive = fn.child.exitCode === null && fn.child.signalCode === null
    // The visitors told 503 send again (the form keeps what they typed) once the service is back.
    let resent = 0
    for (const refused of results.filter((result) => result.status === 503)) {
      for (let attempt = 0; attempt < 80 && (await sendEnquiry(fn.url, refused.key)).status !== 200; attempt += 1)
        await new Promise((r) => setTimeout(r, 250))
      resent += 1
    }
    await fn.dispose()
    await flush(database, sink)
    const acknowledged = results.filter((result) => result.status === 200).length
    return {
      fault:
        fault.kind === 'restart'
          ? `PostgreSQL restarted (${fault.mode}) during a burst, ${runtime}`
          : `PostgreSQL down for ${fault.downMs / 1000} s during a burst, ${runtime}`,
      acknowledged,
      stored: await count(database),
      emailed: emailed(sink).text,
      notes:
        `process ${alive ? 'stayed up' : 'DIED'}; answers ${statusCounts(results)}; ` +
        `${resent} refused then stored when sent again`,
    }
  } finally {
    await fn.dispose()
    await Promise.all([database.close(), sink.stop()])
  }
}

/** The handler in this process, on PostgreSQL, with its own SMTP server: for the faults of one request. */
async function inProcess(env: Record<string, string>, sink: SmtpSink, sendTimeoutMs?: number) {
  const database = await openTestPostgres()
  const tasks = createBackgroundTasks()
  const config = readEnquiryConfig({
    SITE_ORIGIN: functionOrigin,
    RATE_LIMIT_SALT: 'a-bench-salt-long-enough',
    ...mail,
    ...env,
  })
  const mailer = createSmtpMailer(sink.url)
  const handler = createContactHandler({
    config,
    store: createEnquiryStore(database.pool),
    mailer,
    log: quiet,
    waitUntil: tasks.waitUntil,
    sendTimeoutMs,
  })
  /** `Origin: null` sends none, as a script would. */
  const post = (body: Record<string, string>, headers: Record<string, string | null> = {}, client = '203.0.113.7') =>
    handler(
      new Request('http://127.0.0.1/functions/v1/send-contact-email', {
        method: 'POST',
        headers: Object.entries({ 'Content-Type': 'application/json', Origin: functionOrigin, ...headers }).filter(
          (entry): entry is [string, string] => entry[1] !== null,
        ),
        body: JSON.stringify({
          name: 'Jane Smith',
          email: 'jane@example.co.uk',
          subject: 'General Enquiry',
          message: 'Please call me about a loft.',
          ...body,
        }),
      }),
      { socketAddress: client },
    )
  return {
    database,
    tasks,
    post,
    async close() {
      await mailer.close?.()
      await database.close()
    },
  }
}

async function flood(): Promise<Row> {
  const sink = await startSmtpSink()
  // As on Supabase (SB_REGION set): the gateway's header names the visitor.
  const stack = await inProcess({ SB_REGION: 'eu-west-2' }, sink)
  try {
    const results: number[] = []
    for (let prefix = 1; prefix <= 10; prefix += 1) {
      for (let index = 1; index <= 5; index += 1) {
        const response = await stack.post(
          { message: `Flood ${prefix}-${index}, please reply.` },
          { 'CF-Connecting-IP': `2001:db8:${prefix}::${index}` },
        )
        results.push(response.status)
      }
    }
    const visitor = await stack.post(
      { name: 'Real Visitor', message: 'A real enquiry after the flood.' },
      { 'CF-Connecting-IP': '198.51.100.20' },
    )
    await stack.tasks.settled(60_000)
    await stack.database
      .sql`update public.contact_enquiries set notification_next_attempt_at = now() where notification_status = 'held'`
    const oneByOne = sink.received.length
    await flush(stack.database, sink)
    const digests = `${oneByOne} emails`
    return {
      fault: 'ten IPv6 /64 prefixes × 5 enquiries, then a real visitor (SB_REGION set)',
      acknowledged: results.filter((status) => status === 200).length + (visitor.status === 200 ? 1 : 0),
      stored: await count(stack.database),
      emailed: `${emailed(sink).text} in ${sink.received.length} emails`,
      notes:
        `the visitor got ${visitor.status}; ${digests} one by one up to RATE_LIMIT_GLOBAL_MAX (50), then ` +
        `${sink.received.length - oneByOne} digest(s) listing the rest, the visitor's among them`,
    }
  } finally {
    await stack.close()
    await sink.stop()
  }
}

async function slowSmtp(): Promise<Row> {
  const [slow, sink] = await Promise.all([startSmtpSink({ replyDelayMs: smtpDelayMs }), startSmtpSink()])
  const stack = await inProcess({}, slow)
  try {
    for (const index of [1, 2])
      await stack.post({ message: `Slow mail server, enquiry ${index}.` }, {}, `198.51.100.${index}`)
    await stack.tasks.settled(120_000)
    // The slow server has had every chance to finish what it was given.
    for (let wait = 0; wait < 600 && slow.closedConnections() < 2; wait += 1)
      await new Promise((r) => setTimeout(r, 100))
    await flush(stack.database, sink)
    return {
      fault: `SMTP answering each command after ${smtpDelayMs / 1000} s`,
      acknowledged: 2,
      stored: await count(stack.database),
      emailed: emailed(slow, sink).text,
      notes:
        `the slow server delivered ${slow.received.length}; ` +
        'the sends past the 30 s bound were abandoned and the retry sent them',
    }
  } finally {
    await stack.close()
    await Promise.all([slow.stop(), sink.stop()])
  }
}

async function refusedSender(): Promise<Row> {
  const refusing = await startSmtpSink({ refuseSenderWith: 550 })
  const stack = await inProcess({}, refusing)
  try {
    const response = await stack.post({})
    await stack.tasks.settled(60_000)
    await flush(stack.database, refusing)
    const [row] = await stack.database.sql<{
      notification_status: string
      notification_attempts: number
    }>`select notification_status, notification_attempts from public.contact_enquiries`
    return {
      fault: 'a 5xx from the mail server (550 on MAIL FROM)',
      acknowledged: response.status === 200 ? 1 : 0,
      stored: await count(stack.database),
      emailed: emailed(refusing).text,
      notes: `${row!.notification_attempts} attempt, marked ${row!.notification_status}, named in the next email`,
    }
  } finally {
    await stack.close()
    await refusing.stop()
  }
}

async function browsersOnly(): Promise<Row> {
  const sink = await startSmtpSink()
  const stack = await inProcess({}, sink)
  try {
    const json = await stack.post({}, { Origin: null })
    const unicode = await stack.post({ email: 'c16@bücher.example', message: 'From an address with a Unicode domain.' })
    await stack.tasks.settled(60_000)
    const [row] = await stack.database.sql<{ email: string }>`select email from public.contact_enquiries`
    return {
      fault: 'a POST with no Origin header; then c16@bücher.example',
      acknowledged: [json, unicode].filter((response) => response.status === 200).length,
      stored: await count(stack.database),
      emailed: emailed(sink).text,
      notes:
        `no Origin: ${json.status}; Unicode domain: ${unicode.status}, stored as ${row?.email}, Reply-To ` +
        `${/^Reply-To: (.*)$/m.exec(sink.received[0]?.raw ?? '')?.[1]?.trim()}`,
    }
  } finally {
    await stack.close()
    await sink.stop()
  }
}

/** SIGKILL or SIGTERM to the local stack (PGlite) mid-burst; then a new stack and the retry. */
async function signalDuringBurst(signal: 'SIGKILL' | 'SIGTERM'): Promise<Row> {
  const sink = await startSmtpSink()
  const fn = await startNodeFunction({ SMTP_URL: sink.url })
  const dataDir = fn.dataDir!
  try {
    let stopped: Promise<unknown> | undefined
    const results = await burst(fn.url, signal, 100, 10, (settled) => {
      if (settled !== 15 || stopped) return
      fn.child.kill(signal)
      stopped = fn.exited
    })
    await stopped
    const services = await openEnquiryServices({
      env: { SITE_ORIGIN: functionOrigin, SMTP_URL: sink.url },
      port: 0,
      dataDir,
      print: () => {},
    })
    try {
      const stored = await services.store.counts()
      const before = emailed(sink).text
      await retryNotifications(services.notifications, { ignoreSchedule: true, includeFailed: true })
      return {
        fault: `${signal} mid-burst (PGlite)`,
        acknowledged: results.filter((result) => result.status === 200).length,
        stored: stored.pending + stored.held + stored.sent + stored.failed,
        emailed: emailed(sink).text,
        notes: `answers ${statusCounts(results)}; ${before} emailed before the retry after restart`,
      }
    } finally {
      await services.close()
    }
  } finally {
    await fn.dispose()
    await sink.stop()
  }
}

const scenarios: [string, () => Promise<Row>][] = [
  ['restart', () => databaseFaultDuringBurst('Node', { kind: 'restart', mode: 'fast' })],
  ['restart', () => databaseFaultDuringBurst('Node', { kind: 'restart', mode: 'immediate' })],
  ['restart', () => databaseFaultDuringBurst('Deno', { kind: 'restart', mode: 'fast' })],
  ['restart', () => databaseFaultDuringBurst('Deno', { kind: 'restart', mode: 'immediate' })],
  ['down', () => databaseFaultDuringBurst('Node', { kind: 'down', downMs: 10_000 })],
  ['down', () => databaseFaultDuringBurst('Deno', { kind: 'down', downMs: 10_000 })],
  ['flood', flood],
  ['smtp', slowSmtp],
  ['kill', () => signalDuringBurst('SIGKILL')],
  ['kill', () => signalDuringBurst('SIGTERM')],
  ['smtp', refusedSender],
  ['browsers', browsersOnly],
]

const rows: Row[] = []
for (const [name, run] of scenarios) {
  if (values.only && values.only !== name) continue
  const row = await run()
  console.error(`measured: ${row.fault}`)
  rows.push(row)
}
console.log('| fault or attack | acknowledged / stored / emailed | what happened |')
console.log('|---|---|---|')
for (const row of rows)
  console.log(`| ${row.fault} | ${row.acknowledged} / ${row.stored} / ${row.emailed} | ${row.notes} |`)
