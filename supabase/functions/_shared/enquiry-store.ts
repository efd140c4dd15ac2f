// The contact_enquiries table (supabase/migrations) through node-postgres: the same code runs on
// Supabase, on a plain PostgreSQL server and, through pglite-socket, on the local PGlite database.
import type { Enquiry } from './enquiry-schema.ts'
import { inTransaction, isEncrypted, type Pool, type PoolClient } from './enquiry-database.ts'
import type { UndeliveredEnquiry } from './notification-email.ts'

/** pending: to be sent on its own (again after a failure of the mail service); held: arrived past the hourly limit for
 * everyone together, to be sent in one digest when its window ends; sent; failed: given up (the service refused this
 * one message, or it failed for longer than the retry period). */
export const notificationStatuses = ['pending', 'held', 'sent', 'failed'] as const
export type NotificationStatus = (typeof notificationStatuses)[number]

export interface StoredEnquiry extends Enquiry {
  id: string
  createdAt: Date
  lastContactAt: Date
  notificationStatus: NotificationStatus
  notificationAttempts: number
  notificationLastError: string | undefined
  notificationNextAttemptAt: Date
  notificationSentAt: Date | undefined
}

/** One rate-limit counter of the client in this window: the keyed hash of its address or of a network enclosing it
 * (client-address.ts), and how many enquiries it may store. The last one is the widest network. */
export interface ClientCounter {
  hash: string
  max: number
}

/** `fingerprint`: sha256 of the enquiry's fields; `clientCounters`: the client's counters in the window starting at
 * `windowStart` (seconds since the epoch), for the rate limit only, never stored with the enquiry. */
interface NewEnquiry {
  enquiry: Enquiry
  idempotencyKey: string
  fingerprint: string
  clientCounters: ClientCounter[]
  windowStart: number
  rateLimit: { globalMax: number; storeMax: number; windowSeconds: number }
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
  /** Over the limit of the client or of a network around it, or over the storage ceiling for everyone together
   * (`global`). Nothing was written. */
  | { outcome: 'rate-limited'; retryAfterSeconds: number; global: boolean }

export type EnquiryStore = ReturnType<typeof createEnquiryStore>

/** How long the retry job keeps trying a notification the mail service did not take (docs/enquiries.md). */
export const retryDays = 7
/** The longest wait between two tries, so that an enquiry goes out within the hour after its fault is fixed. */
const maxBackoffMinutes = 60
/** How long an acknowledged enquiry may wait unsent before /health turns red (a held one: after its window too). */
export const overdueMinutes = 60
/** The counter row every enquiry counts against: the owner's hourly limits, whatever the client mix. */
const globalCounter = 'global'
/** The request that stored an enquiry sends its notification; the retry job leaves it alone this long. */
const sendLeaseMinutes = 5

class KeyTakenMeanwhile extends Error {}
/** Undoes the transaction's counting: a refused request writes nothing. */
class Refused extends Error {
  constructor(readonly outcome: SubmitOutcome) {
    super('Refused by the rate limit')
  }
}

/** The state of the owner's notifications, for /health. */
export interface NotificationHealth {
  /** Acknowledged enquiries not sent yet (pending or held). */
  unsent: number
  /** Of these, those whose send has failed at least once (never a refusal of the message: that is final). */
  failing: number
  /** Of these, those that have waited longer than they should (overdueMinutes). */
  overdue: number
  /** Given up on (refused, or failing past the retry period) and not yet named in an email that was sent. */
  untold: number
  /** The most recent failure's reason, as recorded. */
  lastError: string | undefined
}

/** A scheduled job the migrations create (pg_cron), and its last run. */
export interface EnquiryJob {
  job: string
  schedule: string
  lastRunAt: Date | undefined
  lastStatus: string | undefined
}

type Row = Record<string, unknown>

/** The columns of a StoredEnquiry, under its names. */
const enquiryColumns = `id, name, email, phone, subject, message, created_at as "createdAt",
  last_contact_at as "lastContactAt", notification_status as "notificationStatus",
  notification_attempts as "notificationAttempts", notification_last_error as "notificationLastError",
  notification_next_attempt_at as "notificationNextAttemptAt", notification_sent_at as "notificationSentAt"`

const withoutNulls = (row: Row) =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value ?? undefined]))

