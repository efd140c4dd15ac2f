import { describe, expect, it } from 'vitest'
import { createEnquiryHandler, type EnquiryHandler } from '../../supabase/functions/_shared/enquiry-handler.ts'
import { readEnquiryConfig } from '../../supabase/functions/_shared/enquiry-config.ts'
import { openEnquiryPool } from '../../supabase/functions/_shared/enquiry-database.ts'
import { createEnquiryStore, retryDays } from '../../supabase/functions/_shared/enquiry-store.ts'
import { createResendMailer, createSmtpMailer, type Mailer } from '../../supabase/functions/_shared/mailers.ts'
import { retryNotifications } from '../../supabase/functions/_shared/notifications.ts'
import { freePort } from '../../local-stack/free-port.ts'
import { startResendStandIn } from '../../local-stack/resend-stand-in.ts'
import { startSmtpSink } from '../../local-stack/smtp-sink.ts'
import { testDatabases } from '../../local-stack/temporary-databases.ts'
import { enquiryHandlerSuite, siteOrigin, functionUrl, env, valid, silentLog } from './support/enquiry-handler-suite.ts'

describe.each(testDatabases)(
  'send-contact-email, every acknowledged enquiry reaches the owner once, on %s',
  (_name, openDatabase) => {
    const suite = enquiryHandlerSuite(openDatabase)
    const { tasks, log, handlerWith, answer, post, postForm, rows } = suite

    describe('idempotency', () => {
      it('stores and emails one enquiry when a key arrives twice, answering the repeat like the first', async () => {
        const headers = { 'Idempotency-Key': 'b6c1a8c4-1f0e-4a57-9d55-8f1e5d2e7a10' }
        const first = await post(valid, { headers })
        const second = await post(valid, { headers })
        expect(second.status).toBe(200)
        expect(second.headers.get('Idempotent-Replayed')).toBe('true')
        expect(await second.json()).toEqual(await first.json())
        expect(await rows()).toHaveLength(1)
        expect(suite.sink.received).toHaveLength(1)
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
        expect(suite.sink.received).toHaveLength(1)
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
      const smtpDown = createSmtpMailer(suite.downSmtpUrl)
      const response = await post(valid, { via: handlerWith({}, smtpDown) })
      expect(response.status).toBe(200)
      const [pending] = await rows()
      expect(pending).toMatchObject({
        notification_status: 'pending',
        notification_attempts: 1,
        notification_sent_at: null,
      })
      expect(pending!.notification_last_error).toMatch(/ECONNREFUSED|connect/i)
      expect(suite.sink.received).toHaveLength(0)

      // Not due yet (the next attempt waits a minute), so the scheduled job leaves it alone...
      const deps = { store: suite.store, mailer: suite.mailer, mail: readEnquiryConfig(env).mail, log: silentLog }
      expect(await retryNotifications(deps)).toEqual({ attempted: 0, sent: 0, failed: 0 })
      // ...and the owner's `npm run enquiries:retry` sends it now.
      expect(await retryNotifications(deps, { ignoreSchedule: true })).toEqual({ attempted: 1, sent: 1, failed: 0 })
      expect((await rows())[0]).toMatchObject({
        notification_status: 'sent',
        notification_attempts: 2,
        notification_last_error: null,
      })
      expect(suite.sink.received).toHaveLength(1)
      expect(suite.sink.received[0]!.mail.replyTo?.value[0]?.address).toBe(valid.email)
      await smtpDown.close?.()
    })

    it(`retries a notification the mail service does not take for ${retryDays} days, then gives up`, async () => {
      const smtpDown = createSmtpMailer(suite.downSmtpUrl)
      await post(valid, { via: handlerWith({}, smtpDown) })
      const deps = { store: suite.store, mailer: smtpDown, mail: readEnquiryConfig(env).mail, log: silentLog }
      // Twenty tries later it is still pending, each try an hour at most after the one before.
      await suite.database.sql`
      update public.contact_enquiries set notification_attempts = 20, notification_next_attempt_at = now()`
      expect(await retryNotifications(deps)).toEqual({ attempted: 1, sent: 0, failed: 1 })
      const [row] = (await suite.database.sql`
      select notification_status, (extract(epoch from notification_next_attempt_at - now()) / 60)::float8 as minutes
      from public.contact_enquiries`) as [{ notification_status: string; minutes: number }]
      expect(row.notification_status).toBe('pending')
      expect(row.minutes).toBeGreaterThan(59)
      expect(row.minutes).toBeLessThanOrEqual(60)

      await suite.database.sql`
      update public.contact_enquiries
      set created_at = now() - make_interval(days => ${retryDays}, mins => 1), notification_next_attempt_at = now()`
      expect(await retryNotifications(deps)).toEqual({ attempted: 1, sent: 0, failed: 1 })
      expect((await rows())[0]).toMatchObject({ notification_status: 'failed' })
      // Failed ones wait for `npm run enquiries:retry -- --all`.
      deps.mailer = suite.mailer
      expect(await retryNotifications(deps, { ignoreSchedule: true })).toEqual({ attempted: 0, sent: 0, failed: 0 })
      expect(await retryNotifications(deps, { ignoreSchedule: true, includeFailed: true })).toEqual({
        attempted: 1,
        sent: 1,
        failed: 0,
      })
      await smtpDown.close?.()
    })

    it('runs the retry job on POST /retry with the jobs secret only', async () => {
      await post(valid, { via: handlerWith({}, createSmtpMailer(suite.downSmtpUrl)) })
      await suite.database.sql`update public.contact_enquiries set notification_next_attempt_at = now()`
      const retry = (authorization?: string) =>
        suite.handler(
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
      expect(suite.sink.received).toHaveLength(1)
    })

    it('answers 503 with Retry-After and stores nothing when the database is unreachable', async () => {
      const unreachable = openEnquiryPool({ host: '127.0.0.1', port: await freePort(), max: 1 }, silentLog)
      const broken = createEnquiryHandler({
        config: readEnquiryConfig(env),
        store: createEnquiryStore(unreachable),
        mailer: suite.mailer,
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
      expect(suite.sink.received).toHaveLength(0)
      await unreachable.end()
    })

    it('shows control characters the database already holds escaped in the email, never raw', async () => {
      await suite.database.sql`
      insert into public.contact_enquiries (idempotency_key, request_fingerprint, name, email, phone, subject, message)
      values ('legacy-row-0001', 'x', ${'Eve\r\nBcc: victim@example.com\u001b[2J'}, 'eve@example.com', ${'0123\u202e'},
              'General Enquiry', ${'Hello\u0007 there\r\nSecond line'})`
      const deps = { store: suite.store, mailer: suite.mailer, mail: readEnquiryConfig(env).mail, log }
      expect(await retryNotifications(deps, { ignoreSchedule: true })).toEqual({ attempted: 1, sent: 1, failed: 0 })
      const [{ mail, recipients, raw }] = suite.sink.received as [(typeof suite.sink.received)[0]]
      expect(recipients).toEqual(['owner@harbourandhale.test'])
      expect(mail.bcc).toBeUndefined()
      expect(mail.text).toContain('Eve\\u{000D}\\u{000A}Bcc: victim@example.com\\u{001B}[2J')
      expect(mail.text).toContain('0123\\u{202E}')
      expect(mail.text).toContain('Hello\\u{0007} there\nSecond line')
      expect(raw).not.toMatch(/[\u0007\u001b\u202e]/)
    })

    describe('answering before the email', () => {
      it('answers before the SMTP peer greets, keeps the enquiry pending, and the retry sends it once', async () => {
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
          const deps = { store: suite.store, mailer: suite.mailer, mail: readEnquiryConfig(env).mail, log }
          expect(await retryNotifications(deps, { ignoreSchedule: true })).toEqual({ attempted: 1, sent: 1, failed: 0 })
          expect(await retryNotifications(deps, { ignoreSchedule: true })).toEqual({ attempted: 0, sent: 0, failed: 0 })
          expect(suite.sink.received).toHaveLength(1)
          expect(suite.sink.received[0]!.mail.text).toContain(id)
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
          const deps = { store: suite.store, mailer: suite.mailer, mail: readEnquiryConfig(env).mail, log }
          expect(await retryNotifications(deps, { ignoreSchedule: true })).toEqual({ attempted: 1, sent: 1, failed: 0 })
          expect(slow.received).toHaveLength(0)
          expect(suite.sink.received).toHaveLength(1)
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
          const deps = { store: suite.store, mailer: refusingMailer, mail: readEnquiryConfig(env).mail, log }
          expect(await retryNotifications(deps, { ignoreSchedule: true })).toEqual({ attempted: 0, sent: 0, failed: 0 })
          // Until an email names it, /health says so: the owner is told either way.
          const health = () => suite.handler(new Request(`${functionUrl}/health`), { socketAddress: '203.0.113.7' })
          const untold = await health()
          expect(untold.status).toBe(503)
          expect(await untold.text()).toContain('1 enquiry could not be emailed (the mail service refused the message)')

          await post({ ...valid, message: 'The next enquiry, sent as usual.' }, { client: '198.51.100.9' })
          expect((await health()).status).toBe(200)
          expect(suite.sink.received).toHaveLength(1)
          expect(suite.sink.received[0]!.mail.text).toContain(
            'The notification of this earlier enquiry could not be sent.',
          )
          expect(suite.sink.received[0]!.mail.text).toContain(row!.id as string)
        } finally {
          await refusingMailer.close?.()
          await refusing.stop()
        }
      })

      it('reports an enquiry whose notification was given up on in the next notification, once', async () => {
        await post(valid, { via: handlerWith({}, createSmtpMailer(suite.downSmtpUrl)) })
        const [given] = await suite.database
          .sql`update public.contact_enquiries set notification_status = 'failed' returning id`
        await post({ ...valid, message: 'A second enquiry, delivered.' }, { client: '198.51.100.4' })
        await post({ ...valid, message: 'A third enquiry, delivered.' }, { client: '198.51.100.5' })
        expect(suite.sink.received).toHaveLength(2)
        expect(suite.sink.received[0]!.mail.text).toContain(
          'The notification of this earlier enquiry could not be sent.',
        )
        expect(suite.sink.received[0]!.mail.text).toContain(given!.id)
        expect(suite.sink.received[1]!.mail.text).not.toContain(given!.id)
      })
    })

    describe('when the mail service refuses the key', () => {
      const health = async (via: EnquiryHandler = suite.handler) => {
        const response = await via(new Request(`${functionUrl}/health`), { socketAddress: '203.0.113.7' })
        return { status: response.status, text: await response.text() }
      }
      /** Fake time for the table: every enquiry arrived, and is due, `minutes` earlier. */
      const passes = (minutes: number) => suite.database.sql`
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

        const deps = { store: suite.store, mailer: broken, mail: readEnquiryConfig(env).mail, log: silentLog }
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
        await post(valid, { via: handlerWith({}, createSmtpMailer(suite.downSmtpUrl)) })
        await suite.database.sql`update public.contact_enquiries set notification_attempts = 0`
        expect((await health()).status).toBe(200)
        await passes(61)
        const late = await health()
        expect(late.status).toBe(503)
        expect(late.text).toContain('waited over 60 minutes: is the retry job running?')
        await retryNotifications({
          store: suite.store,
          mailer: suite.mailer,
          mail: readEnquiryConfig(env).mail,
          log: silentLog,
        })
        expect((await health()).status).toBe(200)
      })
    })

    describe('the owner', () => {
      it('records a contact with the enquirer, which restarts the retention period', async () => {
        await post(valid)
        await suite.database
          .sql`update public.contact_enquiries set last_contact_at = now() - interval '24 months 1 day'`
        const [{ id }] = (await rows()) as unknown as [{ id: string }]
        expect(await suite.store.recordContact(id)).toBe(true)
        expect(await suite.store.recordContact('00000000-0000-4000-8000-000000000000')).toBe(false)
        expect(await suite.store.recordContact('not-an-id')).toBe(false)
        expect(await suite.store.purge()).toBe(0)
        expect(await rows()).toHaveLength(1)
      })
    })
  },
)
