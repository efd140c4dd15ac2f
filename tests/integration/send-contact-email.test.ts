// The send-contact-email handler against a real PostgreSQL server and against PGlite, with a real
// SMTP server receiving the owner's notifications.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createContactHandler, maxBodyBytes, type ContactHandler } from '../../supabase/functions/_shared/contact-handler.ts'
import { readEnquiryConfig } from '../../supabase/functions/_shared/enquiry-config.ts'
import { createEnquiryStore, maxNotificationAttempts, type EnquiryStore } from '../../supabase/functions/_shared/enquiry-store.ts'
import { createSmtpMailer, type Mailer } from '../../supabase/functions/_shared/mailers.ts'
import { retryNotifications, type Logger } from '../../supabase/functions/_shared/notifications.ts'
import { testDatabases, type TestDatabase } from './support/databases.ts'
import { freePort } from '../../scripts/local-stack/free-port.ts'
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.ts'

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
  let handler: ContactHandler
  let downSmtpUrl: string

  const handlerWith = (overrides: Record<string, string> = {}, withMailer: Mailer = mailer) =>
    createContactHandler({ config: readEnquiryConfig({ ...env, ...overrides }), store, mailer: withMailer, log: silentLog })

  const post = (body: unknown, init: { headers?: Record<string, string>; client?: string; via?: ContactHandler } = {}) =>
    (init.via ?? handler)(
      new Request(functionUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...init.headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
      { clientAddress: init.client ?? '203.0.113.7' },
    )

  const postForm = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    handler(
      new Request(functionUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html,application/xhtml+xml,*/*;q=0.8', ...headers },
        body: new URLSearchParams(fields),
      }),
      { clientAddress: '203.0.113.8' },
    )

  const rows = () => database.sql`select * from public.contact_enquiries order by created_at`

  beforeAll(async () => {
    ;[database, sink] = await Promise.all([openDatabase(), startSmtpSink()])
    store = createEnquiryStore(database.sql)
    mailer = createSmtpMailer(sink.url)
    handler = handlerWith()
    downSmtpUrl = `smtp://127.0.0.1:${await freePort()}`
  }, 180_000)

  afterAll(async () => {
    await mailer?.close?.()
    await Promise.all([database?.close(), sink?.stop()])
  })

  beforeEach(async () => {
    await database.reset()
    sink.clear()
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
    [{ subject: 'Plumbing' }, 'subject', 'Please select a subject'],
    [{ message: 'Too short' }, 'message', 'Message must be at least 10 characters'],
    [{ message: 'x'.repeat(1001) }, 'message', 'Message must be at most 1000 characters'],
    [{ message: 'Contains a \u0000 character' }, 'message', 'Message contains a character that is not allowed'],
    [{ consent: true }, 'consent', 'Unknown field "consent"'],
  ])('answers %o with 400, its message, and stores nothing', async (change, field, message) => {
    const response = await post({ ...valid, ...change })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: message, field })
    expect(await rows()).toHaveLength(0)
    expect(sink.received).toHaveLength(0)
  })

  it('lists every invalid field, in the form order', async () => {
    const response = await post({ name: 'J', email: 'nope', subject: 'Plumbing', message: 'short' })
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
        headers: { 'Content-Type': 'application/json' },
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
          headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization, content-type, idempotency-key' },
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

    expect((await post({ ...valid, message: 'Another visitor entirely.' }, { client: '198.51.100.4' })).status).toBe(200)

    const counters = await database.sql`select * from public.contact_rate_limits`
    expect(counters).toHaveLength(2)
    const everything = JSON.stringify([...counters, ...(await rows())])
    expect(everything).not.toContain('203.0.113.7')
    expect(everything).not.toContain('198.51.100.4')
    expect(counters.map((row) => row.client_hash)).toEqual(expect.arrayContaining([expect.stringMatching(/^[0-9a-f]{64}$/)]))
  })

  describe('idempotency', () => {
    it('stores and emails one enquiry when the same key arrives twice, answering the repeat like the first', async () => {
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
      const responses = await Promise.all([post(valid, { headers }), post(valid, { headers }), post(valid, { headers })])
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
    expect(pending).toMatchObject({ notification_status: 'pending', notification_attempts: 1, notification_sent_at: null })
    expect(pending!.notification_last_error).toMatch(/ECONNREFUSED|connect/i)
    expect(sink.received).toHaveLength(0)

    // Not due yet (the next attempt waits a minute), so the scheduled job leaves it alone...
    const deps = { store, mailer, mail: readEnquiryConfig(env).mail, log: silentLog }
    expect(await retryNotifications(deps)).toEqual({ attempted: 0, sent: 0, failed: 0 })
    // ...and the owner's `npm run enquiries:retry` sends it now.
    expect(await retryNotifications(deps, { ignoreSchedule: true })).toEqual({ attempted: 1, sent: 1, failed: 0 })
    expect((await rows())[0]).toMatchObject({ notification_status: 'sent', notification_attempts: 2, notification_last_error: null })
    expect(sink.received).toHaveLength(1)
    expect(sink.received[0]!.mail.replyTo?.value[0]?.address).toBe(valid.email)
    await smtpDown.close?.()
  })

  it('retries due notifications and gives up after the last attempt', async () => {
    const smtpDown = createSmtpMailer(downSmtpUrl)
    await post(valid, { via: handlerWith({}, smtpDown) })
    await database.sql`update public.contact_enquiries set notification_attempts = ${maxNotificationAttempts - 1}, notification_next_attempt_at = now()`
    const deps = { store, mailer: smtpDown, mail: readEnquiryConfig(env).mail, log: silentLog }
    expect(await retryNotifications(deps)).toEqual({ attempted: 1, sent: 0, failed: 1 })
    expect((await rows())[0]).toMatchObject({ notification_status: 'failed', notification_attempts: maxNotificationAttempts })
    // Failed ones wait for `npm run enquiries:retry -- --all`.
    deps.mailer = mailer
    expect(await retryNotifications(deps, { ignoreSchedule: true })).toEqual({ attempted: 0, sent: 0, failed: 0 })
    expect(await retryNotifications(deps, { ignoreSchedule: true, includeFailed: true })).toEqual({ attempted: 1, sent: 1, failed: 0 })
    await smtpDown.close?.()
  })

  it('runs the retry job on POST /retry with the jobs secret only', async () => {
    await post(valid, { via: handlerWith({}, createSmtpMailer(downSmtpUrl)) })
    await database.sql`update public.contact_enquiries set notification_next_attempt_at = now()`
    const retry = (authorization?: string) =>
      handler(new Request(`${functionUrl}/retry`, { method: 'POST', headers: authorization ? { Authorization: authorization } : {} }))
    expect((await retry()).status).toBe(401)
    expect((await retry('Bearer wrong-secret')).status).toBe(401)
    const response = await retry(`Bearer ${env.ENQUIRY_JOBS_SECRET}`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ attempted: 1, sent: 1, failed: 0 })
    expect(sink.received).toHaveLength(1)
  })

  it('answers 500 and stores nothing when the database is unreachable', async () => {
    const { default: postgres } = await import('postgres')
    const unreachable = postgres({ host: '127.0.0.1', port: await freePort(), connect_timeout: 2, max: 1 })
    const broken = createContactHandler({ config: readEnquiryConfig(env), store: createEnquiryStore(unreachable), mailer, log: silentLog })
    const response = await post(valid, { via: broken })
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({ error: 'Your enquiry could not be saved. Please try again later.' })
    expect(sink.received).toHaveLength(0)
    await unreachable.end()
  })

  it('neutralises header injection and HTML in the fields', async () => {
    const hostile = {
      name: 'Eve <script>alert(1)</script>\r\nBcc: victim@example.com',
      email: 'eve@example.com',
      phone: '0123\r\nSubject: hijacked',
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

  describe('a form posted without JavaScript', () => {
    const form = { ...valid, consent: 'on', company_website: '', idempotency_key: '' }

    it('stores the enquiry and redirects (303) to the configured origin’s thank-you page', async () => {
      const response = await postForm(form, { Origin: siteOrigin, Host: 'attacker.example', Referer: 'https://attacker.example/contact' })
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
      const response = await handler(new Request(functionUrl, { method: 'POST', headers: { Accept: 'text/html' }, body: data }))
      expect(response.status).toBe(303)
      expect(response.headers.get('Location')).toBe(`${siteOrigin}/contact/thank-you`)
    })
  })

  describe('the table', () => {
    it('has row level security on and no privileges for the anon role', async () => {
      const tables = await database.sql`
        select relname, relrowsecurity from pg_class where relname in ('contact_enquiries', 'contact_rate_limits') order by relname`
      expect(tables).toEqual([
        { relname: 'contact_enquiries', relrowsecurity: true },
        { relname: 'contact_rate_limits', relrowsecurity: true },
      ])
      await post(valid)
      for (const statement of [
        'select * from public.contact_enquiries',
        "insert into public.contact_enquiries (idempotency_key, request_fingerprint, name, email, subject, message) values ('anon-key-0001', 'x', 'An', 'a@b.co', 'General Enquiry', 'Hello there, owner')",
        'select public.purge_contact_enquiries()',
      ]) {
        await expect(
          database.sql.begin(async (tx) => {
            await tx`set local role anon`
            await tx.unsafe(statement)
          }),
        ).rejects.toThrow(/permission denied/)
      }
    })

    it('deletes enquiries 24 months after the last contact, keeping newer ones', async () => {
      await post(valid)
      await post({ ...valid, message: 'An older enquiry about a barn.' })
      await database.sql`
        update public.contact_enquiries set last_contact_at = now() - interval '24 months 1 day' where message like 'An older%'`
      expect(await store.purge()).toBe(1)
      expect((await rows()).map((row) => row.message)).toEqual([valid.message])
    })
  })
})
