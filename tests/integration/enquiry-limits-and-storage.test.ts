import { describe, expect, it } from 'vitest'
import type { EnquiryHandler } from '../../supabase/functions/_shared/enquiry-handler.ts'
import { readEnquiryConfig } from '../../supabase/functions/_shared/enquiry-config.ts'
import { inTransaction } from '../../supabase/functions/_shared/enquiry-database.ts'
import { retryNotifications } from '../../supabase/functions/_shared/notifications.ts'
import { testDatabases } from '../../local-stack/temporary-databases.ts'
import { enquiryHandlerSuite, functionUrl, env, valid } from './support/enquiry-handler-suite.ts'

describe.each(testDatabases)(
  "send-contact-email, the rate limit, the visitor's address and the table, on %s",
  (databaseName, openDatabase) => {
    const suite = enquiryHandlerSuite(openDatabase)
    const { tasks, errors, log, handlerWith, answer, post, rows } = suite

    it('limits enquiries per client with 429, keyed by a salted hash: the address is never stored', async () => {
      for (let index = 0; index < 3; index += 1) {
        expect((await post({ ...valid, message: `Enquiry number ${index} about a loft.` })).status).toBe(200)
      }
      const limited = await post({ ...valid, message: 'One enquiry too many today.' })
      expect(limited.status).toBe(429)
      expect(await limited.json()).toEqual({
        error: 'Too many enquiries from your connection. Please try again later.',
      })
      expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
      expect(await rows()).toHaveLength(3)

      expect((await post({ ...valid, message: 'Another visitor entirely.' }, { client: '198.51.100.4' })).status).toBe(
        200,
      )

      // Each client's address and its /24; the refused request counted nowhere.
      const counters = await suite.database.sql`select * from public.contact_rate_limits where client_hash <> 'global'`
      expect(counters).toHaveLength(4)
      expect(counters.map((row) => row.hits).sort()).toEqual([1, 1, 3, 3])
      const everything = JSON.stringify([...counters, ...(await rows())])
      expect(everything).not.toContain('203.0.113.7')
      expect(everything).not.toContain('198.51.100.4')
      expect(counters.map((row) => row.client_hash)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^[0-9a-f]{64}$/)]),
      )
    })

    it('says on /health whether the database answers and the visitor’s address arrived, not the address', async () => {
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
      expect((await health(suite.handler)).body).toEqual({
        database: 'ok',
        clientAddress: { source: 'socket', seen: true },
        notifications: healthy,
      })
      expect((await health(suite.handler)).status).toBe(200)

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

    describe("the visitor's address", () => {
      const limited = async (via: EnquiryHandler, headers: Record<string, string>, socket = '10.0.0.1', times = 3) => {
        for (let index = 0; index < times; index += 1) {
          expect(
            (
              await post(
                { ...valid, message: `Enquiry number ${index} about a loft.` },
                { via, headers, client: socket },
              )
            ).status,
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

      it('takes only the entry the trusted proxy added to X-Forwarded-For: a forged list is one bucket', async () => {
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

      it('past the everyone-together limit: stores and answers every enquiry, notifying in one digest', async () => {
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
          (await post({ ...valid, message: 'One more from the first prefix.' }, { via, client: '2001:db8:1::9' }))
            .status,
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
        expect(suite.sink.received).toHaveLength(20)

        // At the end of the window the retry job sends the held ones in one email, the visitor's among them.
        await suite.database.sql`
        update public.contact_enquiries set notification_next_attempt_at = now() where notification_status = 'held'`
        const deps = { store: suite.store, mailer: suite.mailer, mail: readEnquiryConfig(env).mail, log }
        expect(await retryNotifications(deps)).toEqual({ attempted: 31, sent: 31, failed: 0 })
        expect(suite.sink.received).toHaveLength(21)
        const digest = suite.sink.received[20]!.mail
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
            countersAfterLastStored = (
              await suite.database.sql`select count(*)::int as n from public.contact_rate_limits`
            )[0]!.n as number
        }
        // The /56 stores 10; its /48 20 in all; the 1,280 others are refused and write nothing.
        expect(counts).toEqual(
          new Map([
            [200, 20],
            [429, 1280],
          ]),
        )
        expect((await suite.database.sql`select count(*)::int as n from public.contact_rate_limits`)[0]!.n).toBe(
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
        const [counter] = await suite.database
          .sql`select client_hash from public.contact_rate_limits where client_hash <> 'global'`
        const { createHmac } = await import('node:crypto')
        expect(counter!.client_hash).not.toBe(
          createHmac('sha256', env.RATE_LIMIT_SALT).update('203.0.113.7').digest('hex'),
        )
      })
    })

    describe('the table', () => {
      it('has row level security on and no privileges for the anon role', async () => {
        const tables = await suite.database.sql`
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
            inTransaction(suite.database.pool, async (tx) => {
              await tx.query('set local role anon')
              await tx.query(statement)
            }),
          ).rejects.toThrow(/permission denied/)
        }
      })

      it('is purged and retried by scheduled jobs where pg_cron is loaded (as on Supabase)', async () => {
        const [loaded] = await suite.database
          .sql`select current_setting('shared_preload_libraries', true) like '%pg_cron%' as cron`
        if (databaseName === 'PGlite') {
          expect(await suite.store.jobs()).toEqual([])
          return expect(loaded!.cron).toBe(false)
        }
        // Debian's postgresql-<version>-cron is installed on the test machines: the server loads it.
        expect(loaded!.cron).toBe(true)
        const jobs = await suite.database.sql`select jobname, schedule, command from cron.job order by jobname`
        expect(jobs).toEqual([
          {
            jobname: 'purge-contact-enquiries',
            schedule: '17 3 * * *',
            command: 'select public.purge_contact_enquiries()',
          },
        ])
        // What /health reports, and `npm run check:deployed` checks: here pg_net is missing, so no retry job.
        expect(await suite.store.jobs()).toEqual([{ job: 'purge-contact-enquiries', schedule: '17 3 * * *' }])
        const body = await (await suite.handler(new Request(`${functionUrl}/health`))).json()
        expect(body.jobs).toEqual([{ job: 'purge-contact-enquiries' }])
      })

      it('deletes the address hashes of windows begun over a day ago: none outlives two nightly runs', async () => {
        // The privacy policy (section 7): "deleted within two days (each night, those more than a day old)".
        await suite.database.sql`
        insert into public.contact_rate_limits (client_hash, window_start, hits) values
          ('a-day-and-an-hour-old', now() - interval '25 hours', 1),
          ('a-window-of-today', now() - interval '23 hours', 1)`
        await suite.store.purge()
        expect(await suite.database.sql`select client_hash from public.contact_rate_limits`).toEqual([
          { client_hash: 'a-window-of-today' },
        ])
      })

      it('deletes enquiries 24 months after the last contact, keeping newer ones', async () => {
        await post(valid)
        await post({ ...valid, message: 'An older enquiry about a barn.' })
        await suite.database.sql`
        update public.contact_enquiries set last_contact_at = now() - interval '24 months 1 day'
        where message like 'An older%'`
        expect(await suite.store.purge()).toBe(1)
        expect((await rows()).map((row) => row.message)).toEqual([valid.message])
      })
    })
  },
)
