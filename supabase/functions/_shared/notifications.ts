// Sending the owner's notification for a stored enquiry, and the retry job for those not yet sent.
// A send that fails leaves the enquiry stored and pending: nothing a visitor sent is lost.
import type { EnquiryConfig } from './enquiry-config.ts'
import type { ClaimOptions, EnquiryStore, StoredEnquiry } from './enquiry-store.ts'
import type { Mailer } from './mailers.ts'
import { composeNotificationEmail } from './notification-email.ts'

export interface Logger {
  info(message: string, details?: Record<string, unknown>): void
  error(message: string, details?: Record<string, unknown>): void
}

export const consoleLogger: Logger = {
  info: (message, details) => console.info(message, details ?? ''),
  error: (message, details) => console.error(message, details ?? ''),
}

export interface NotificationDeps {
  store: EnquiryStore
  mailer: Mailer
  mail: EnquiryConfig['mail']
  log?: Logger
  /** The most one send may take, whatever the mail service does; the default suits production. */
  sendTimeoutMs?: number
}

/**
 * The ceiling on one send, above the mailers' own connection and greeting timeouts, for a service
 * that accepts and then trickles. A send cut off here may still arrive; the retry then sends it
 * again, and the email API drops the repeat by its idempotency key.
 */
export const sendTimeoutMs = 30_000

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`The mail service did not answer within ${ms / 1000} s`)), ms)))
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** Sends one enquiry's notification and records the outcome. Never throws. */
export async function deliverNotification(deps: NotificationDeps, enquiry: StoredEnquiry): Promise<boolean> {
  const log = deps.log ?? consoleLogger
  // Enquiries whose own notification was given up on ride along, so the owner hears of them.
  const undelivered = await deps.store.unreportedFailures().catch(() => [])
  try {
    await withTimeout(deps.mailer.send(composeNotificationEmail(enquiry, deps.mail, undelivered)), deps.sendTimeoutMs ?? sendTimeoutMs)
  } catch (error) {
    const reason = reasonOf(error)
    log.error('Notification not sent; the enquiry stays pending for the retry job', { id: enquiry.id, mailer: deps.mailer.name, reason })
    await deps.store.markFailed(enquiry.id, reason).catch((storeError: unknown) =>
      log.error('Could not record the failed notification', { id: enquiry.id, reason: reasonOf(storeError) }),
    )
    return false
  }
  // If this update fails the notification was still sent; the retry job may send it once more,
  // which the mail service's idempotency key (and the stable Message-ID) let it drop.
  await deps.store.markSent(enquiry.id, undelivered.map((earlier) => earlier.id)).catch((error: unknown) =>
    log.error('Notification sent but not recorded as sent', { id: enquiry.id, reason: reasonOf(error) }),
  )
  return true
}

export interface RetryReport {
  attempted: number
  sent: number
  failed: number
}

/**
 * Sends the notifications that are due (the scheduled job), or every pending one now
 * (`ignoreSchedule`, the owner's command), oldest first and one at a time so that a struggling
 * mail service is not flooded.
 */
export async function retryNotifications(deps: NotificationDeps, options: Partial<ClaimOptions> = {}): Promise<RetryReport> {
  const claimed = await deps.store.claimNotifications({ ...options, limit: options.limit ?? 100 })
  const report: RetryReport = { attempted: claimed.length, sent: 0, failed: 0 }
  for (const enquiry of claimed) {
    if (await deliverNotification(deps, enquiry)) report.sent += 1
    else report.failed += 1
  }
  return report
}
