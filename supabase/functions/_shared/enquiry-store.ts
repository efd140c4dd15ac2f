// The contact_enquiries table (supabase/migrations) through node-postgres: the same code runs on
// Supabase, on a plain PostgreSQL server and, through pglite-socket, on the local PGlite database.
import type { ContactEnquiry } from './contact-schema.ts'
import { inTransaction, type Pool, type PoolClient } from './enquiry-database.ts'
import type { UndeliveredEnquiry } from './notification-email.ts'

/** pending: to be sent on its own; held: arrived past the hourly limit for everyone together, to be sent in one digest
 * when its window ends; sent; failed: given up (refused, or out of attempts). */
export const notificationStatuses = ['pending', 'held', 'sent', 'failed'] as const
export type NotificationStatus = (typeof notificationStatuses)[number]

export interface StoredEnquiry extends ContactEnquiry {
  id: string
  createdAt: Date
  lastContactAt: Date
  notificationStatus: NotificationStatus
  notificationAttempts: number
  notificationLastError: string | undefined
  notificationNextAttemptAt: Date
  notificationSentAt: Date | undefined
}

/** `fingerprint`: sha256 of the enquiry's fields; `clientHash`: keyed hash of the client's bucket in the window
 * starting at `windowStart` (seconds since the epoch), for the rate limit only, never stored with the enquiry. */
interface NewEnquiry {
  enquiry: ContactEnquiry
  idempotencyKey: string
  fingerprint: string
  clientHash: string
  windowStart: number
  rateLimit: { max: number; globalMax: number; storeMax: number; windowSeconds: number }
}

/** Which notifications to take: those due (`ignoreSchedule`: all; `includeFailed`: given-up ones too). */
export type ClaimOptions = { limit: number; ignoreSchedule?: boolean; includeFailed?: boolean }

export type SubmitOutcome =
  /** Stored; `held` past the limit for everyone together: its notification waits for the digest. */
  | { outcome: 'created'; enquiry: StoredEnquiry; held: boolean }
  /** The same submission again: answer as the first time. */
  | { outcome: 'replayed'; id: string }
  /** The key was already used for a different enquiry. */
  | { outcome: 'key-reused' }
  /** Over the client's limit, or over the storage ceiling for everyone together (`global`). */
  | { outcome: 'rate-limited'; retryAfterSeconds: number; global: boolean }

export type EnquiryStore = ReturnType<typeof createEnquiryStore>

/** After this many failed sends an enquiry is marked failed and waits for `npm run enquiries:retry -- --all`. */
export const maxNotificationAttempts = 10
/** The counter row every enquiry counts against: the owner's hourly limits, whatever the client mix. */
const globalCounter = 'global'
/** The request that stored an enquiry sends its notification; the retry job leaves it alone this long. */
const sendLeaseMinutes = 5

class KeyTakenMeanwhile extends Error {}

type Row = Record<string, unknown>

/** The columns of a StoredEnquiry, under its names. */
const enquiryColumns = `id, name, email, phone, subject, message, created_at as "createdAt",
  last_contact_at as "lastContactAt", notification_status as "notificationStatus",
  notification_attempts as "notificationAttempts", notification_last_error as "notificationLastError",
  notification_next_attempt_at as "notificationNextAttemptAt", notification_sent_at as "notificationSentAt"`

/** A row of enquiryColumns, its nulls (phone, last error, sent at) undefined. */
const toEnquiry = (row: Row) =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value ?? undefined])) as unknown as StoredEnquiry

