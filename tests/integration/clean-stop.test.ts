// SIGTERM to `npm run preview` in the middle of a burst of enquiries: every enquiry the visitor was
// told was received is stored, and every stored one is emailed exactly once (its outbox file) and
// recorded as sent, so no retry sends it again.
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { freePort } from '../../local-stack/free-port.ts'
import { functionPath, openEnquiryServices } from '../../local-stack/local-stack.ts'
import { retryNotifications } from '../../supabase/functions/_shared/notifications.ts'
import { openTestPostgres, sqlOver } from '../../local-stack/temporary-databases.ts'
import { burst, startDenoFunction } from '../../local-stack/function-process.ts'
import { startProcess } from '../../local-stack/child-process.ts'

let dir: string

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'enquiries-stop-'))
  await mkdir(join(dir, 'site'))
  await writeFile(join(dir, 'site', '404.html'), '<!doctype html><title>Not found</title>')
})

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

it('stopped by SIGTERM mid-burst: answers every request, stores and emails each enquiry in flight once', async () => {
  const port = await freePort()
  const dataDir = join(dir, 'data')
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    SITE_ROOT: join(dir, 'site'),
    DATABASE_URL: '',
    RESEND_API_KEY: '',
    SMTP_URL: '',
    RATE_LIMIT_MAX: '1000',
    RATE_LIMIT_GLOBAL_MAX: '1000',
  }
  const server = await startProcess(process.execPath, ['--import', 'tsx', 'local-stack/serve.ts'], {
    env,
    ready: 'Site running',
  })

  const total = 200
  const answered: string[] = []
  const statuses: number[] = []
  const unanswered: string[] = []
  let settledRequests = 0
  let stopped: Promise<number | null> | undefined
  const send = async (index: number) => {
    try {
      const response = await fetch(`http://127.0.0.1:${port}${functionPath}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Idempotency-Key': `stop-test-${index}`,
          Origin: `http://localhost:${port}`,
        },
        body: JSON.stringify({
          name: `Visitor ${index}`,
          email: `v${index}@example.com`,
          subject: 'General Enquiry',
          message: `Enquiry ${index} sent during the stop.`,
        }),
      })
      statuses.push(response.status)
      if (response.status === 200) answered.push(((await response.json()) as { id: string }).id)
      else await response.arrayBuffer()
    } catch (error) {
      // Refused once the server stopped listening: never received, so nothing to answer. Any other
      // failure (a reset) would be a request in flight left unanswered.
      const code = (error as { cause?: { code?: string } }).cause?.code
      if (code !== 'ECONNREFUSED') unanswered.push(code ?? String(error))
    } finally {
      settledRequests += 1
      // The stop comes while most of the burst is still in flight.
      if (settledRequests === 20) stopped ??= server.stop()
    }
  }
  await Promise.all(Array.from({ length: total }, (_, index) => send(index)))
  expect(stopped).toBeDefined()
  expect(await stopped).toBe(0)
  expect(answered.length).toBeGreaterThanOrEqual(20)
  // Every request was answered: stored (200), or turned away while stopping (503), never dropped.
  expect(unanswered).toEqual([])
  expect(statuses.every((status) => status === 200 || status === 503)).toBe(true)

  const services = await openEnquiryServices({
    env: { ...env, SITE_ORIGIN: `http://localhost:${port}` },
    port,
    dataDir,
    print: () => {},
  })
  try {
    const stored = await sqlOver(services.database.pool)<{ id: string; notification_status: string }>`
      select id::text, notification_status from public.contact_enquiries`
    const storedIds = new Set(stored.map((row) => row.id))
    for (const id of answered) expect(storedIds.has(id)).toBe(true)
    expect(stored.every((row) => row.notification_status === 'sent')).toBe(true)
    const files = (await readdir(join(dataDir, 'outbox'))).filter((file) => file.endsWith('.eml'))
    expect(files.sort()).toEqual([...storedIds].map((id) => `${id}.eml`).sort())
    // Nothing left for a retry to send again.
    expect(await retryNotifications(services.notifications, { ignoreSchedule: true, includeFailed: true })).toEqual({
      attempted: 0,
      sent: 0,
      failed: 0,
    })
    expect((await readdir(join(dataDir, 'outbox'))).length).toBe(files.length)
  } finally {
    await services.close()
  }
}, 240_000)

it('the Deno entry stopped by SIGTERM mid-burst answers all requests in flight, stores all acknowledged', async () => {
  const database = await openTestPostgres()
  const fn = await startDenoFunction({ DATABASE_URL: database.server!.urlFor('enquiries_function') })
  try {
    let stopped: Promise<number | null> | undefined
    const results = await burst(fn.url, 'deno-stop', 200, 20, (settled) => {
      if (settled === 20) stopped ??= fn.stop()
    })
    expect(await stopped).toBe(0)
    // Every request received was answered: stored (200) or turned away (503); once it stopped
    // listening a new connection is refused, so never received. No reset, no request dropped.
    const answered = results.filter((result) => result.status === 200)
    expect(results.filter((result) => ![200, 503, 'refused'].includes(result.status))).toEqual([])
    expect(answered.length).toBeGreaterThanOrEqual(20)
    const stored = new Set(
      (await database.sql<{ id: string }>`select id::text from public.contact_enquiries`).map((row) => row.id),
    )
    expect(answered.filter((result) => !stored.has(result.id!))).toEqual([])
  } finally {
    await fn.dispose()
    await database.close()
  }
}, 240_000)
