// The contact_enquiries table (supabase/migrations) through node-postgres: the same code runs on
// Supabase, on a plain PostgreSQL server and, through pglite-socket, on the local PGlite database.
import type { ContactEnquiry } from './contact-schema.ts'
import { inTransaction, type Pool, type PoolClient } from './enquiry-database.ts'
import type { UndeliveredEnquiry } from './notification-email.ts'

/**
 * pending: to be sent on its own; held: arrived past the hourly limit for everyone together, to be
 * sent in one digest when its window ends; sent; failed: given up (refused, or out of attempts).
 */
export type NotificationStatus = 'pending' | 'held' | 'sent' | 'failed'
export const notificationStatuses = [
  'pending',
  'held',
  'sent',
  'failed',
] as const satisfies readonly NotificationStatus[]

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

export interface NewEnquiry {
  enquiry: ContactEnquiry
  idempotencyKey: string
  /** sha256 of the enquiry's fields (enquiryFingerprint). */
  fingerprint: string
  /** Keyed hash of the client's bucket in this window, for the rate limit only; never stored with the enquiry. */
  clientHash: string
  /** Start of the rate-limit window, in seconds since the epoch (the one clientHash was made for). */
  windowStart: number
  rateLimit: { max: number; globalMax: number; storeMax: number; windowSeconds: number }
}

export interface ClaimOptions {
  limit: number
  ignoreSchedule?: boolean
  includeFailed?: boolean
}

export type SubmitOutcome =
  /** Stored; `held` past the limit for everyone together: its notification waits for the digest. */
  | { outcome: 'created'; enquiry: StoredEnquiry; held: boolean }
  /** The same submission again: answer as the first time. */
  | { outcome: 'replayed'; id: string }
  /** The key was already used for a different enquiry. */
  | { outcome: 'key-reused' }
  /** Over the client's limit, or over the storage ceiling for everyone together (`global`). */
  | { outcome: 'rate-limited'; retryAfterSeconds: number; global: boolean }

export interface EnquiryStore {
  /** Stores the enquiry once per idempotency key, within the client's rate limit, all or nothing. */
  submit(input: NewEnquiry): Promise<SubmitOutcome>
  /** Records sent notifications (a digest's enquiries), and the given-up enquiries they reported. */
  markSent(ids: string[], reportedFailures?: string[]): Promise<void>
  /**
   * Records a failed attempt: due again after a growing delay, or failed after the last attempt,
   * or at once when the refusal is `permanent`.
   */
  markFailed(ids: string[], reason: string, permanent?: boolean): Promise<void>
  /** Takes the held notifications whose window has ended (`ignoreSchedule`: all), leased as claimNotifications does. */
  claimHeld(options: { limit: number; ignoreSchedule?: boolean }): Promise<StoredEnquiry[]>
  /** Answers once the database does: for the health check. */
  ping(): Promise<void>
  /**
   * Takes pending notifications whose next attempt is due (`ignoreSchedule`: every pending one;
   * `includeFailed`: those that gave up too), leasing them for a few minutes so that two retry
   * runs never send the same one.
   */
  claimNotifications(options: ClaimOptions): Promise<StoredEnquiry[]>
  list(options?: { limit?: number; status?: NotificationStatus }): Promise<StoredEnquiry[]>
  counts(): Promise<Record<NotificationStatus, number>>
  /** Enquiries whose notification was given up on and that no sent notification has reported yet. */
  unreportedFailures(): Promise<UndeliveredEnquiry[]>
  /** The owner has been in contact with the enquirer: the retention period starts again. False if no such enquiry. */
  recordContact(id: string): Promise<boolean>
  /** Which of these ids are still stored (the rest were purged). */
  knownIds(ids: string[]): Promise<Set<string>>
  /** Deletes enquiries past the retention period (privacy policy, section 7); returns how many. */
  purge(): Promise<number>
}

/** After this many failed sends an enquiry is marked failed and waits for `npm run enquiries:retry -- --all`. */
export const maxNotificationAttempts = 10
/** The counter row every enquiry counts against: the owner's hourly limits, whatever the client mix. */
const globalCounter = 'global'
/** The request that stored an enquiry sends its notification; the retry job leaves it alone this long. */
const sendLeaseMinutes = 5

class KeyTakenMeanwhile extends Error {}

type Row = Record<string, unknown>

function toEnquiry(row: Row): StoredEnquiry {
  return {
    id: row.id as string,
    name: row.name as string,
    email: row.email as string,
    phone: (row.phone as string | null) ?? undefined,
    subject: row.subject as StoredEnquiry['subject'],
    message: row.message as string,
    createdAt: row.created_at as Date,
    lastContactAt: row.last_contact_at as Date,
    notificationStatus: row.notification_status as NotificationStatus,
    notificationAttempts: row.notification_attempts as number,
    notificationLastError: (row.notification_last_error as string | null) ?? undefined,
    notificationNextAttemptAt: row.notification_next_attempt_at as Date,
    notificationSentAt: (row.notification_sent_at as Date | null) ?? undefined,
  }
}