export function createEnquiryStore(pool: Pool) {
  const rows = async <R extends Row>(text: string, values: unknown[] = [], db: Pool | PoolClient = pool) =>
    (await db.query<R>(text, values)).rows
  /** The answer for a key already stored: the same submission again, or another one; undefined if it is new. */
  const repeatOf = async (key: string, fingerprint: string): Promise<SubmitOutcome | undefined> => {
    const [row] = await rows<{ id: string; request_fingerprint: string }>(
      'select id, request_fingerprint from public.contact_enquiries where idempotency_key = $1',
      [key],
    )
    if (!row) return undefined
    return row.request_fingerprint === fingerprint ? { outcome: 'replayed', id: row.id } : { outcome: 'key-reused' }
  }
  /** Takes rows for sending, leased so that no other run sends them meanwhile. */
  const claim = async (statuses: NotificationStatus[], limit: number, ignoreSchedule: boolean) => {
    const claimed = await rows(
      `update public.contact_enquiries
       set notification_next_attempt_at = now() + make_interval(mins => $1)
       where id in (
         select id from public.contact_enquiries
         where notification_status = any($2::text[]) and ($3 or notification_next_attempt_at <= now())
         order by created_at
         limit $4
         for update skip locked)
       returning ${enquiryColumns}`,
      [sendLeaseMinutes, statuses, ignoreSchedule, limit],
    )
    return claimed.map(toEnquiry).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
  }

  return {
    /** Stores the enquiry once per idempotency key, within the client's rate limit, all or nothing. */
    async submit(input: NewEnquiry): Promise<SubmitOutcome> {
      const { enquiry, idempotencyKey, fingerprint, clientHash, windowStart, rateLimit } = input
      const existing = await repeatOf(idempotencyKey, fingerprint)
      if (existing) return existing
      try {
        return await inTransaction(pool, async (tx: PoolClient): Promise<SubmitOutcome> => {
          const count = async (hash: string) => {
            const [row] = await rows<{ hits: number }>(
              `insert into public.contact_rate_limits (client_hash, window_start, hits)
               values ($1, to_timestamp($2), 1)
               on conflict (client_hash, window_start) do update set hits = public.contact_rate_limits.hits + 1
               returning hits`,
              [hash, windowStart],
              tx,
            )
            return row!.hits
          }
          const windowEnd = windowStart + rateLimit.windowSeconds
          const retryAfterSeconds = Math.max(1, Math.ceil(windowEnd - Date.now() / 1000))
          if ((await count(clientHash)) > rateLimit.max)
            return { outcome: 'rate-limited', retryAfterSeconds, global: false }
          // Counted after the client's own limit, so one client over it cannot use up everyone's. Past the
          // owner's hourly limit an enquiry is still stored and acknowledged (many senders cost the owner one
          // digest, never a real enquiry); only past the storage ceiling, far beyond a few clients, is anyone refused.
          const hits = await count(globalCounter)
          if (hits > rateLimit.storeMax) return { outcome: 'rate-limited', retryAfterSeconds, global: true }
          const held = hits > rateLimit.globalMax

          const [created] = await rows(
            `insert into public.contact_enquiries
               (idempotency_key, request_fingerprint, name, email, phone, subject, message,
                notification_status, notification_next_attempt_at)
             values ($1, $2, $3, $4, $5, $6, $7, $8,
                     case when $8 = 'held' then to_timestamp($9) else now() + make_interval(mins => $10) end)
             on conflict (idempotency_key) do nothing
             returning ${enquiryColumns}`,
            [
              idempotencyKey,
              fingerprint,
              enquiry.name,
              enquiry.email,
              enquiry.phone ?? null,
              enquiry.subject,
              enquiry.message,
              held ? 'held' : 'pending',
              windowEnd,
              sendLeaseMinutes,
            ],
            tx,
          )
          // A concurrent request with the same key committed first: undo this one's counting.
          if (!created) throw new KeyTakenMeanwhile()
          return { outcome: 'created', enquiry: toEnquiry(created), held }
        })
      } catch (error) {
        if (!(error instanceof KeyTakenMeanwhile)) throw error
        const winner = await repeatOf(idempotencyKey, fingerprint)
        if (!winner) throw new Error('An enquiry with this idempotency key vanished while being stored')
        return winner
      }
    },

    /** Records sent notifications (a digest's enquiries), and the given-up enquiries they reported. */
    async markSent(ids: string[], reportedFailures: string[] = []) {
      await inTransaction(pool, async (tx) => {
        await tx.query(
          `update public.contact_enquiries
           set notification_status = 'sent', notification_attempts = notification_attempts + 1,
               notification_sent_at = now(), notification_last_error = null
           where id = any($1::uuid[])`,
          [ids],
        )
        if (reportedFailures.length > 0) {
          await tx.query(
            `update public.contact_enquiries set notification_failure_reported_at = now()
             where id = any($1::uuid[]) and notification_status = 'failed'`,
            [reportedFailures],
          )
        }
      })
    },

    /** Enquiries whose notification was given up on and that no sent notification has reported yet. */
    async unreportedFailures(): Promise<UndeliveredEnquiry[]> {
      return rows<UndeliveredEnquiry>(
        `select id, name, created_at as "createdAt" from public.contact_enquiries
         where notification_status = 'failed' and notification_failure_reported_at is null
         order by created_at
         limit 20`,
      )
    },

    /** The owner has been in contact with the enquirer: the retention period starts again. False if no such enquiry. */
    async recordContact(id: string) {
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return false
      const updated = await rows(
        'update public.contact_enquiries set last_contact_at = now() where id = $1 returning id',
        [id],
      )
      return updated.length > 0
    },

    /** A failed attempt: due again after a growing delay; failed after the last attempt, or at once if `permanent`. */
    async markFailed(ids: string[], reason: string, permanent = false) {
      // A held enquiry stays held, so its next attempt is again a digest.
      await pool.query(
        `update public.contact_enquiries
         set notification_attempts = notification_attempts + 1,
             notification_last_error = left($2, 1000),
             notification_status = case when $3 or notification_attempts + 1 >= $4 then 'failed'
                                        when notification_status = 'held' then 'held' else 'pending' end,
             notification_next_attempt_at =
               now() + least(make_interval(mins => 1) * power(2, notification_attempts), interval '6 hours')
         where id = any($1::uuid[]) and notification_status <> 'sent'`,
        [ids, reason, permanent, maxNotificationAttempts],
      )
    },

    claimNotifications: ({ limit, ignoreSchedule = false, includeFailed = false }: ClaimOptions) =>
      claim(includeFailed ? ['pending', 'failed'] : ['pending'], limit, ignoreSchedule),

    /** The held notifications whose window has ended (`ignoreSchedule`: all). */
    claimHeld: ({ limit, ignoreSchedule = false }: ClaimOptions) => claim(['held'], limit, ignoreSchedule),

    async list({ limit = 50, status }: { limit?: number; status?: NotificationStatus } = {}) {
      const listed = await rows(
        `select ${enquiryColumns} from public.contact_enquiries
         where $1::text is null or notification_status = $1
         order by created_at desc
         limit $2`,
        [status ?? null, limit],
      )
      return listed.map(toEnquiry)
    },

    async counts() {
      const grouped = await rows<{ status: NotificationStatus; count: number }>(
        'select notification_status as status, count(*)::int as count from public.contact_enquiries group by 1',
      )
      const counts = { pending: 0, held: 0, sent: 0, failed: 0 } satisfies Record<NotificationStatus, number>
      for (const row of grouped) counts[row.status] = row.count
      return counts
    },

    /** Which of these ids are still stored (the rest were purged). */
    async knownIds(ids: string[]) {
      if (ids.length === 0) return new Set()
      const known = await rows<{ id: string }>(
        'select id::text from public.contact_enquiries where id::text = any($1::text[])',
        [ids],
      )
      return new Set(known.map((row) => row.id))
    },

    /** Deletes enquiries past the retention period (privacy policy, section 7); returns how many. */
    async purge() {
      const [row] = await rows<{ deleted: number }>('select public.purge_contact_enquiries() as deleted')
      return row!.deleted
    },

    /** Answers once the database does: for the health check. */
    ping: async () => void (await pool.query('select 1')),
  }
}
