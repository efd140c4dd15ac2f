// GET {base}/health, for an uptime monitor and `npm run check:deployed` (docs/enquiries.md, "The call"). Stores and
// sends nothing.
import type { Context } from 'hono'
import { clientAddress } from './client-address.ts'
import type { EnquiryConfig } from './enquiry-config.ts'
import { type EnquiryStore, type NotificationHealth, overdueMinutes } from './enquiry-store.ts'
import { redactSecrets } from './redact.ts'

/** How long a caller is asked to wait when the database cannot be reached (a restart takes seconds). */
export const unavailableRetryAfterSeconds = 10

/** Why the owner is not hearing of enquiries, in words for the owner; undefined when all is well. */
function notificationProblem({ unsent, failing, overdue, untold, lastError }: NotificationHealth): string | undefined {
  const count = `${unsent} acknowledged enquir${unsent === 1 ? 'y is' : 'ies are'} not yet emailed to the owner`
  if (failing > 0 || overdue > 0) {
    const why =
      failing > 0
        ? `the mail service did not take the last one (${lastError ?? 'no reason given'})`
        : `${overdue} ha${overdue === 1 ? 's' : 've'} waited over ${overdueMinutes} minutes: is the retry job running?`
    return redactSecrets(`${count}; ${why}. They are sent by the next retry once this is fixed.`).slice(0, 500)
  }
  if (untold > 0)
    return (
      `${untold} enquir${untold === 1 ? 'y' : 'ies'} could not be emailed (the mail service refused the message) ` +
      'and no email has named it yet: see the failed ones in the table. The next email sent names them.'
    )
  return undefined
}

export const healthRoute =
  (config: EnquiryConfig, store: EnquiryStore) => async (c: Context<{ Bindings: { socketAddress?: string } }>) => {
    const source = config.clientAddress.header ?? 'socket'
    const seen = clientAddress(config.clientAddress, c.req.raw.headers, c.env?.socketAddress) !== undefined
    c.header('Cache-Control', 'no-store')
    const state = await Promise.all([
      store.notificationHealth(config.rateLimit.windowSeconds),
      store.jobs(),
      store.encrypted(),
    ]).catch(() => undefined)
    if (state === undefined) {
      c.header('Retry-After', String(unavailableRetryAfterSeconds))
      return c.json({ database: 'unavailable', clientAddress: { source, seen } }, 503)
    }
    const [notifications, jobs, encrypted] = state
    const reason = notificationProblem(notifications)
    return c.json(
      {
        database: 'ok',
        databaseTls: encrypted,
        notifications: { ok: reason === undefined, reason, unsent: notifications.unsent },
        clientAddress: { source, seen },
        jobs: jobs.map(({ job, lastRunAt, lastStatus }) => ({ job, lastRunAt, lastStatus })),
      },
      reason === undefined ? 200 : 503,
    )
  }