export function createEnquiryStore(pool: Pool): EnquiryStore {
  const rows = async <R extends Row>(text: string, values: unknown[] = []) => (await pool.query<R>(text, values)).rows
  const findByKey = async (key: string) => {
    const [row] = await rows<{ id: string; request_fingerprint: string }>(
      'select id, request_fingerprint from public.contact_enquiries where idempotency_key = $1',
      [key],
    )
    return row
  }
  const repeatOf = (row: { id: string; request_fingerprint: string }, fingerprint: string): SubmitOutcome =>
    row.request_fingerprint === fingerprint ? { outcome: 'replayed', id: row.id } : { outcome: 'key-reused' }
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
       returning *`,
      [sendLeaseMinutes, statuses, ignoreSchedule, limit],
    )
    return claimed.map(toEnquiry).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
  }

  return {
    async submit({ enquiry, idempotencyKey, fingerprint, clientHash, windowStart, rateLimit }) {
      const existing = await findByKey(idempotencyKey)
      if (existing) return repeatOf(existing, fingerprint)
      try {
        return await inTransaction(pool, async (tx: PoolClient): Promise<SubmitOutcome> => {
          const count = async (hash: string) => {
            const {
              rows: [counter],
            } = await tx.query<{ hits: number }>(
              `insert into public.contact_rate_limits (client_hash, window_start, hits)
               values ($1, to_timestamp($2), 1)
               on conflict (client_hash, window_start) do update set hits = public.contact_rate_limits.hits + 1
               returning hits`,
              [hash, windowStart],
            )
            return counter!.hits
          }
          const windowEnd = windowStart + rateLimit.windowSeconds
          const retryAfterSeconds = Math.max(1, Math.ceil(windowEnd - Date.now() / 1000))
          if ((await count(clientHash)) > rateLimit.max)
            return { outcome: 'rate-limited', retryAfterSeconds, global: false }
          // Counted after the client's own limit, so one client over its limit cannot use up everyone's.
          // Past the owner's hourly limit an enquiry is still stored and acknowledged: many senders
          // may cost the owner one digest at the end of the window, never a real visitor's enquiry.
          // Only past the storage ceiling, far above what a few clients within their own limits
          // reach, is anyone refused.
          const hits = await count(globalCounter)
          if (hits > rateLimit.storeMax) return { outcome: 'rate-limited', retryAfterSeconds, global: true }
          const held = hits > rateLimit.globalMax

          const {
            rows: [row],
          } = await tx.query<Row>(
            `insert into public.contact_enquiries
               (idempotency_key, request_fingerprint, name, email, phone, subject, message,
                notification_status, notification_next_attempt_at)
             values ($1, $2, $3, $4, $5, $6, $7, $8,
                     case when $8 = 'held' then to_timestamp($9) else now() + make_interval(mins => $10) end)
             on conflict (idempotency_key) do nothing
             returning *`,
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
          )
          // A concurrent request with the same key committed first: undo this one's counting.
          if (!row) throw new KeyTakenMeanwhile()
          return { outcome: 'created', enquiry: toEnquiry(row), held }
        })
      } catch (error) {
        if (!(error instanceof KeyTakenMeanwhile)) throw error
        const winner = await findByKey(idempotencyKey)
        if (!winner) throw new Error('An enquiry with this idempotency key vanished while being stored')
        return repeatOf(winner, fingerprint)
      }
    },

    async markSent(ids, reportedFailures = []) {
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

    async unreportedFailures() {
      const failed = await rows<{ id: string; name: string; created_at: Date }>(
        `select id, name, created_at from public.contact_enquiries
         where notification_status = 'failed' and notification_failure_reported_at is null
         order by created_at
         limit 20`,
      )
      return failed.map((row) => ({ id: row.id, name: row.name, createdAt: row.created_at }))
    },

    async recordContact(id) {
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return false
      const updated = await rows(
        'update public.contact_enquiries set last_contact_at = now() where id = $1 returning id',
        [id],
      )
      return updated.length > 0
    },

    async markFailed(ids, reason, permanent = false) {
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

    claimNotifications: ({ limit, ignoreSchedule = false, includeFailed = false }) =>
      claim(includeFailed ? ['pending', 'failed'] : ['pending'], limit, ignoreSchedule),

    claimHeld: ({ limit, ignoreSchedule = false }) => claim(['held'], limit, ignoreSchedule),

    async list({ limit = 50, status } = {}) {
      const listed = await rows(
        `select * from public.contact_enquiries
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
      const counts = Object.fromEntries(notificationStatuses.map((status) => [status, 0])) as Record<
        NotificationStatus,
        number
      >
      for (const row of grouped) counts[row.status] = row.count
      return counts
    },

    async knownIds(ids) {
      if (ids.length === 0) return new Set()
      const known = await rows<{ id: string }>(
        'select id::text from public.contact_enquiries where id::text = any($1::text[])',
        [ids],
      )
      return new Set(known.map((row) => row.id))
    },

    async purge() {
      const [row] = await rows<{ deleted: number }>('select public.purge_contact_enquiries() as deleted')
      return row!.deleted
    },

    async ping() {
      await pool.query('select 1')
    },
  }
}
