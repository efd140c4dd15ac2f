// The send-contact-email handler against a real PostgreSQL server and against PGlite, with a real
// SMTP server receiving the owner's notifications.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createBackgroundTasks } from '../../supabase/functions/_shared/graceful-stop.ts'
import {
  createEnquiryHandler,
  maxBodyBytes,
  type EnquiryHandler,
} from '../../supabase/functions/_shared/enquiry-handler.ts'
import { readEnquiryConfig } from '../../supabase/functions/_shared/enquiry-config.ts'
import { inTransaction, openEnquiryPool } from '../../supabase/functions/_shared/enquiry-database.ts'
import { createEnquiryStore, retryDays, type EnquiryStore } from '../../supabase/functions/_shared/enquiry-store.ts'
import { createResendMailer, createSmtpMailer, type Mailer } from '../../supabase/functions/_shared/mailers.ts'
import { retryNotifications, type Logger } from '../../supabase/functions/_shared/notifications.ts'
import { testDatabases, type TestDatabase } from '../../local-stack/temporary-databases.ts'
import { freePort } from '../../local-stack/free-port.ts'
import { startResendStandIn } from '../../local-stack/resend-stand-in.ts'
import { startSmtpSink, type SmtpSink } from '../../local-stack/smtp-sink.ts'

const siteOrigin = 'https://www.harbourandhale.test'
const functionUrl = 'http://127.0.0.1/functions/v1/send-contact-email'
const env = {
  SITE_ORIGIN: siteOrigin,
  SITE_ORIGINS: 'http://localhost:3000',
  RATE_LIMIT_SALT: 'a-test-salt-that-is-long-enough',
  RATE_LIMIT_MAX: '3',
  MAIL_FROM: 'Harbour & Hale website <website@harbourandhale.test>',
  MAIL_TO: 'owner@harbourandhale.test',
  ENQUIRY_JOBS_SECRET: 'jobs-secret-for-tests',
}
const valid = {
  name: 'Jane Smith',
  email: 'jane@example.co.uk',
  phone: '01632 960 001',
  subject: 'Cost Management',
  message: 'Please call me about a two-storey extension.',
}

const silentLog: Logger = { info: () => {}, error: () => {} }