/** A row of enquiryColumns, its nulls (phone, last error, sent at) undefined. */
const toEnquiry = (row: Row) => withoutNulls(row) as unknown as StoredEnquiry

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
    /** Stores the enquiry once per idempotency key, within the client's rate limits, all or nothing. */
    async submit(input: NewEnquiry): Promise<SubmitOutcome> {
      const { enquiry, idempotencyKey, fingerprint, clientCounters, windowStart, rateLimit } = input
      const existing = await repeatOf(idempotencyKey, fingerprint)
      if (existing) return existing
      try {
        return await inTransaction(pool, async (tx: PoolClient): Promise<SubmitOutcome> => {
          // Counted in the transaction: concurrent requests of one client queue on its counter rows, and a refusal
          // rolls all of its counting back.
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
          let networkHits = 0
          for (const counter of clientCounters) {
            networkHits = await count(counter.hash)
            if (networkHits > counter.max)
              throw new Refused({ outcome: 'rate-limited', retryAfterSeconds, global: false })
          }
          // Counted after the client's own limits, so one connection cannot use up everyone's; the limits for everyone
          // together: docs/enquiries.md, "A flood cannot shut the form".
          const hits = await count(globalCounter)
          if (hits > rateLimit.storeMax && networkHits > 1)
            throw new Refused({ outcome: 'rate-limited', retryAfterSeconds, global: true })
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
        if (error instanceof Refused) return error.outcome
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

    /** A failed attempt: due again after a growing delay (1, 2, 4... minutes, at most an hour), for `retryDays`
     * after the enquiry arrived; failed at once if the service refused this message (`refused`). */
    async markFailed(ids: string[], reason: string, refused = false) {
      // A held enquiry stays held, so its next attempt is again a digest.
      await pool.query(
        `update public.contact_enquiries
         set notification_attempts = notification_attempts + 1,
             notification_last_error = left($2, 1000),
             notification_status = case when $3 or created_at < now() - make_interval(days => $4) then 'failed'
                                        when notification_status = 'held' then 'held' else 'pending' end,
             notification_next_attempt_at =
               now() + make_interval(mins => least(power(2, least(notification_attempts, 10))::int, $5))
         where id = any($1::uuid[]) and notification_status <> 'sent'`,
        [ids, reason, refused, retryDays, maxBackoffMinutes],
      )
    },

    /** How the owner's notifications stand (`windowSeconds`: the rate limit's window, which a held one waits out). */
    async notificationHealth(windowSeconds: number): Promise<NotificationHealth> {
      type Counts = Omit<NotificationHealth, 'lastError'> & { lastError: string | null }
      const [row] = await rows<Counts>(
        `select count(*) filter (where unsent)::int as unsent,
                count(*) filter (where unsent and notification_attempts > 0)::int as failing,
                count(*) filter (where unsent and created_at < now() - make_interval(mins => $1)
                  - case when notification_status = 'held' then make_interval(secs => $2) else interval '0' end)::int
                  as overdue,
                count(*) filter (where not unsent)::int as untold,
                (array_agg(notification_last_error order by notification_next_attempt_at desc)
                  filter (where unsent and notification_last_error is not null))[1] as "lastError"
         from (select *, notification_status in ('pending', 'held') as unsent from public.contact_enquiries
               where notification_status in ('pending', 'held')
                  or (notification_status = 'failed' and notification_failure_reported_at is null)) as waiting`,
        [overdueMinutes, windowSeconds],
      )
      return { ...row!, lastError: row!.lastError ?? undefined }
    },

    /** Whether the connections to the database are encrypted (TLS), as one of them shows. */
    async encrypted() {
      const client = await pool.connect()
      try {
        return isEncrypted(client)
      } finally {
        client.release()
      }
    },

    /** The enquiry jobs pg_cron runs here (none where it is not loaded), with their last runs. */
    async jobs(): Promise<EnquiryJob[]> {
      const jobs = await rows(
        `select job, schedule, last_run_at as "lastRunAt", last_status as "lastStatus" from public.enquiry_jobs()`,
      )
      return jobs.map(withoutNulls) as unknown as EnquiryJob[]
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

    /** Every enquiry sent from `email` (the privacy policy's right of access), oldest first. The address is matched
     * whatever its case, as mail to it is delivered. */
    async findByEmail(email: string) {
      const found = await rows(
        `select ${enquiryColumns} from public.contact_enquiries where lower(email) = lower($1) order by created_at`,
        [email.trim()],
      )
      return found.map(toEnquiry)
    },

    /** Deletes every enquiry sent from `email` (the right to erasure); returns when each was received and its id. */
    async eraseByEmail(email: string) {
      const erased = await rows<{ id: string; createdAt: Date }>(
        `delete from public.contact_enquiries where lower(email) = lower($1)
         returning id::text, created_at as "createdAt"`,
        [email.trim()],
      )
      return erased.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    },

    /** Deletes enquiries past the retention period (privacy policy, section 7); returns how many. */
    async purge() {
      const [row] = await rows<{ deleted: number }>('select public.purge_contact_enquiries() as deleted')
      return row!.deleted
    },
  }
}
