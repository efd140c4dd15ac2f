// The enquiry pipeline under faults and attacks, measured, not tested: each row starts a fresh stack
// with a real PostgreSQL server (or PGlite) and a real SMTP server on loopback, does the damage, and
// counts what the visitors were told against what was stored and what was emailed.
// Usage: npm run bench:enquiries:faults [-- --smtp-delay 10000 --only flood]
//   acknowledged  answered 200 (the visitor was told it was received)
//   stored        rows in the table afterwards
//   emailed       distinct enquiries the owner got an email for (digests count each one they list),
//                 plus repeats (the same Message-ID delivered again)
import { parseArgs } from 'node:util'
import { createBackgroundTasks } from '../supabase/functions/_shared/graceful-stop.ts'
import { createEnquiryHandler } from '../supabase/functions/_shared/enquiry-handler.ts'
import { readEnquiryConfig } from '../supabase/functions/_shared/enquiry-config.ts'
import { createEnquiryStore } from '../supabase/functions/_shared/enquiry-store.ts'
import { createResendMailer, createSmtpMailer, type Mailer } from '../supabase/functions/_shared/mailers.ts'
import { retryNotifications } from '../supabase/functions/_shared/notifications.ts'
import { openEnquiryServices } from '../local-stack/local-stack.ts'
import { openTestPostgres, type TestDatabase } from '../local-stack/temporary-databases.ts'
import {
  burst,
  functionOrigin,
  type FunctionProcess,
  type Sent,
  sendEnquiry,
  startDenoFunction,
  startNodeFunction,
} from '../local-stack/function-process.ts'
import { startResendStandIn } from '../local-stack/resend-stand-in.ts'
import { startSmtpSink, type SmtpSink } from '../local-stack/smtp-sink.ts'
import { openEnquiryPool } from '../supabase/functions/_shared/enquiry-database.ts'

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
async function inProcess(env: Record<string, string>, sink: SmtpSink | Mailer, sendTimeoutMs?: number) {
  const database = await openTestPostgres()
  const tasks = createBackgroundTasks()
  const config = readEnquiryConfig({
    SITE_ORIGIN: functionOrigin,
    RATE_LIMIT_SALT: 'a-bench-salt-long-enough',
    ...mail,
    ...env,
  })
  const mailer = 'url' in sink ? createSmtpMailer(sink.url) : sink
  const store = createEnquiryStore(database.pool)
  const handler = createEnquiryHandler({
    config,
    store,
    mailer,
    log: quiet,
    waitUntil: tasks.waitUntil,
    sendTimeoutMs,
  })
  const health = async () =>
    (
      await handler(new Request('http://127.0.0.1/functions/v1/send-contact-email/health'), {
        socketAddress: '203.0.113.7',
      })
    ).status
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
    health,
    /** The scheduled retry job, with another mailer (the key fixed), after the rows have aged `minutes`. */
    async scheduledRetry(minutes: number, withMailer: Mailer = mailer) {
      await database.sql`
        update public.contact_enquiries
        set created_at = created_at - make_interval(mins => ${minutes}),
            notification_next_attempt_at = notification_next_attempt_at - make_interval(mins => ${minutes})`
      return retryNotifications({ store, mailer: withMailer, mail: config.mail, log: quiet })
    },
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

/** A 550 to MAIL FROM (the sender or the account refused: every message alike) or to RCPT TO (this recipient). */
async function refused(command: 'MAIL FROM' | 'RCPT TO'): Promise<Row> {
  const refusing = await startSmtpSink(
    command === 'MAIL FROM' ? { refuseSenderWith: 550 } : { refuseRecipientWith: 550 },
  )
  const stack = await inProcess({}, refusing)
  try {
    const response = await stack.post({})
    await stack.tasks.settled(60_000)
    await flush(stack.database, refusing)
    const health = await stack.health()
    const [row] = await stack.database.sql<{
      notification_status: string
      notification_attempts: number
    }>`select notification_status, notification_attempts from public.contact_enquiries`
    return {
      fault: `a 5xx from the mail server (550 on ${command})`,
      acknowledged: response.status === 200 ? 1 : 0,
      stored: await count(stack.database),
      emailed: emailed(refusing).text,
      notes:
        `${row!.notification_attempts} attempt(s) after the owner's retry, marked ${row!.notification_status}; ` +
        `/health ${health}`,
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

/** The sending key refused (Resend 401, or SMTP 535) for ten minutes of the retry job's time, then fixed. */
async function keyRefused(kind: 'resend' | 'smtp'): Promise<Row> {
  const [resend, sink] = await Promise.all([startResendStandIn('re_current_key'), startSmtpSink()])
  const revoked = createResendMailer({ apiKey: 're_revoked_key', apiUrl: resend.url })
  const fixed = createResendMailer({ apiKey: resend.apiKey, apiUrl: resend.url })
  const smtpUrl = sink.url.replace('smtp://', 'smtp://website:password@')
  const smtp = createSmtpMailer(smtpUrl)
  if (kind === 'smtp') sink.refuseLogins(true)
  const stack = await inProcess({}, kind === 'resend' ? revoked : smtp)
  try {
    const answers: number[] = []
    for (const index of [1, 2, 3])
      answers.push(
        (await stack.post({ message: `Enquiry ${index} while the key is refused.` }, {}, `198.51.100.${index}`)).status,
      )
    await stack.tasks.settled(60_000)
    const healthDuring = await stack.health()
    // The retry job every 10 minutes: once while the key is still refused, then with it fixed.
    await stack.scheduledRetry(10)
    if (kind === 'smtp') sink.refuseLogins(false)
    const afterFix = await stack.scheduledRetry(10, kind === 'resend' ? fixed : smtp)
    const again = await stack.scheduledRetry(60, kind === 'resend' ? fixed : smtp)
    const statuses = await stack.database.sql<{ status: string; count: number }>`
      select notification_status as status, count(*)::int as count from public.contact_enquiries group by 1`
    const emails = kind === 'resend' ? resend.sent.length : sink.received.length
    return {
      fault:
        kind === 'resend'
          ? 'the email API answers 401 (key revoked) for ten minutes, then the key is fixed'
          : 'SMTP refuses the login (535) for ten minutes, then the password is fixed',
      acknowledged: answers.filter((status) => status === 200).length,
      stored: await count(stack.database),
      emailed: `${emails}`,
      notes:
        `/health during the fault: ${healthDuring}; the retry after the fix: ${JSON.stringify(afterFix)}, ` +
        `then ${JSON.stringify(again)}; rows ${statuses.map((row) => `${row.status}×${row.count}`).join(', ')}`,
    }
  } finally {
    await stack.close()
    await smtp.close?.()
    await Promise.all([resend.stop(), sink.stop()])
  }
}

/** One connection's many addresses: 5 enquiries from each of 256 /64s of one /56, 20 from one /48, then a visitor. */
async function networkFlood(): Promise<Row> {
  const sink = await startSmtpSink()
  const stack = await inProcess({ SB_REGION: 'eu-west-2' }, sink)
  try {
    const answers = new Map<number, number>()
    const send = async (address: string, index: number) => {
      const { status } = await stack.post(
        { message: `Flood from one connection, enquiry ${index}.` },
        { 'CF-Connecting-IP': address },
      )
      answers.set(status, (answers.get(status) ?? 0) + 1)
    }
    let index = 0
    for (let subnet = 0; subnet < 256; subnet += 1)
      for (let host = 1; host <= 5; host += 1) await send(`2001:db8:0:${subnet.toString(16)}::${host}`, index++)
    for (let subnet = 0; subnet < 20; subnet += 1) await send(`2001:db8:0:${(0x100 + subnet).toString(16)}::1`, index++)
    const visitor = await stack.post(
      { name: 'Real Visitor', message: 'A real enquiry during the flood.' },
      { 'CF-Connecting-IP': '2a00:1450:4009:81f::1' },
    )
    await stack.tasks.settled(60_000)
    const [counters] = await stack.database.sql<{ count: number }>`
      select count(*)::int as count from public.contact_rate_limits`
    return {
      fault: '5 enquiries from each of 256 /64s of one /56, 20 more from the same /48, then a visitor elsewhere',
      acknowledged: (answers.get(200) ?? 0) + (visitor.status === 200 ? 1 : 0),
      stored: await count(stack.database),
      emailed: emailed(sink).text,
      notes:
        `the flood's answers ${[...answers].map(([status, n]) => `${status}×${n}`).join(', ')}; ` +
        `the visitor got ${visitor.status}; ${counters!.count} rate-limit rows written`,
    }
  } finally {
    await stack.close()
    await sink.stop()
  }
}

/** A typo in DATABASE_URL's port: what each runtime logs, and whether the password is in it. */
async function malformedDatabaseUrl(): Promise<Row> {
  const password = 'Secret-Pa55word-in-the-url'
  const results: string[] = []
  let acknowledged = 0
  for (const start of [startNodeFunction, startDenoFunction]) {
    const runtime = start === startNodeFunction ? 'Node' : 'Deno'
    const fn = await start({
      DATABASE_URL: `postgres://enquiries_function:${password}@127.0.0.1:54x32/postgres`,
      SMTP_URL: 'smtp://127.0.0.1:1',
    }).catch((error: Error) => ({ failed: error.message }))
    if ('failed' in fn) {
      results.push(`${runtime} did not start; password in its output: ${fn.failed.includes(password)}`)
      continue
    }
    try {
      const sent = await sendEnquiry(fn.url, `malformed-url-${results.length}`)
      if (sent.status === 200) acknowledged += 1
      results.push(`${runtime} answered ${sent.status}; password in its log: ${fn.output().includes(password)}`)
    } finally {
      await fn.dispose()
    }
  }
  return {
    fault: 'DATABASE_URL with a typo in the port',
    acknowledged,
    stored: 0,
    emailed: '0',
    notes: results.join('; '),
  }
}

/** What the function's role can do to a stored enquiry with a leaked connection string. */
async function leakedRole(): Promise<Row> {
  const sink = await startSmtpSink()
  const stack = await inProcess({}, sink)
  const pool = openEnquiryPool({ connectionString: stack.database.server!.urlFor('enquiries_function'), max: 1 }, quiet)
  try {
    await stack.post({})
    await stack.tasks.settled(60_000)
    const outcomes: string[] = []
    for (const [what, statement] of [
      ['name', "update public.contact_enquiries set name = 'Someone else'"],
      ['email', "update public.contact_enquiries set email = 'attacker@example.com'"],
      ['message', "update public.contact_enquiries set message = 'Rewritten by an attacker.'"],
      ['last_contact_at', "update public.contact_enquiries set last_contact_at = now() + interval '100 years'"],
    ]) {
      const result = await pool.query(statement!).then(
        () => 'changed',
        () => 'refused',
      )
      outcomes.push(`${what} ${result}`)
    }
    return {
      fault: 'a leaked connection string of the function’s role',
      acknowledged: 1,
      stored: await count(stack.database),
      emailed: emailed(sink).text,
      notes: outcomes.join(', '),
    }
  } finally {
    await pool.end()
    await stack.close()
    await sink.stop()
  }
}

/** A 23 KB body of unknown fields: the size of the 400. */
async function unknownFields(): Promise<Row> {
  const sink = await startSmtpSink()
  const stack = await inProcess({}, sink)
  try {
    const fields: Record<string, string> = {}
    for (let index = 0; Object.keys(fields).length * 9 < 23_000; index += 1) fields[`f${index}`] = '1'
    const response = await stack.post(fields)
    const text = await response.text()
    const body = JSON.parse(text) as { issues?: unknown[] }
    return {
      fault: `a ${Math.round(JSON.stringify(fields).length / 1024)} KB body of unknown fields`,
      acknowledged: response.status === 200 ? 1 : 0,
      stored: await count(stack.database),
      emailed: emailed(sink).text,
      notes: `answered ${response.status}: ${(text.length / 1024).toFixed(1)} KB, ${body.issues?.length ?? 0} issues`,
    }
  } finally {
    await stack.close()
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
  ['smtp', () => refused('MAIL FROM')],
  ['smtp', () => refused('RCPT TO')],
  ['browsers', browsersOnly],
  ['key', () => keyRefused('resend')],
  ['key', () => keyRefused('smtp')],
  ['network', networkFlood],
  ['secrets', malformedDatabaseUrl],
  ['role', leakedRole],
  ['400', unknownFields],
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