describe.each(testDatabases)('send-contact-email on %s', (_name, openDatabase) => {
  let database: TestDatabase
  let sink: SmtpSink
  let store: EnquiryStore
  let mailer: Mailer
  let handler: EnquiryHandler
  let downSmtpUrl: string
  // The notifications sent after the answers: the tests wait for them before looking at the mail.
  const tasks = createBackgroundTasks()
  const errors: string[] = []
  const log: Logger = { info: () => {}, error: (message) => void errors.push(message) }

  // Each test is one instant to the handler's clock, so the counts within a rate-limit window (an hour on the wall
  // clock's hours) hold when a test runs across the top of the hour.
  let testStartedAt = Date.now()
  const handlerWith = (overrides: Record<string, string> = {}, withMailer: Mailer = mailer, sendTimeoutMs?: number) =>
    createEnquiryHandler({
      config: readEnquiryConfig({ ...env, ...overrides }),
      store,
      mailer: withMailer,
      log,
      waitUntil: tasks.waitUntil,
      sendTimeoutMs,
      now: () => testStartedAt,
    })

  /** Headers without the ones set to undefined: `Origin: undefined` sends none, as a script would. */
  const headersOf = (headers: Record<string, string | undefined>) =>
    Object.fromEntries(Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined))

  const answer = (
    body: unknown,
    init: { headers?: Record<string, string | undefined>; client?: string; via?: EnquiryHandler } = {},
  ) =>
    (init.via ?? handler)(
      new Request(functionUrl, {
        method: 'POST',
        // Every browser sends Origin with a POST.
        headers: headersOf({ 'Content-Type': 'application/json', Origin: siteOrigin, ...init.headers }),
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
      { socketAddress: init.client ?? '203.0.113.7' },
    )
  /** Posts, and waits for the notification sent after the answer. */
  const post = async (...args: Parameters<typeof answer>) => {
    const response = await answer(...args)
    expect(await tasks.settled(60_000)).toBe(true)
    return response
  }

  const postForm = async (
    fields: Record<string, string>,
    headers: Record<string, string | undefined> = {},
    via: EnquiryHandler = handler,
  ) => {
    const response = await via(
      new Request(functionUrl, {
        method: 'POST',
        headers: headersOf({
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
          Origin: siteOrigin,
          ...headers,
        }),
        body: new URLSearchParams(fields),
      }),
      { socketAddress: '203.0.113.8' },
    )
    expect(await tasks.settled(60_000)).toBe(true)
    return response
  }

  const rows = () => database.sql`select * from public.contact_enquiries order by created_at`

  beforeAll(async () => {
    ;[database, sink] = await Promise.all([openDatabase(), startSmtpSink()])
    store = createEnquiryStore(database.pool)
    mailer = createSmtpMailer(sink.url)
    handler = handlerWith()
    downSmtpUrl = `smtp://127.0.0.1:${await freePort()}`
  }, 180_000)

  afterAll(async () => {
    await mailer?.close?.()
    await Promise.all([database?.close(), sink?.stop()])
  })

  beforeEach(async () => {
    testStartedAt = Date.now()
    await database.reset()
    sink.clear()
    errors.length = 0
  })

  it('stores a valid enquiry once and emails the owner with its fields', async () => {
    const response = await post({ ...valid, name: '  Jane Smith  ' })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { ok: boolean; id: string }
    expect(body).toEqual({ ok: true, id: expect.any(String) })

    const [row, ...others] = await rows()
    expect(others).toHaveLength(0)
    expect(row).toMatchObject({
      id: body.id,
      name: 'Jane Smith',
      email: valid.email,
      phone: valid.phone,
      subject: valid.subject,
      message: valid.message,
      notification_status: 'sent',
      notification_attempts: 1,
      notification_last_error: null,
    })
    expect(row!.notification_sent_at).toBeInstanceOf(Date)

    expect(sink.received).toHaveLength(1)
    const [{ mail, recipients }] = sink.received as [(typeof sink.received)[0]]
    expect(recipients).toEqual(['owner@harbourandhale.test'])
    expect(mail.from?.value).toEqual([{ name: 'Harbour & Hale website', address: 'website@harbourandhale.test' }])
    expect(mail.replyTo?.value).toEqual([{ name: '', address: valid.email }])
    expect(mail.subject).toBe('Website enquiry: Cost Management')
    expect(mail.messageId).toBe(`<${body.id}@harbourandhale.test>`)
    for (const value of ['Jane Smith', valid.email, valid.phone, valid.message, body.id]) {
      expect(mail.text).toContain(value)
      expect(mail.html).toContain(value)
    }
  })

  it('accepts an enquiry without a phone number', async () => {
    const { phone: _phone, ...withoutPhone } = valid
    expect((await post({ ...withoutPhone, phone: '' })).status).toBe(200)
    expect((await rows())[0]!.phone).toBeNull()
    expect(sink.received[0]!.mail.text).toContain('Not given')
  })

  it.each([
    [{ name: 'J' }, 'name', 'Name must be at least 2 characters'],
    [{ name: '   ' }, 'name', 'Name must be at least 2 characters'],
    [{ name: 'x'.repeat(101) }, 'name', 'Name must be at most 100 characters'],
    [{ name: undefined }, 'name', 'Name must be at least 2 characters'],
    [{ name: 42 }, 'name', 'Name must be text'],
    [{ email: 'not-an-address' }, 'email', 'Invalid email address'],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'email', 'Invalid email address'],
    [{ email: 'jane@example.co.uk\r\nBcc: victim@example.com' }, 'email', 'Invalid email address'],
    [{ phone: 'x'.repeat(51) }, 'phone', 'Phone number must be at most 50 characters'],
    [{ subject: '' }, 'subject', 'Please select a subject'],
    [{ subject: undefined }, 'subject', 'Please select a subject'],
    [
      { subject: 'Cost Management\r\nBcc: victim@example.com' },
      'subject',
      'Subject must not contain control characters',
    ],
    [{ message: 'Too short' }, 'message', 'Message must be at least 10 characters'],
    [{ message: 'x'.repeat(1001) }, 'message', 'Message must be at most 1000 characters'],
    [
      { message: 'Contains a \u0000 character' },
      'message',
      'Message must not contain control characters other than line breaks and tabs',
    ],
    [
      { message: 'Colours \u001b[31mred\u001b[0m and a bell \u0007' },
      'message',
      'Message must not contain control characters other than line breaks and tabs',
    ],
    [{ name: 'Eve\r\nBcc: victim@example.com' }, 'name', 'Name must not contain control characters'],
    [{ name: 'Eve \u009b2J' }, 'name', 'Name must not contain control characters'],
    [{ phone: '0123\nSubject: hijacked' }, 'phone', 'Phone number must not contain control characters'],
    [{ name: 'Eve \u202egnp.exe' }, 'name', 'Name must not contain text-direction characters'],
    [
      { message: 'Please see \u2067the file\u2069 attached.' },
      'message',
      'Message must not contain text-direction characters',
    ],
    [{ name: '\u200b\u200b\u200b\u200b' }, 'name', 'Name must contain visible characters'],
    [{ consent: true }, 'consent', 'Unknown field'],
  ])('answers %o with 400, its message, and stores nothing', async (change, field, message) => {
    const response = await post({ ...valid, ...change })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: message, field })
    expect(await rows()).toHaveLength(0)
    expect(sink.received).toHaveLength(0)
  })

  it('lists every invalid field, in the form order', async () => {
    const response = await post({ name: 'J', email: 'nope', subject: '', message: 'short' })
    expect(await response.json()).toEqual({
      error: 'Name must be at least 2 characters',
      field: 'name',
      issues: [
        { field: 'name', message: 'Name must be at least 2 characters' },
        { field: 'email', message: 'Invalid email address' },
        { field: 'subject', message: 'Please select a subject' },
        { field: 'message', message: 'Message must be at least 10 characters' },
      ],
    })
  })

  it('answers a body of thousands of unknown fields with a small 400 naming each field once', async () => {
    const unknown = Object.fromEntries(Array.from({ length: 1500 }, (_, index) => [`field${index}`, 'x']))
    const response = await post({ name: 'J', ...unknown })
    const text = await response.text()
    expect(response.status).toBe(400)
    expect(text.length).toBeLessThan(1024)
    const { issues } = JSON.parse(text) as { issues: { field: string; message: string }[] }
    expect(issues).toEqual([
      { field: 'name', message: 'Name must be at least 2 characters' },
      { field: 'email', message: 'Invalid email address' },
      { field: 'subject', message: 'Please select a subject' },
      { field: 'message', message: 'Message must be at least 10 characters' },
      { field: 'field0', message: 'Unknown field, and 1499 more' },
    ])
  })

  it.each([
    ['not JSON', '{"name":', 'The request body is not valid JSON'],
    ['a JSON array', '[1, 2]', 'Send the enquiry as a JSON object'],
  ])('answers a body that is %s with 400', async (_case, body, message) => {
    const response = await post(body)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: message })
  })

  it('answers an unsupported content type with 415', async () => {
    const response = await post(JSON.stringify(valid), { headers: { 'Content-Type': 'text/plain' } })
    expect(response.status).toBe(415)
    expect(await rows()).toHaveLength(0)
  })

  it('refuses an oversized body with 413 before reading it, whether its length is declared or streamed', async () => {
    const oversized = JSON.stringify({ ...valid, message: 'x'.repeat(maxBodyBytes) })
    const declared = await post(oversized)
    expect(declared.status).toBe(413)
    expect(await declared.json()).toEqual({ error: 'The enquiry is too large (at most 32 KB)' })

    const streamed = await handler(
      new Request(functionUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: siteOrigin },
        body: new Blob([oversized]).stream(),
        duplex: 'half',
      } as RequestInit),
    )
    expect(streamed.status).toBe(413)
    expect(await rows()).toHaveLength(0)
  })

  it.each(['GET', 'PUT', 'DELETE', 'PATCH'])('answers %s with 405 and the allowed methods', async (method) => {
    const response = await handler(new Request(functionUrl, { method }))
    expect(response.status).toBe(405)
    expect(response.headers.get('Allow')).toBe('POST, OPTIONS')
    expect(await response.json()).toEqual({ error: `Method ${method} is not allowed` })
  })

  it('answers other paths with 404', async () => {
    const response = await handler(new Request('http://127.0.0.1/functions/v1/other-function', { method: 'POST' }))
    expect(response.status).toBe(404)
  })

  describe('CORS', () => {
    const preflight = (origin: string) =>
      handler(
        new Request(functionUrl, {
          method: 'OPTIONS',
          headers: {
            Origin: origin,
            'Access-Control-Request-Method': 'POST',
            'Access-Control-Request-Headers': 'authorization, content-type, idempotency-key',
          },
        }),
      )

    it('allows the site origins on the preflight', async () => {
      for (const origin of [siteOrigin, 'http://localhost:3000']) {
        const response = await preflight(origin)
        expect(response.status).toBe(204)
        expect(response.headers.get('Access-Control-Allow-Origin')).toBe(origin)
        expect(response.headers.get('Access-Control-Allow-Methods')).toBe('POST, OPTIONS')
        expect(response.headers.get('Access-Control-Allow-Headers')).toContain('idempotency-key')
        expect(response.headers.get('Vary')).toContain('Origin')
      }
    })

    it('refuses a foreign origin on the preflight and on the post, storing nothing', async () => {
      const refused = await preflight('https://evil.example')
      expect(refused.status).toBe(403)
      expect(refused.headers.get('Access-Control-Allow-Origin')).toBeNull()

      const posted = await post(valid, { headers: { Origin: 'https://evil.example' } })
      expect(posted.status).toBe(403)
      expect(await posted.json()).toEqual({ error: 'This origin may not send enquiries' })
      expect(posted.headers.get('Access-Control-Allow-Origin')).toBeNull()
      expect(await rows()).toHaveLength(0)
    })

    it('sends the CORS headers on successes and on errors', async () => {
      const ok = await post(valid, { headers: { Origin: siteOrigin } })
      expect(ok.status).toBe(200)
      expect(ok.headers.get('Access-Control-Allow-Origin')).toBe(siteOrigin)
      const invalid = await post({ ...valid, name: 'J' }, { headers: { Origin: siteOrigin } })
      expect(invalid.status).toBe(400)
      expect(invalid.headers.get('Access-Control-Allow-Origin')).toBe(siteOrigin)
      const wrongMethod = await handler(new Request(functionUrl, { method: 'GET', headers: { Origin: siteOrigin } }))
      expect(wrongMethod.headers.get('Access-Control-Allow-Origin')).toBe(siteOrigin)
    })
  })

  it('answers a filled honeypot like a success, but neither stores nor emails it', async () => {
    const response = await post({ ...valid, company_website: 'https://spam.example' })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true, id: expect.any(String) })
    expect(await rows()).toHaveLength(0)
    expect(sink.received).toHaveLength(0)
  })

  it('accepts an empty honeypot', async () => {
    expect((await post({ ...valid, company_website: '' })).status).toBe(200)
    expect(await rows()).toHaveLength(1)
  })

  it('limits enquiries per client with 429, keyed by a salted hash: the address is never stored', async () => {
    for (let index = 0; index < 3; index += 1) {
      expect((await post({ ...valid, message: `Enquiry number ${index} about a loft.` })).status).toBe(200)
    }
    const limited = await post({ ...valid, message: 'One enquiry too many today.' })
    expect(limited.status).toBe(429)
    expect(await limited.json()).toEqual({ error: 'Too many enquiries from your connection. Please try again later.' })
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(await rows()).toHaveLength(3)

    expect((await post({ ...valid, message: 'Another visitor entirely.' }, { client: '198.51.100.4' })).status).toBe(
      200,
    )

    // Each client's address and its /24; the refused request counted nowhere.
    const counters = await database.sql`select * from public.contact_rate_limits where client_hash <> 'global'`
    expect(counters).toHaveLength(4)
    expect(counters.map((row) => row.hits).sort()).toEqual([1, 1, 3, 3])
    const everything = JSON.stringify([...counters, ...(await rows())])
    expect(everything).not.toContain('203.0.113.7')
    expect(everything).not.toContain('198.51.100.4')
    expect(counters.map((row) => row.client_hash)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^[0-9a-f]{64}$/)]),
    )
  })

  it('says on /health whether the database answers and the visitor’s address arrived, never the address', async () => {
    const health = async (via: EnquiryHandler, headers: Record<string, string> = {}) => {
      const response = await via(new Request(`${functionUrl}/health`, { headers }), { socketAddress: '203.0.113.7' })
      const {
        database: answers,
        clientAddress,
        notifications,
      } = (await response.clone().json()) as Record<string, unknown>
      return { status: response.status, body: { database: answers, clientAddress, notifications }, response }
    }
    const healthy = { ok: true, unsent: 0 }
    expect((await health(handler)).body).toEqual({
      database: 'ok',
      clientAddress: { source: 'socket', seen: true },
      notifications: healthy,
    })
    expect((await health(handler)).status).toBe(200)

    const behindProxy = handlerWith({ CLIENT_IP_HEADER: 'cf-connecting-ip' })
    expect((await health(behindProxy)).body).toEqual({
      database: 'ok',
      clientAddress: { source: 'cf-connecting-ip', seen: false },
      notifications: healthy,
    })
    const seen = await health(behindProxy, { 'CF-Connecting-IP': '198.51.100.7' })
    expect(seen.body.clientAddress).toEqual({ source: 'cf-connecting-ip', seen: true })
    expect(await seen.response.text()).not.toContain('198.51.100.7')
  })

  describe('only browsers post', () => {
    it('refuses a JSON post without Origin with 403, storing nothing', async () => {
      const response = await answer(valid, { headers: { Origin: undefined } })
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({ error: 'Enquiries are accepted from the website only' })
      expect(await rows()).toHaveLength(0)
    })

    it('accepts a form without Origin from a page of the site (Referer), and refuses one with neither', async () => {
      const form = { ...valid, consent: 'on' }
      const fromPage = await postForm(form, { Origin: undefined, Referer: `${siteOrigin}/contact` })
      expect(fromPage.headers.get('Location')).toBe(`${siteOrigin}/contact/thank-you`)
      const elsewhere = await postForm(
        { ...form, message: 'Posted by a script, not a browser.' },
        { Origin: undefined, Referer: 'https://evil.example/' },
      )
      expect(elsewhere.status).toBe(403)
      const neither = await postForm({ ...form, message: 'Posted by a script, not a browser.' }, { Origin: undefined })
      expect(neither.status).toBe(403)
      expect(await rows()).toHaveLength(1)
    })
  })

  it('stores an address with a Unicode domain as typed, and mails its reply address in punycode', async () => {
    const response = await post({ ...valid, email: 'c16@bücher.example' })
    expect(response.status).toBe(200)
    expect((await rows())[0]!.email).toBe('c16@bücher.example')
    const [{ mail, raw }] = sink.received as [(typeof sink.received)[0]]
    expect(raw).toMatch(/^Reply-To: c16@xn--bcher-kva\.example\r$/m)
    expect(mail.text).toContain('c16@bücher.example')
  })

  describe('idempotency', () => {
    it('stores and emails one enquiry when a key arrives twice, answering the repeat like the first', async () => {
      const headers = { 'Idempotency-Key': 'b6c1a8c4-1f0e-4a57-9d55-8f1e5d2e7a10' }
      const first = await post(valid, { headers })
      const second = await post(valid, { headers })
      expect(second.status).toBe(200)
      expect(second.headers.get('Idempotent-Replayed')).toBe('true')
      expect(await second.json()).toEqual(await first.json())
      expect(await rows()).toHaveLength(1)
      expect(sink.received).toHaveLength(1)
    })

    it('stores one enquiry when a double click sends both requests at once', async () => {
      const headers = { 'Idempotency-Key': 'double-click-0001' }
      const responses = await Promise.all([
        post(valid, { headers }),
        post(valid, { headers }),
        post(valid, { headers }),
      ])
      const bodies = await Promise.all(responses.map((response) => response.json()))
      expect(responses.map((response) => response.status)).toEqual([200, 200, 200])
      expect(new Set(bodies.map((body) => (body as { id: string }).id)).size).toBe(1)
      expect(await rows()).toHaveLength(1)
      expect(sink.received).toHaveLength(1)
    })

    it('takes the key from the form field when there is no header', async () => {
      const body = { ...valid, idempotency_key: 'field-key-000001' }
      expect((await post(body)).status).toBe(200)
      expect((await post(body)).status).toBe(200)
      expect(await rows()).toHaveLength(1)
    })

    it('refuses a key reused for a different enquiry with 422', async () => {
      const headers = { 'Idempotency-Key': 'reused-key-00001' }
      await post(valid, { headers })
      const response = await post({ ...valid, message: 'A different message entirely.' }, { headers })
      expect(response.status).toBe(422)
      expect(await response.json()).toMatchObject({ field: 'idempotency_key' })
      expect(await rows()).toHaveLength(1)
    })

    it('refuses a malformed key with 400', async () => {
      const response = await post(valid, { headers: { 'Idempotency-Key': 'short' } })
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ field: 'idempotency_key' })
    })

    it('stores a posted-twice enquiry without a key once', async () => {
      await post(valid)
      await post(valid)
      expect(await rows()).toHaveLength(1)
    })
  })

  it('keeps the enquiry pending when SMTP is down, and the retry sends it', async () => {
    const smtpDown = createSmtpMailer(downSmtpUrl)
    const response = await post(valid, { via: handlerWith({}, smtpDown) })
    expect(response.status).toBe(200)
    const [pending] = await rows()
    expect(pending).toMatchObject({
      notification_status: 'pending',
      notification_attempts: 1,
      notification_sent_at: null,
    })
    expect(pending!.notification_last_error).toMatch(/ECONNREFUSED|connect/i)
    expect(sink.received).toHaveLength(0)

    // Not due yet (the next attempt waits a minute), so the scheduled job leaves it alone...
    const deps = { store, mailer, mail: readEnquiryConfig(env).mail, log: silentLog }
    expect(await retryNotifications(deps)).toEqual({ attempted: 0, sent: 0, failed: 0 })
    // ...and the owner's `npm run enquiries:retry` sends it now.
    expect(await retryNotifications(deps, { ignoreSchedule: true })).toEqual({ attempted: 1, sent: 1, failed: 0 })
    expect((await rows())[0]).toMatchObject({
      notification_status: 'sent',
      notification_attempts: 2,
      notification_last_error: null,
    })
    expect(sink.received).toHaveLength(1)
    expect(sink.received[0]!.mail.replyTo?.value[0]?.address).toBe(valid.email)
    await smtpDown.close?.()
  })

  it(`keeps retrying a notification the mail service does not take for ${retryDays} days, then gives up`, async () => {
    const smtpDown = createSmtpMailer(downSmtpUrl)
    await post(valid, { via: handlerWith({}, smtpDown) })
    const deps = { store, mailer: smtpDown, mail: readEnquiryConfig(env).mail, log: silentLog }
    // Twenty tries later it is still pending, each try an hour at most after the one before.
    await database.sql`
      update public.contact_enquiries set notification_attempts = 20, notification_next_attempt_at = now()`
    expect(await retryNotifications(deps)).toEqual({ attempted: 1, sent: 0, failed: 1 })
    const [row] = (await database.sql`
      select notification_status, (extract(epoch from notification_next_attempt_at - now()) / 60)::float8 as minutes
      from public.contact_enquiries`) as [{ notification_status: string; minutes: number }]
    expect(row.notification_status).toBe('pending')
    expect(row.minutes).toBeGreaterThan(59)
    expect(row.minutes).toBeLessThanOrEqual(60)

    await database.sql`
      update public.contact_enquiries
      set created_at = now() - make_interval(days => ${retryDays}, mins => 1), notification_next_attempt_at = now()`
    expect(await retryNotifications(deps)).toEqual({ attempted: 1, sent: 0, failed: 1 })
    expect((await rows())[0]).toMatchObject({ notification_status: 'failed' })
    // Failed ones wait for `npm run enquiries:retry -- --all`.
    deps.mailer = mailer
    expect(await retryNotifications(deps, { ignoreSchedule: true })).toEqual({ attempted: 0, sent: 0, failed: 0 })
    expect(await retryNotifications(deps, { ignoreSchedule: true, includeFailed: true })).toEqual({
      attempted: 1,
      sent: 1,
      failed: 0,
    })
    await smtpDown.close?.()
  })

  it('runs the retry job on POST /retry with the jobs secret only', async () => {
    await post(valid, { via: handlerWith({}, createSmtpMailer(downSmtpUrl)) })
    await database.sql`update public.contact_enquiries set notification_next_attempt_at = now()`
    const retry = (authorization?: string) =>
      handler(
        new Request(`${functionUrl}/retry`, {
          method: 'POST',
          headers: authorization ? { Authorization: authorization } : {},
        }),
      )
    expect((await retry()).status).toBe(401)
    expect((await retry('Bearer wrong-secret')).status).toBe(401)
    const response = await retry(`Bearer ${env.ENQUIRY_JOBS_SECRET}`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ attempted: 1, sent: 1, failed: 0 })
    expect(sink.received).toHaveLength(1)
  })

  it('answers 503 with Retry-After and stores nothing when the database is unreachable', async () => {
    const unreachable = openEnquiryPool({ host: '127.0.0.1', port: await freePort(), max: 1 }, silentLog)
    const broken = createEnquiryHandler({
      config: readEnquiryConfig(env),
      store: createEnquiryStore(unreachable),
      mailer,
      log,
      waitUntil: tasks.waitUntil,
    })
    const response = await post(valid, { via: broken })
    expect(response.status).toBe(503)
    expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(await response.json()).toEqual({
      error: 'Your enquiry could not be saved just now. Please try again in a moment.',
    })
    // A form posted without JavaScript is sent to the error page, which says to try again.
    const form = await postForm({ ...valid, consent: 'on' }, {}, broken)
    expect(form.headers.get('Location')).toBe(`${siteOrigin}/contact/error?reason=unavailable`)
    expect(sink.received).toHaveLength(0)
    await unreachable.end()
  })

  it('neutralises header injection and HTML in the fields', async () => {
    const hostile = {
      name: 'Eve <script>alert(1)</script>',
      email: 'eve@example.com',
      phone: '0123 <i>456</i>',
      subject: 'General Enquiry',
      message: 'Hello <b>owner</b> & <img src=x onerror=alert(1)>\r\nBcc: victim@example.com\r\n\r\nInjected body',
    }
    expect((await post(hostile)).status).toBe(200)
    const [{ mail, recipients, raw }] = sink.received as [(typeof sink.received)[0]]
    expect(recipients).toEqual(['owner@harbourandhale.test'])
    expect(mail.bcc).toBeUndefined()
    expect(mail.cc).toBeUndefined()
    expect(mail.subject).toBe('Website enquiry: General Enquiry')
    const headerBlock = raw.slice(0, raw.search(/\r?\n\r?\n/))
    expect(headerBlock).not.toMatch(/victim|hijacked|script/i)
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).not.toContain('<img')
    expect(mail.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;')
    expect(mail.html).toContain('&#60;b&#62;owner&#60;/b&#62; &#38;')
    expect(mail.text).toContain(hostile.message.replace(/\r\n/g, '\n'))
  })

  it('shows control characters the database already holds escaped in the email, never raw', async () => {
    await database.sql`
      insert into public.contact_enquiries (idempotency_key, request_fingerprint, name, email, phone, subject, message)
      values ('legacy-row-0001', 'x', ${'Eve\r\nBcc: victim@example.com\u001b[2J'}, 'eve@example.com', ${'0123\u202e'},
              'General Enquiry', ${'Hello\u0007 there\r\nSecond line'})`
    const deps = { store, mailer, mail: readEnquiryConfig(env).mail, log }
    expect(await retryNotifications(deps, { ignoreSchedule: true })).toEqual({ attempted: 1, sent: 1, failed: 0 })
    const [{ mail, recipients, raw }] = sink.received as [(typeof sink.received)[0]]
    expect(recipients).toEqual(['owner@harbourandhale.test'])
    expect(mail.bcc).toBeUndefined()
    expect(mail.text).toContain('Eve\\u{000D}\\u{000A}Bcc: victim@example.com\\u{001B}[2J')
    expect(mail.text).toContain('0123\\u{202E}')
    expect(mail.text).toContain('Hello\\u{0007} there\nSecond line')
    expect(raw).not.toMatch(/[\u0007\u001b\u202e]/)
  })

  describe("the visitor's address", () => {
    const limited = async (via: EnquiryHandler, headers: Record<string, string>, socket = '10.0.0.1', times = 3) => {
      for (let index = 0; index < times; index += 1) {
        expect(
          (await post({ ...valid, message: `Enquiry number ${index} about a loft.` }, { via, headers, client: socket }))
            .status,
        ).toBe(200)
      }
    }
    const nextStatus = async (via: EnquiryHandler, headers: Record<string, string>, socket = '10.0.0.1') =>
      (await post({ ...valid, message: 'One more enquiry, please.' }, { via, headers, client: socket })).status

    it('ignores forwarding headers the client writes when the socket is the source', async () => {
      for (let index = 0; index < 3; index += 1) {
        const forged = {
          'X-Forwarded-For': `198.51.100.${index}`,
          'CF-Connecting-IP': `192.0.2.${index}`,
          'X-Real-IP': `192.0.2.${index}`,
        }
        expect(
          (await post({ ...valid, message: `Enquiry number ${index} about a loft.` }, { headers: forged })).status,
        ).toBe(200)
      }
      expect((await post(valid, { headers: { 'X-Forwarded-For': '198.51.100.99' } })).status).toBe(429)
      expect(await rows()).toHaveLength(3)
    })

    it('takes only the entry the trusted proxy added to X-Forwarded-For, so a forged list is one bucket', async () => {
      const via = handlerWith({ CLIENT_IP_HEADER: 'X-Forwarded-For', TRUSTED_PROXY_HOPS: '1' })
      for (let index = 0; index < 3; index += 1) {
        const headers = { 'X-Forwarded-For': `198.51.100.${index}, 203.0.113.50` }
        expect(
          (await post({ ...valid, message: `Enquiry number ${index} about a loft.` }, { via, headers })).status,
        ).toBe(200)
      }
      expect(await nextStatus(via, { 'X-Forwarded-For': '198.51.100.77, 203.0.113.50' })).toBe(429)
      // Someone else's address written first does not use up their limit.
      expect(await nextStatus(via, { 'X-Forwarded-For': '203.0.113.50, 203.0.113.51' })).toBe(200)
    })

    it('counts requests without the configured header in one small shared bucket, and says so', async () => {
      const via = handlerWith({ CLIENT_IP_HEADER: 'cf-connecting-ip' })
      await limited(via, {}, '10.0.0.1')
      expect(await nextStatus(via, {}, '10.0.0.2')).toBe(429)
      expect(await nextStatus(via, { 'X-Forwarded-For': '198.51.100.1' }, '10.0.0.3')).toBe(429)
      expect(errors).toContain('No client address from the configured source: counted in the shared bucket')
      expect(await nextStatus(via, { 'CF-Connecting-IP': '198.51.100.1' })).toBe(200)
    })

    it('puts an IPv6 /64 in one bucket', async () => {
      for (let index = 1; index <= 3; index += 1) {
        const response = await post(
          { ...valid, message: `Enquiry number ${index} about a loft.` },
          { client: `2001:db8:aa:bb::${index}` },
        )
        expect(response.status).toBe(200)
      }
      expect((await post(valid, { client: '2001:db8:aa:bb:ffff:1234:5678:9abc' })).status).toBe(429)
      expect((await post(valid, { client: '2001:db8:aa:bc::1' })).status).toBe(200)
    })

    it('past the everyone-together limit: stores and acknowledges every enquiry, notifying in one digest', async () => {
      // The flood: ten IPv6 /64 prefixes, five enquiries each, exactly the per-client limit.
      const via = handlerWith({ RATE_LIMIT_MAX: '5', RATE_LIMIT_GLOBAL_MAX: '20' })
      const flood = Array.from({ length: 10 }, (_, prefix) =>
        Array.from({ length: 5 }, (_, index) => ({
          client: `2001:db8:${prefix + 1}::${index + 1}`,
          message: `Flood message ${prefix}-${index}, please reply.`,
        })),
      ).flat()
      for (const { client, message } of flood)
        expect((await post({ ...valid, message }, { via, client })).status).toBe(200)
      // Each attacker is still held to the per-client limit...
      expect(
        (await post({ ...valid, message: 'One more from the first prefix.' }, { via, client: '2001:db8:1::9' })).status,
      ).toBe(429)
      // ...and a real visitor after the flood is stored and answered as usual.
      const visitor = await post(
        { ...valid, name: 'Real Visitor', message: 'A real enquiry after the flood.' },
        { via, client: '198.51.100.20' },
      )
      expect(visitor.status).toBe(200)
      const { id } = (await visitor.json()) as { id: string }

      const stored = await rows()
      expect(stored).toHaveLength(51)
      expect(stored.filter((row) => row.notification_status === 'sent')).toHaveLength(20)
      expect(stored.filter((row) => row.notification_status === 'held')).toHaveLength(31)
      expect(sink.received).toHaveLength(20)

      // At the end of the window the retry job sends the held ones in one email, the visitor's among them.
      await database.sql`
        update public.contact_enquiries set notification_next_attempt_at = now() where notification_status = 'held'`
      const deps = { store, mailer, mail: readEnquiryConfig(env).mail, log }
      expect(await retryNotifications(deps)).toEqual({ attempted: 31, sent: 31, failed: 0 })
      expect(sink.received).toHaveLength(21)
      const digest = sink.received[20]!.mail
      expect(digest.subject).toBe('Website enquiries: 31 enquiries during a busy hour')
      expect(digest.text).toContain('Real Visitor')
      expect(digest.text).toContain(id)
      expect(await retryNotifications(deps, { ignoreSchedule: true })).toEqual({ attempted: 0, sent: 0, failed: 0 })
    })

    it('past the storage ceiling, still stores a visitor whose network has sent nothing this window', async () => {
      const via = handlerWith({ RATE_LIMIT_MAX: '2', RATE_LIMIT_GLOBAL_MAX: '2', RATE_LIMIT_STORE_MAX: '4' })
      const send = (index: number, client: string) =>
        post({ ...valid, message: `Enquiry number ${index} about a loft.` }, { via, client })
      const statuses: number[] = []
      // Two enquiries from each of three /24s: the ceiling (4) is reached by the second network.
      for (let index = 0; index < 6; index += 1) statuses.push((await send(index, `198.51.${index >> 1}.7`)).status)
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
      const refused = await send(6, '198.51.2.8')
      expect(refused.status).toBe(429)
      expect(await refused.json()).toEqual({
        error: 'We are receiving too many enquiries right now. Please try again later.',
      })
      // A network quiet this window: its visitor is stored and answered, and again for the next quiet one.
      expect((await send(7, '203.0.113.9')).status).toBe(200)
      expect((await send(8, '2001:db8:77::1')).status).toBe(200)
      expect(await rows()).toHaveLength(7)
    })

    it('holds one connection, whatever its addresses, to a few enquiries; a visitor elsewhere gets in', async () => {
      // 5 enquiries from each of 256 /64s of one /56, then 20 from other /64s of its /48: 1,300 in all.
      const via = handlerWith({ RATE_LIMIT_MAX: '5', RATE_LIMIT_NETWORK_MAX: '10' })
      const clients = [
        ...Array.from(
          { length: 1280 },
          (_, index) => `2001:db8:0:${((index / 5) >> 0).toString(16)}::${(index % 5) + 1}`,
        ),
        ...Array.from({ length: 20 }, (_, index) => `2001:db8:0:${(0x100 * (index + 1)).toString(16)}::1`),
      ]
      const counts = new Map<number, number>()
      let countersAfterLastStored = 0
      for (const [index, client] of clients.entries()) {
        const response = await answer(
          { ...valid, message: `Flood from one connection, number ${index}.` },
          { via, client },
        )
        counts.set(response.status, (counts.get(response.status) ?? 0) + 1)
        if (response.status === 200)
          countersAfterLastStored = (await database.sql`select count(*)::int as n from public.contact_rate_limits`)[0]!
            .n as number
      }
      // The /56 stores 10; its /48 20 in all; the 1,280 others are refused and write nothing.
      expect(counts).toEqual(
        new Map([
          [200, 20],
          [429, 1280],
        ]),
      )
      expect((await database.sql`select count(*)::int as n from public.contact_rate_limits`)[0]!.n).toBe(
        countersAfterLastStored,
      )
      const visitor = await answer(
        { ...valid, name: 'Real Visitor', message: 'A real enquiry during the flood.' },
        { via, client: '2a00:1450:4009:81f::1' },
      )
      expect(visitor.status).toBe(200)
      expect(await tasks.settled(60_000)).toBe(true)
      expect(await rows()).toHaveLength(21)
      expect((await rows()).at(-1)).toMatchObject({ name: 'Real Visitor' })
    }, 180_000)

    it('stores a new pseudonym per window: no address, and no hash equal to a plain hash of it', async () => {
      await post(valid)
      const [counter] =
        await database.sql`select client_hash from public.contact_rate_limits where client_hash <> 'global'`
      const { createHmac } = await import('node:crypto')
      expect(counter!.client_hash).not.toBe(
        createHmac('sha256', env.RATE_LIMIT_SALT).update('203.0.113.7').digest('hex'),
      )
    })
  })

  describe('answering before the email', () => {
    it('answers before the SMTP peer has greeted, keeps the enquiry pending, and the retry sends it once', async () => {
      const { createServer } = await import('node:net')
      // Holds every connection open without a word, as a hung mail server does.
      const connections = new Set<import('node:net').Socket>()
      const silent = createServer((socket) => connections.add(socket))
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
      const { port } = silent.address() as { port: number }
      const hanging = createSmtpMailer(`smtp://127.0.0.1:${port}`)
      try {
        const response = await answer(valid, { via: handlerWith({}, hanging, 2_000) })
        // The visitor has the answer while the notification still waits on the silent peer: an
        // order of events, not a stopwatch, so a busy machine cannot fail it.
        expect(await tasks.settled(0)).toBe(false)
        expect(response.status).toBe(200)
        const { id } = (await response.json()) as { id: string }
        expect((await rows())[0]).toMatchObject({ id, notification_status: 'pending', notification_sent_at: null })

        // The hung send gives up at its bound and is recorded; the retry then sends it, once.
        expect(await tasks.settled(60_000)).toBe(true)
        expect((await rows())[0]).toMatchObject({ notification_status: 'pending', notification_attempts: 1 })
        const deps = { store, mailer, mail: readEnquiryConfig(env).mail, log }
        expect(await retryNotifications(deps, { ignoreSchedule: true })).toEqual({ attempted: 1, sent: 1, failed: 0 })
        expect(await retryNotifications(deps, { ignoreSchedule: true })).toEqual({ attempted: 0, sent: 0, failed: 0 })
        expect(sink.received).toHaveLength(1)
        expect(sink.received[0]!.mail.text).toContain(id)
      } finally {
        // Hung up on, the mailer closes at once instead of waiting out its greeting timeout.
        for (const connection of connections) connection.destroy()
        await hanging.close?.()
        await new Promise((resolve) => silent.close(resolve))
      }
    }, 90_000)

    it('abandons a send past its bound, so the slow server cannot deliver it later: one email in all', async () => {
      // Every answer within the mailer's own timeouts, the whole send far beyond the bound.
      const slow = await startSmtpSink({ replyDelayMs: 2_000 })
      const slowMailer = createSmtpMailer(slow.url)
      try {
        const response = await post(valid, { via: handlerWith({}, slowMailer, 3_000) })
        expect(response.status).toBe(200)
        const [row] = await rows()
        expect(row).toMatchObject({ notification_status: 'pending', notification_attempts: 1 })
        expect(row!.notification_last_error).toContain('the send was abandoned')
        // The slow server sees the connection dropped before the message was complete.
        await expect.poll(() => slow.closedConnections(), { timeout: 20_000 }).toBe(1)
        const deps = { store, mailer, mail: readEnquiryConfig(env).mail, log }
        expect(await retryNotifications(deps, { ignoreSchedule: true })).toEqual({ attempted: 1, sent: 1, failed: 0 })
        expect(slow.received).toHaveLength(0)
        expect(sink.received).toHaveLength(1)
      } finally {
        await slowMailer.close?.()
        await slow.stop()
      }
    }, 60_000)

    it('does not retry a refusal of the message (550 to its recipient): marks it failed, reports it', async () => {
      const refusing = await startSmtpSink({ refuseRecipientWith: 550 })
      const refusingMailer = createSmtpMailer(refusing.url)
      try {
        expect((await post(valid, { via: handlerWith({}, refusingMailer) })).status).toBe(200)
        const [row] = await rows()
        expect(row).toMatchObject({ notification_status: 'failed', notification_attempts: 1 })
        expect(row!.notification_last_error).toContain('550')
        const deps = { store, mailer: refusingMailer, mail: readEnquiryConfig(env).mail, log }
        expect(await retryNotifications(deps, { ignoreSchedule: true })).toEqual({ attempted: 0, sent: 0, failed: 0 })
        // Until an email names it, /health says so: the owner is told either way.
        const health = () => handler(new Request(`${functionUrl}/health`), { socketAddress: '203.0.113.7' })
        const untold = await health()
        expect(untold.status).toBe(503)
        expect(await untold.text()).toContain('1 enquiry could not be emailed (the mail service refused the message)')

        await post({ ...valid, message: 'The next enquiry, sent as usual.' }, { client: '198.51.100.9' })
        expect((await health()).status).toBe(200)
        expect(sink.received).toHaveLength(1)
        expect(sink.received[0]!.mail.text).toContain('The notification of this earlier enquiry could not be sent.')
        expect(sink.received[0]!.mail.text).toContain(row!.id as string)
      } finally {
        await refusingMailer.close?.()
        await refusing.stop()
      }
    })

    it('reports an enquiry whose notification was given up on in the next notification, once', async () => {
      await post(valid, { via: handlerWith({}, createSmtpMailer(downSmtpUrl)) })
      const [given] =
        await database.sql`update public.contact_enquiries set notification_status = 'failed' returning id`
      await post({ ...valid, message: 'A second enquiry, delivered.' }, { client: '198.51.100.4' })
      await post({ ...valid, message: 'A third enquiry, delivered.' }, { client: '198.51.100.5' })
      expect(sink.received).toHaveLength(2)
      expect(sink.received[0]!.mail.text).toContain('The notification of this earlier enquiry could not be sent.')
      expect(sink.received[0]!.mail.text).toContain(given!.id)
      expect(sink.received[1]!.mail.text).not.toContain(given!.id)
    })
  })

  describe('when the mail service refuses the key', () => {
    const health = async (via: EnquiryHandler = handler) => {
      const response = await via(new Request(`${functionUrl}/health`), { socketAddress: '203.0.113.7' })
      return { status: response.status, text: await response.text() }
    }
    /** Fake time for the table: every enquiry arrived, and is due, `minutes` earlier. */
    const passes = (minutes: number) => database.sql`
      update public.contact_enquiries
      set created_at = created_at - make_interval(mins => ${minutes}),
          notification_next_attempt_at = notification_next_attempt_at - make_interval(mins => ${minutes})`

    /** Three enquiries while `broken` fails; the retry job each minute for ten minutes; then `fixed`. */
    async function refusedThenFixed(broken: Mailer, fixed: Mailer, emails: () => number, secret: string) {
      const via = handlerWith({}, broken)
      for (const index of [1, 2, 3]) {
        const response = await post(
          { ...valid, message: `Enquiry ${index} while the key is refused.` },
          {
            via,
            client: `198.51.${index}.1`,
          },
        )
        expect(response.status).toBe(200)
      }
      expect((await rows()).map((row) => row.notification_status)).toEqual(['pending', 'pending', 'pending'])
      const during = await health(via)
      expect(during.status).toBe(503)
      expect(during.text).toContain('3 acknowledged enquiries are not yet emailed to the owner')
      expect(during.text).not.toContain(secret)

      const deps = { store, mailer: broken, mail: readEnquiryConfig(env).mail, log: silentLog }
      for (let minute = 1; minute <= 10; minute += 1) {
        await passes(1)
        await retryNotifications(deps)
        expect((await health(via)).status).toBe(503)
      }
      expect((await rows()).map((row) => row.notification_status)).toEqual(['pending', 'pending', 'pending'])
      expect(emails()).toBe(0)

      // Fixed: the next runs of the job send each enquiry once, and /health is green again.
      deps.mailer = fixed
      await passes(60)
      expect(await retryNotifications(deps)).toEqual({ attempted: 3, sent: 3, failed: 0 })
      await passes(60)
      expect(await retryNotifications(deps)).toEqual({ attempted: 0, sent: 0, failed: 0 })
      expect(emails()).toBe(3)
      expect((await rows()).map((row) => row.notification_status)).toEqual(['sent', 'sent', 'sent'])
      expect((await health(via)).status).toBe(200)
    }

    it('keeps enquiries pending through ten minutes of 401 from the email API, then sends each once', async () => {
      const resend = await startResendStandIn('re_current_key')
      try {
        const revoked = createResendMailer({ apiKey: 're_revoked_key', apiUrl: resend.url })
        const current = createResendMailer({ apiKey: resend.apiKey, apiUrl: resend.url })
        await refusedThenFixed(revoked, current, () => resend.sent.length, 're_revoked_key')
        const keys = resend.sent.map((request) => request.headers['idempotency-key'])
        expect(new Set(keys).size).toBe(3)
      } finally {
        await resend.stop()
      }
    }, 60_000)

    it('keeps enquiries pending through ten minutes of SMTP 535, then sends each once', async () => {
      const guarded = await startSmtpSink()
      const smtp = createSmtpMailer(guarded.url.replace('smtp://', 'smtp://website:a-mail-password@'))
      guarded.refuseLogins(true)
      try {
        const fixed: Mailer = {
          name: 'smtp',
          send: (email, signal) => {
            guarded.refuseLogins(false)
            return smtp.send(email, signal)
          },
        }
        await refusedThenFixed(smtp, fixed, () => guarded.received.length, 'a-mail-password')
        expect((await rows())[0]!.notification_attempts).toBeGreaterThan(1)
      } finally {
        await smtp.close?.()
        await guarded.stop()
      }
    }, 60_000)

    it('turns /health red once an acknowledged enquiry has waited over an hour, whatever the cause', async () => {
      // Sent by no one: the request's own send was lost (a kill) and the retry job is not running.
      await post(valid, { via: handlerWith({}, createSmtpMailer(downSmtpUrl)) })
      await database.sql`update public.contact_enquiries set notification_attempts = 0`
      expect((await health()).status).toBe(200)
      await passes(61)
      const late = await health()
      expect(late.status).toBe(503)
      expect(late.text).toContain('waited over 60 minutes: is the retry job running?')
      await retryNotifications({ store, mailer, mail: readEnquiryConfig(env).mail, log: silentLog })
      expect((await health()).status).toBe(200)
    })
  })

  describe('the owner', () => {
    it('records a contact with the enquirer, which restarts the retention period', async () => {
      await post(valid)
      await database.sql`update public.contact_enquiries set last_contact_at = now() - interval '24 months 1 day'`
      const [{ id }] = (await rows()) as unknown as [{ id: string }]
      expect(await store.recordContact(id)).toBe(true)
      expect(await store.recordContact('00000000-0000-4000-8000-000000000000')).toBe(false)
      expect(await store.recordContact('not-an-id')).toBe(false)
      expect(await store.purge()).toBe(0)
      expect(await rows()).toHaveLength(1)
    })
  })

  describe('smaller guards', () => {
    it.each([
      [{ idempotency_key: 12345678 }, 'The idempotency key must be text'],
      [{ idempotency_key: 'auto:0123456789abcdef' }, 'The idempotency key must not start with "auto:"'],
    ])('refuses the key in %o with 400 and stores nothing', async (change, error) => {
      const response = await post({ ...valid, ...change })
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ error, field: 'idempotency_key' })
      expect(await rows()).toHaveLength(0)
    })

    it('sends nosniff on every answer', async () => {
      expect((await post(valid)).headers.get('X-Content-Type-Options')).toBe('nosniff')
      expect((await post({ ...valid, name: 'J' })).headers.get('X-Content-Type-Options')).toBe('nosniff')
    })
  })

  describe('a form posted without JavaScript', () => {
    const form = { ...valid, consent: 'on', company_website: '', idempotency_key: '' }

    it('stores the enquiry and redirects (303) to the configured origin’s thank-you page', async () => {
      const response = await postForm(form, {
        Origin: siteOrigin,
        Host: 'attacker.example',
        Referer: 'https://attacker.example/contact',
      })
      expect(response.status).toBe(303)
      expect(response.headers.get('Location')).toBe(`${siteOrigin}/contact/thank-you`)
      expect(await rows()).toHaveLength(1)
      expect(sink.received).toHaveLength(1)
    })

    it('redirects an invalid enquiry to the error page, naming the field', async () => {
      const response = await postForm({ ...form, email: 'nope' })
      expect(response.status).toBe(303)
      expect(response.headers.get('Location')).toBe(`${siteOrigin}/contact/error?reason=invalid&field=email`)
      expect(await rows()).toHaveLength(0)
    })

    it('keeps an unknown field name out of the redirect', async () => {
      const response = await postForm({ ...form, ['x'.repeat(20_000)]: 'y' })
      expect(response.status).toBe(303)
      expect(response.headers.get('Location')).toBe(`${siteOrigin}/contact/error?reason=invalid`)
      expect(await rows()).toHaveLength(0)
    })

    it('requires the consent tick', async () => {
      const { consent: _consent, ...withoutConsent } = form
      const response = await postForm(withoutConsent)
      expect(response.headers.get('Location')).toBe(`${siteOrigin}/contact/error?reason=invalid&field=consent`)
      expect(await rows()).toHaveLength(0)
    })

    it('redirects a filled honeypot to the thank-you page without storing it', async () => {
      const response = await postForm({ ...form, company_website: 'spam' })
      expect(response.headers.get('Location')).toBe(`${siteOrigin}/contact/thank-you`)
      expect(await rows()).toHaveLength(0)
    })

    it('answers JSON to a script that posts a form and asks for JSON', async () => {
      const response = await postForm(form, { Accept: 'application/json' })
      expect(response.status).toBe(200)
      expect(await response.json()).toMatchObject({ ok: true })
    })

    it('reads multipart form data too', async () => {
      const data = new FormData()
      for (const [name, value] of Object.entries(form)) data.set(name, value)
      const response = await handler(
        new Request(functionUrl, { method: 'POST', headers: { Accept: 'text/html', Origin: siteOrigin }, body: data }),
      )
      expect(response.status).toBe(303)
      expect(response.headers.get('Location')).toBe(`${siteOrigin}/contact/thank-you`)
    })
  })

  describe('the table', () => {
    it('has row level security on and no privileges for the anon role', async () => {
      const tables = await database.sql`
        select relname, relrowsecurity from pg_class
        where relname in ('contact_enquiries', 'contact_rate_limits') order by relname`
      expect(tables).toEqual([
        { relname: 'contact_enquiries', relrowsecurity: true },
        { relname: 'contact_rate_limits', relrowsecurity: true },
      ])
      await post(valid)
      for (const statement of [
        'select * from public.contact_enquiries',
        'insert into public.contact_enquiries (idempotency_key, request_fingerprint, name, email, subject, ' +
          "message) values ('anon-key-0001', 'x', 'An', 'a@b.co', 'General Enquiry', 'Hello there, owner')",
        'select public.purge_contact_enquiries()',
      ]) {
        await expect(
          inTransaction(database.pool, async (tx) => {
            await tx.query('set local role anon')
            await tx.query(statement)
          }),
        ).rejects.toThrow(/permission denied/)
      }
    })

    it('is purged and retried by scheduled jobs where pg_cron is loaded (as on Supabase)', async () => {
      const [loaded] =
        await database.sql`select current_setting('shared_preload_libraries', true) like '%pg_cron%' as cron`
      if (_name === 'PGlite') {
        expect(await store.jobs()).toEqual([])
        return expect(loaded!.cron).toBe(false)
      }
      // Debian's postgresql-<version>-cron is installed on the test machines: the server loads it.
      expect(loaded!.cron).toBe(true)
      const jobs = await database.sql`select jobname, schedule, command from cron.job order by jobname`
      expect(jobs).toEqual([
        {
          jobname: 'purge-contact-enquiries',
          schedule: '17 3 * * *',
          command: 'select public.purge_contact_enquiries()',
        },
      ])
      // What /health reports, and `npm run check:deployed` checks: here pg_net is missing, so no retry job.
      expect(await store.jobs()).toEqual([{ job: 'purge-contact-enquiries', schedule: '17 3 * * *' }])
      const body = await (await handler(new Request(`${functionUrl}/health`))).json()
      expect(body.jobs).toEqual([{ job: 'purge-contact-enquiries' }])
    })

    it('deletes the address hashes of windows that began over a day ago: none outlives two nightly runs', async () => {
      // The privacy policy (section 7): "deleted within two days (each night, those more than a day old)".
      await database.sql`
        insert into public.contact_rate_limits (client_hash, window_start, hits) values
          ('a-day-and-an-hour-old', now() - interval '25 hours', 1),
          ('a-window-of-today', now() - interval '23 hours', 1)`
      await store.purge()
      expect(await database.sql`select client_hash from public.contact_rate_limits`).toEqual([
        { client_hash: 'a-window-of-today' },
      ])
    })

    it('deletes enquiries 24 months after the last contact, keeping newer ones', async () => {
      await post(valid)
      await post({ ...valid, message: 'An older enquiry about a barn.' })
      await database.sql`
        update public.contact_enquiries set last_contact_at = now() - interval '24 months 1 day'
        where message like 'An older%'`
      expect(await store.purge()).toBe(1)
      expect((await rows()).map((row) => row.message)).toEqual([valid.message])
    })
  })
})
