// The contact_enquiries table (supabase/migrations) through postgres.js: the same code runs on
// Supabase, on a plain PostgreSQL server and, through pglite-socket, on the local PGlite database.
import type { Sql } from 'postgres'
import type { ContactEnquiry } from './contact-schema.ts'
import type { UndeliveredEnquiry } from './notification-email.ts'

export type NotificationStatus = 'pending' | 'sent' | 'failed'

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
  rateLimit: { max: number; globalMax: number; windowSeconds: number }
}

export interface ClaimOptions {
  limit: number
  ignoreSchedule?: boolean
  includeFailed?: boolean
}

export type SubmitOutcome =
  | { outcome: 'created'; enquiry: StoredEnquiry }
  /** The same submission again: answer as the first time. */
  | { outcome: 'replayed'; id: string }
  /** The key was already used for a different enquiry. */
  | { outcome: 'key-reused' }
  /** Over the client's limit, or over the limit for everyone together (`global`). */
  | { outcome: 'rate-limited'; retryAfterSeconds: number; global: boolean }

export interface EnquiryStore {
  /** Stores the enquiry once per idempotency key, within the client's rate limit, all or nothing. */
  submit(input: NewEnquiry): Promise<SubmitOutcome>
  /** Records a sent notification, and that it reported these given-up enquiries to the owner. */
  markSent(id: string, reportedFailures?: string[]): Promise<void>
  /** Records a failed attempt: pending again after a growing delay, or failed after the last one. */
  markFailed(id: string, reason: string): Promise<void>
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
/** The counter row every enquiry counts against: the owner's hourly cap, whatever the client mix. */
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

export function createEnquiryStore(sql: Sql): EnquiryStore {
  const findByKey = async (key: string) => {
    const [row] = await sql<{ id: string; request_fingerprint: string }[]>`
      select id, request_fingerprint from public.contact_enquiries where idempotency_key = ${key}`
    return row
  }
  const repeatOf = (row: { id: string; request_fingerprint: string }, fingerprint: string): SubmitOutcome =>
    row.request_fingerprint === fingerprint ? { outcome: 'replayed', id: row.id } : { outcome: 'key-reused' }

  return {
    async submit({ enquiry, idempotencyKey, fingerprint, clientHash, windowStart, rateLimit }) {
      const existing = await findByKey(idempotencyKey)
      if (existing) return repeatOf(existing, fingerprint)
      try {
        return await sql.begin(async (tx): Promise<SubmitOutcome> => {
          const count = async (hash: string) => {
            const [counter] = await tx<{ hits: number }[]>`
              insert into public.contact_rate_limits (client_hash, window_start, hits)
              values (${hash}, to_timestamp(${windowStart}), 1)
              on conflict (client_hash, window_start) do update set hits = public.contact_rate_limits.hits + 1
              returning hits`
            return counter!.hits
          }
          const retryAfterSeconds = Math.max(1, Math.ceil(windowStart + rateLimit.windowSeconds - Date.now() / 1000))
          if ((await count(clientHash)) > rateLimit.max) return { outcome: 'rate-limited', retryAfterSeconds, global: false }
          // Counted after the client's own limit, so one client over its limit cannot use up everyone's.
          if ((await count(globalCounter)) > rateLimit.globalMax) return { outcome: 'rate-limited', retryAfterSeconds, global: true }

          const [row] = await tx<Row[]>`
            insert into public.contact_enquiries
              (idempotency_key, request_fingerprint, name, email, phone, subject, message, notification_next_attempt_at)
            values
              (${idempotencyKey}, ${fingerprint}, ${enquiry.name}, ${enquiry.email}, ${enquiry.phone ?? null},
               ${enquiry.subject}, ${enquiry.message}, now() + make_interval(mins => ${sendLeaseMinutes}))
            on conflict (idempotency_key) do nothing
            returning *`
          // A concurrent request with the same key committed first: undo this one's counting.
          if (!row) throw new KeyTakenMeanwhile()
          return { outcome: 'created', enquiry: toEnquiry(row) }
        })
      } catch (error) {
        if (!(error instanceof KeyTakenMeanwhile)) throw error
        const winner = await findByKey(idempotencyKey)
        if (!winner) throw new Error('An enquiry with this idempotency key vanished while being stored')
        return repeatOf(winner, fingerprint)
      }
    },

    async markSent(id, reportedFailures = []) {
      await sql.begin(async (tx) => {
        await tx`
          update public.contact_enquiries
          set notification_status = 'sent', notification_attempts = notification_attempts + 1,
              notification_sent_at = now(), notification_last_error = null
          where id = ${id}`
        if (reportedFailures.length > 0) {
          await tx`
            update public.contact_enquiries set notification_failure_reported_at = now()
            where id::text = any(${reportedFailures}) and notification_status = 'failed'`
        }
      })
    },

    async unreportedFailures() {
      const rows = await sql<{ id: string; name: string; created_at: Date }[]>`
        select id, name, created_at from public.contact_enquiries
        where notification_status = 'failed' and notification_failure_reported_at is null
        order by created_at
        limit 20`
      return rows.map((row) => ({ id: row.id, name: row.name, createdAt: row.created_at }))
    },

    async recordContact(id) {
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return false
      const rows = await sql`update public.contact_enquiries set last_contact_at = now() where id = ${id} returning id`
      return rows.length > 0
    },

    async markFailed(id, reason) {
      await sql`
        update public.contact_enquiries
        set notification_attempts = notification_attempts + 1,
            notification_last_error = left(${reason}, 1000),
            notification_status = case when notification_attempts + 1 >= ${maxNotificationAttempts} then 'failed' else 'pending' end,
            notification_next_attempt_at = now() + least(make_interval(mins => 1) * power(2, notification_attempts), interval '6 hours')
        where id = ${id} and notification_status <> 'sent'`
    },

    async claimNotifications({ limit, ignoreSchedule = false, includeFailed = false }) {
      const statuses = includeFailed ? ['pending', 'failed'] : ['pending']
      const rows = await sql<Row[]>`
        update public.contact_enquiries
        set notification_next_attempt_at = now() + make_interval(mins => ${sendLeaseMinutes})
        where id in (
          select id from public.contact_enquiries
          where notification_status in ${sql(statuses)}
            ${ignoreSchedule ? sql`` : sql`and notification_next_attempt_at <= now()`}
          order by created_at
          limit ${limit}
          for update skip locked)
        returning *`
      return rows.map(toEnquiry).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    },

    async list({ limit = 50, status } = {}) {
      const rows = await sql<Row[]>`
        select * from public.contact_enquiries
        ${status ? sql`where notification_status = ${status}` : sql``}
        order by created_at desc
        limit ${limit}`
      return rows.map(toEnquiry)
    },

    async counts() {
      const rows = await sql<{ status: NotificationStatus; count: number }[]>`
        select notification_status as status, count(*)::int as count from public.contact_enquiries group by 1`
      const counts: Record<NotificationStatus, number> = { pending: 0, sent: 0, failed: 0 }
      for (const row of rows) counts[row.status] = row.count
      return counts
    },

    async knownIds(ids) {
      if (ids.length === 0) return new Set()
      const rows = await sql<{ id: string }[]>`select id::text from public.contact_enquiries where id::text = any(${ids})`
      return new Set(rows.map((row) => row.id))
    },

    async purge() {
      const [row] = await sql<{ deleted: number }[]>`select public.purge_contact_enquiries() as deleted`
      return row!.deleted
    },
  }
}
