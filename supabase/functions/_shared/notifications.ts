// The owner's notification of a stored enquiry, and the retry job for those not yet sent: a failed send leaves the
// enquiry stored and pending (docs/enquiries.md, "A mail fault is never final for an enquiry").
import type { EnquiryConfig } from './enquiry-config.ts'
import type { ClaimOptions, EnquiryStore, StoredEnquiry } from './enquiry-store.ts'
import { MessageRefusedError } from './mail-failures.ts'
import type { Mailer } from './mailers.ts'
import {
  composeDigestEmail,
  composeNotificationEmail,
  type NotificationEmail,
  type UndeliveredEnquiry,
} from './notification-email.ts'

import { redactSecrets } from './redact.ts'

/** A log line's details with every text redacted, for what reaches a log without going through reasonOf. */
const redacted = (details?: Record<string, unknown>) =>
  details === undefined
    ? ''
    : Object.fromEntries(
        Object.entries(details).map(([key, value]) => [key, typeof value === 'string' ? redactSecrets(value) : value]),
      )

export const consoleLogger = {
  info: (message: string, details?: Record<string, unknown>) => console.info(message, redacted(details)),
  error: (message: string, details?: Record<string, unknown>) => console.error(message, redacted(details)),
}
export type Logger = typeof consoleLogger

/** `sendTimeoutMs`: the most one send may take, whatever the mail service does (tests shorten it). */
export interface NotificationDeps {
  store: EnquiryStore
  mailer: Mailer
  mail: EnquiryConfig['mail']
  log?: Logger
  sendTimeoutMs?: number
}

/** The ceiling on one send, above the mailers' own timeouts, for a service that accepts and then trickles: the send
 * is aborted and its connection dropped, so it cannot deliver later and be sent again by the retry. */
export const sendTimeoutMs = 30_000

/** Tries at recording a sent notification: waits of 0.5, 1, 2, 4 and 8 s between them. */
const recordAttempts = 6

/** An error's message, fit to log and to record: no connection string or key in it. */
export const reasonOf = (error: unknown) => redactSecrets(error instanceof Error ? error.message : String(error))

/** sent; refused: the service refused this message for good; unsent: any other failure, to be tried again. */
type Delivery = 'sent' | 'refused' | 'unsent'

/** Sends one email for these enquiries and records the outcome on all of them. Never throws. A kill or a lost
 * database between the service's acceptance and the record leaves them unsent on record, and the retry sends
 * that email again, with the same Message-ID and idempotency key. */
async function deliver(
  deps: NotificationDeps,
  enquiries: StoredEnquiry[],
  compose: (undelivered: UndeliveredEnquiry[]) => NotificationEmail,
): Promise<Delivery> {
  const log = deps.log ?? consoleLogger
  const ids = enquiries.map((enquiry) => enquiry.id)
  // Enquiries whose own notification was given up on ride along, so the owner hears of them.
  const undelivered = await deps.store.unreportedFailures().catch(() => [])
  const timeoutMs = deps.sendTimeoutMs ?? sendTimeoutMs
  const signal = AbortSignal.timeout(timeoutMs)
  try {
    let email: NotificationEmail
    try {
      email = compose(undelivered)
    } catch (error) {
      // What the database holds cannot make an email (no valid reply address): no retry will.
      throw new MessageRefusedError(reasonOf(error))
    }
    await deps.mailer.send(email, signal)
  } catch (error) {
    const refused = error instanceof MessageRefusedError
    const reason = signal.aborted
      ? `The mail service did not finish within ${timeoutMs / 1000} s: the send was abandoned`
      : reasonOf(error)
    log.error(
      refused
        ? 'Notification refused by the mail service: marked failed, to be reported in the next one'
        : 'Notification not sent; it stays pending for the retry job, and /health reports it',
      { ids, mailer: deps.mailer.name, reason },
    )
    await deps.store
      .markFailed(ids, reason, refused)
      .catch((storeError: unknown) =>
        log.error('Could not record the failed notification', { ids, reason: reasonOf(storeError) }),
      )
    return refused ? 'refused' : 'unsent'
  }
  // Recorded with a few tries over about 15 s, so that a database restarting meanwhile does not
  // leave a sent notification on record as unsent, for the retry to send again.
  const reported = undelivered.map((earlier) => earlier.id)
  for (let attempt = 1; ; attempt += 1) {
    try {
      await deps.store.markSent(ids, reported)
      return 'sent'
    } catch (error) {
      if (attempt === recordAttempts) {
        const reason = reasonOf(error)
        log.error('Notification sent but not recorded as sent: the retry job will send it again', { ids, reason })
        return 'sent'
      }
      await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** attempt))
    }
  }
}

/** Sends one enquiry's notification and records the outcome. Never throws. */
export const deliverNotification = (deps: NotificationDeps, enquiry: StoredEnquiry) =>
  deliver(deps, [enquiry], (undelivered) => composeNotificationEmail(enquiry, deps.mail, undelivered))

export type RetryReport = Awaited<ReturnType<typeof retryNotifications>>

/** The most enquiries one digest lists; more (beyond the storage ceiling's reach) go in the next. */
const digestLimit = 1000

/** Sends the notifications that are due (the scheduled job), or every pending one now (`ignoreSchedule`, the
 * owner's command), oldest first and one at a time so that a struggling mail service is not flooded; the held
 * ones whose window has ended go together in one digest. A failure that is not about one message (the key, the
 * quota, an outage) ends the run: the others would fail alike, and wait for the next run once their lease ends. */
export async function retryNotifications(deps: NotificationDeps, options: Partial<ClaimOptions> = {}) {
  const report = { attempted: 0, sent: 0, failed: 0 }
  const tally = (delivery: Delivery, count: number) => {
    report.attempted += count
    report[delivery === 'sent' ? 'sent' : 'failed'] += count
    return delivery !== 'unsent'
  }
  const held = await deps.store.claimHeld({ limit: digestLimit, ignoreSchedule: options.ignoreSchedule })
  const digest = (undelivered: UndeliveredEnquiry[]) => composeDigestEmail(held, deps.mail, undelivered)
  if (held.length > 0 && !tally(await deliver(deps, held, digest), held.length)) return report
  for (const enquiry of await deps.store.claimNotifications({ ...options, limit: options.limit ?? 100 }))
    if (!tally(await deliverNotification(deps, enquiry), 1)) break
  return report
}
