// The send-contact-email function over Web Request/Response, database and mailer injected: Supabase runs it under
// Deno (send-contact-email/index.ts), the local stack under Node. {base} is /send-contact-email on Supabase,
// /functions/v1/send-contact-email locally.
// POST {base}: an enquiry, as JSON or as a form posted without JavaScript; OPTIONS {base}: CORS preflight;
// POST {base}/retry: the scheduled retry (Bearer ENQUIRY_JOBS_SECRET); GET {base}/health: whether the database
// answers, the owner's notifications go out and the visitor's address arrives (never the address), for an uptime
// monitor (503 when not) and `npm run check:deployed`.
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import type { WaitUntil } from './graceful-stop.ts'
import { clientAddress, hashClientBucket, rateLimitBuckets, secretsMatch, sha256Hex } from './client-address.ts'
import * as protocol from './enquiry-protocol.ts'
import { enquirySchema, type ContactEnquiry } from './enquiry-schema.ts'
import type { EnquiryConfig } from './enquiry-config.ts'
import { type NotificationHealth, overdueMinutes, type SubmitOutcome } from './enquiry-store.ts'
import { redactSecrets } from './redact.ts'
import {
  consoleLogger,
  deliverNotification,
  type NotificationDeps,
  reasonOf,
  retryNotifications,
} from './notifications.ts'

/** Far above the largest valid enquiry (about 1,400 characters, percent-encoded at worst). */
export const maxBodyBytes = 32 * 1024

/** Request headers the site may send: supabase-js's own, and the idempotency key. */
const allowedRequestHeaders = 'authorization, apikey, content-type, x-client-info, x-region, idempotency-key'

/** The socket peer's address as the runtime knows it: the visitor, or the proxy in front. */
type ConnectionInfo = { socketAddress?: string }

export type ContactHandler = (request: Request, connection?: ConnectionInfo) => Promise<Response>

type FieldIssue = { field: string; message: string }

/** The `reason` the error page is given for a form posted without JavaScript. */
const errorReason = (status: number) =>
  status === 413 ? 'too-large' : status === 429 ? 'rate-limited' : status >= 500 ? 'unavailable' : 'invalid'

/** A body that cannot be read as an enquiry: 400, naming the field (`cause`) where there is one. */
const badRequest = (message: string, field?: string) => new HTTPException(400, { message, cause: field })

const enquiryFields = ['name', 'email', 'phone', 'subject', 'message']

const idempotencyKeyPattern = /^[\x21-\x7e]{8,255}$/
/** The prefix of the keys the function makes for submissions without one; a client may not use it. */
const implicitKeyPrefix = 'auto:'
/** Fields the error page may be told about; any other name stays out of the redirect. */
const reportableFields = new Set<string>([...enquiryFields, protocol.consentField, protocol.idempotencyKeyField])

const mediaType = (request: Request) => (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()

const isFormPost = (request: Request) =>
  ['application/x-www-form-urlencoded', 'multipart/form-data'].includes(mediaType(request))

/** A browser's form post (JavaScript off) gets redirects; a script asking for JSON gets JSON. */
function wantsRedirect(request: Request): boolean {
  const accept = request.headers.get('accept') ?? ''
  return isFormPost(request) && !(accept.includes('application/json') && !accept.includes('text/html'))
}

async function readFields(request: Request): Promise<Record<string, unknown>> {
  const type = mediaType(request)
  if (type === 'application/json') {
    const value: unknown = await request.json().catch(() => {
      throw badRequest('The request body is not valid JSON')
    })
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      throw badRequest('Send the enquiry as a JSON object')
    return value as Record<string, unknown>
  }
  let entries: Iterable<[string, FormDataEntryValue]>
  try {
    entries = type === 'multipart/form-data' ? await request.formData() : new URLSearchParams(await request.text())
  } catch {
    throw badRequest('The form data could not be read')
  }
  const fields: Record<string, unknown> = {}
  for (const [key, value] of entries) {
    if (typeof value !== 'string') throw badRequest('Files cannot be attached to an enquiry', key)
    if (Object.hasOwn(fields, key)) throw badRequest(`The field "${key}" was sent more than once`, key)
    fields[key] = value
  }
  return fields
}

function take(fields: Record<string, unknown>, name: string): unknown {
  const value = fields[name]
  delete fields[name]
  return value
}

const isFilled = (value: unknown) =>
  value !== undefined && value !== null && value !== false && String(value).trim() !== ''

/** Validates with the shared schema, one issue a field (so at most one for each of the form's fields, and one for
 * all unknown fields). zod reports them in the schema's field order (the form's), unknown fields last. */
function validateEnquiry(fields: Record<string, unknown>) {
  const input = { ...fields }
  // Missing reads as empty, so the visitor sees the form's own message ("at least 2 characters").
  for (const field of enquiryFields) input[field] ??= field === 'phone' ? undefined : ''
  const result = enquirySchema.safeParse(input)
  const issues: FieldIssue[] = []
  for (const issue of result.error?.issues ?? []) {
    if (issue.code === 'unrecognized_keys') {
      // One issue for them all, whatever their number: a 400 stays small, and names each field once.
      const [first, ...others] = issue.keys
      issues.push({
        field: first!,
        message: others.length === 0 ? 'Unknown field' : `Unknown field, and ${others.length} more`,
      })
      continue
    }
    const field = String(issue.path[0])
    if (issues.some((known) => known.field === field)) continue
    const label = field === 'phone' ? 'Phone number' : field[0]!.toUpperCase() + field.slice(1)
    const notText = issue.code === 'invalid_type' && field !== 'subject'
    issues.push({ field, message: notText ? `${label} must be text` : issue.message })
  }
  return { enquiry: result.data, issues }
}

/** Identifies the content of a submission, to tell a repeat from a reused key. */
const enquiryFingerprint = (enquiry: ContactEnquiry) =>
  sha256Hex(JSON.stringify([enquiry.name, enquiry.email, enquiry.phone ?? '', enquiry.subject, enquiry.message]))

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

/** How long a visitor is asked to wait when the database cannot be reached (a restart takes seconds). */
const unavailableRetryAfterSeconds = 10

/** Whether a POST comes from a page of the site. Every browser sends Origin on a POST; only a form posted without
 * JavaScript under a strict privacy setting may send just the Referer. Scripts that send neither are refused: the
 * function serves the site's visitors, not other programs. */
function fromSite(request: Request, allowedOrigins: ReadonlySet<string>): boolean {
  const origin = request.headers.get('origin')
  if (origin !== null) return allowedOrigins.has(origin)
  if (!isFormPost(request)) return false
  try {
    return allowedOrigins.has(new URL(request.headers.get('referer') ?? '').origin)
  } catch {
    return false
  }
}

/** `waitUntil` keeps the notification running after the answer: EdgeRuntime.waitUntil on Supabase, graceful-stop.ts
 * elsewhere. `now` is the clock of the rate limit's windows and of the ten-minute buckets of implicit keys (Date.now
 * unless given): a test that counts within one window holds it still, so a window's end cannot fall inside it. */
export function createContactHandler(
  deps: Omit<NotificationDeps, 'mail'> & { config: EnquiryConfig; waitUntil: WaitUntil; now?: () => number },
): ContactHandler {
  const { config, store } = deps
  const now = deps.now ?? Date.now
  const log = deps.log ?? consoleLogger
  const notificationDeps: NotificationDeps = { ...deps, mail: config.mail, log }
  const app = new Hono<{ Bindings: ConnectionInfo }>({ strict: false })
  const source = config.clientAddress.header ?? 'socket'

  // Always to the configured site origin: never to a URL taken from the request.
  const redirectTo = (c: Context, path: string, params?: Record<string, string | undefined>) => {
    const url = new URL(path, config.siteOrigin)
    for (const [name, value] of Object.entries(params ?? {})) if (value !== undefined) url.searchParams.set(name, value)
    return c.redirect(url.href, 303)
  }

  const fail = (
    c: Context,
    status: HTTPException['status'],
    error: string,
    { field, issues, retryAfterSeconds }: { field?: string; issues?: FieldIssue[]; retryAfterSeconds?: number } = {},
  ): Response => {
    if (retryAfterSeconds !== undefined) c.header('Retry-After', String(retryAfterSeconds))
    c.header('Cache-Control', 'no-store')
    if (status !== 403 && wantsRedirect(c.req.raw)) {
      const reportable = field !== undefined && reportableFields.has(field) ? field : undefined
      return redirectTo(c, protocol.errorPath, { reason: errorReason(status), field: reportable })
    }
    // JSON leaves out the members that are undefined.
    return c.json({ error, field, issues }, status)
  }

  const succeed = (c: Context, id: string, replayed = false): Response => {
    if (replayed) c.header('Idempotent-Replayed', 'true')
    c.header('Cache-Control', 'no-store')
    if (wantsRedirect(c.req.raw)) return redirectTo(c, protocol.thankYouPath)
    return c.json({ ok: true, id }, 200)
  }

  const methodNotAllowed = (allow: string) => (c: Context) => {
    c.header('Allow', allow)
    c.header('Cache-Control', 'no-store')
    return c.json({ error: `Method ${c.req.method} is not allowed` }, 405)
  }

  // CORS on every answer, errors included, for the configured origins only. Any other origin is refused outright: a
  // cross-site form post gets no preflight, so leaving out CORS headers would not stop another site posting enquiries.
  app.use('*', async (c, next) => {
    // Every answer is JSON or a redirect: never to be sniffed into something a browser would run.
    c.header('X-Content-Type-Options', 'nosniff')
    const origin = c.req.header('origin')
    const allowed = origin !== undefined && config.allowedOrigins.has(origin)
    if (origin !== undefined && !allowed) {
      c.header('Vary', 'Origin')
      return fail(c, 403, 'This origin may not send enquiries')
    }
    await next()
    c.res.headers.append('Vary', 'Origin')
    if (allowed) {
      c.res.headers.set('Access-Control-Allow-Origin', origin)
      c.res.headers.set('Access-Control-Expose-Headers', 'Retry-After, Idempotent-Replayed')
    }
  })

  const preflight = (c: Context) => {
    c.header('Access-Control-Allow-Methods', 'POST, OPTIONS')
    c.header('Access-Control-Allow-Headers', allowedRequestHeaders)
    c.header('Access-Control-Max-Age', '7200')
    c.header('Allow', 'POST, OPTIONS')
    return c.body(null, 204)
  }

  const retryJob = async (c: Context) => {
    const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1]
    if (config.jobsSecret === undefined) return c.json({ error: 'Not found' }, 404)
    if (given === undefined || !(await secretsMatch(given, config.jobsSecret)))
      return c.json({ error: 'Unauthorised' }, 401)
    return c.json(await retryNotifications(notificationDeps), 200)
  }

  // For an uptime monitor and `npm run check:deployed`: 503 while the database does not answer, or while the owner is
  // not hearing of enquiries (a send failed for a reason that is not about one message, or one has waited unsent
  // longer than an hour), with the reason and no secret; whether the platform passes the visitor's address on (else
  // everyone shares one rate-limit bucket), never the address itself; and the scheduled jobs. Stores and sends nothing.
  const health = async (c: Context) => {
    const seen = clientAddress(config.clientAddress, c.req.raw.headers, c.env?.socketAddress) !== undefined
    c.header('Cache-Control', 'no-store')
    const state = await Promise.all([store.notificationHealth(config.rateLimit.windowSeconds), store.jobs()]).catch(
      () => undefined,
    )
    if (state === undefined) {
      c.header('Retry-After', String(unavailableRetryAfterSeconds))
      return c.json({ database: 'unavailable', clientAddress: { source, seen } }, 503)
    }
    const [notifications, jobs] = state
    const reason = notificationProblem(notifications)
    return c.json(
      {
        database: 'ok',
        notifications: { ok: reason === undefined, reason, unsent: notifications.unsent },
        clientAddress: { source, seen },
        jobs: jobs.map(({ job, lastRunAt, lastStatus }) => ({ job, lastRunAt, lastStatus })),
      },
      reason === undefined ? 200 : 503,
    )
  }

  const submit = [
    bodyLimit({
      maxSize: maxBodyBytes,
      onError: (c) => fail(c, 413, `The enquiry is too large (at most ${maxBodyBytes / 1024} KB)`),
    }),
    async (c: Context) => {
      const request = c.req.raw
      if (!fromSite(request, config.allowedOrigins)) return fail(c, 403, 'Enquiries are accepted from the website only')
      if (mediaType(request) !== 'application/json' && !isFormPost(request))
        return fail(c, 415, 'Send the enquiry as JSON or as a form')

      const fields = await readFields(request)
      const honeypot = take(fields, protocol.honeypotField)
      const keyFromField = take(fields, protocol.idempotencyKeyField)
      const consent = isFormPost(request) ? take(fields, protocol.consentField) : undefined
      if (isFilled(honeypot)) {
        // Looks like any success, so the bot learns nothing; nothing is stored or sent.
        log.info('Honeypot filled: submission dropped')
        return succeed(c, crypto.randomUUID())
      }

      const { enquiry, issues } = validateEnquiry(fields)
      // The JSON call never sends the consent tick: consent is checked on the form.
      if (isFormPost(request) && !isFilled(consent))
        issues.push({ field: protocol.consentField, message: 'You must accept the privacy policy' })
      const [first] = issues
      if (first !== undefined || enquiry === undefined)
        return fail(c, 400, first!.message, { field: first!.field, issues })

      const keyIsText = keyFromField === undefined || keyFromField === null || typeof keyFromField === 'string'
      const givenKey =
        c.req.header(protocol.idempotencyKeyHeader)?.trim() || (keyIsText && keyFromField?.trim()) || undefined
      const keyProblem = !keyIsText
        ? 'The idempotency key must be text'
        : givenKey !== undefined && !idempotencyKeyPattern.test(givenKey)
          ? 'The idempotency key must be 8 to 255 visible ASCII characters'
          : givenKey?.toLowerCase().startsWith(implicitKeyPrefix)
            ? `The idempotency key must not start with "${implicitKeyPrefix}"`
            : undefined
      if (keyProblem !== undefined) return fail(c, 400, keyProblem, { field: protocol.idempotencyKeyField })
      const fingerprint = await enquiryFingerprint(enquiry)
      // Without a key, ten-minute buckets: a double-posted form still stores once.
      const bucketOfTime = Math.floor(now() / (10 * 60 * 1000))
      const idempotencyKey = givenKey ?? `${implicitKeyPrefix}${fingerprint.slice(0, 32)}:${bucketOfTime}`

      const address = clientAddress(config.clientAddress, request.headers, c.env?.socketAddress)
      if (address === undefined)
        log.error('No client address from the configured source: counted in the shared bucket', { source })
      const buckets = rateLimitBuckets(address, config.rateLimit)
      // Fixed windows on the function's clock (NTP-synchronised on every platform): the window is
      // part of the hashed key, so it must be known before the database is asked.
      const { rateLimit } = config
      const windowStart = Math.floor(now() / 1000 / rateLimit.windowSeconds) * rateLimit.windowSeconds

      let outcome: SubmitOutcome
      try {
        const clientCounters = await Promise.all(
          buckets.map(async ({ bucket, max }) => ({
            hash: await hashClientBucket(rateLimit.salt, windowStart, bucket),
            max,
          })),
        )
        outcome = await store.submit({ enquiry, idempotencyKey, fingerprint, clientCounters, windowStart, rateLimit })
      } catch (error) {
        // The database is restarting or out of reach: nothing was acknowledged, and the same
        // submission (its idempotency key) may be sent again once it is back.
        log.error('Enquiry not stored', { reason: reasonOf(error) })
        return fail(c, 503, 'Your enquiry could not be saved just now. Please try again in a moment.', {
          retryAfterSeconds: unavailableRetryAfterSeconds,
        })
      }

      switch (outcome.outcome) {
        case 'created':
          // Committed: answer now and notify after, so the visitor never waits for the mail service (a
          // failed send stays pending for the retry). A held one waits for its window's digest.
          if (!outcome.held) deps.waitUntil(deliverNotification(notificationDeps, outcome.enquiry))
          return succeed(c, outcome.enquiry.id)
        case 'replayed':
          return succeed(c, outcome.id, true)
        case 'key-reused':
          return fail(c, 422, 'This idempotency key was already used for a different enquiry', {
            field: protocol.idempotencyKeyField,
          })
        case 'rate-limited': {
          const why = outcome.global
            ? 'We are receiving too many enquiries right now'
            : 'Too many enquiries from your connection'
          return fail(c, 429, `${why}. Please try again later.`, { retryAfterSeconds: outcome.retryAfterSeconds })
        }
      }
    },
  ] as const

  const paths = (suffix: string) =>
    ['', '/functions/v1'].map((prefix) => `${prefix}/${protocol.contactFunctionName}${suffix}`)
  app.on('OPTIONS', [...paths(''), ...paths('/retry')], preflight)
  app.on('POST', paths(''), ...submit)
  app.on('POST', paths('/retry'), retryJob)
  app.on('GET', paths('/health'), health)
  // Registered last: they answer only the methods the routes above do not.
  app.on('ALL', [...paths(''), ...paths('/retry')], methodNotAllowed('POST, OPTIONS'))
  app.on('ALL', paths('/health'), methodNotAllowed('GET'))
  app.notFound((c) => c.json({ error: 'Not found' }, 404))
  app.onError((error, c) => {
    if (error instanceof HTTPException)
      return fail(c, error.status, error.message, { field: error.cause as string | undefined })
    log.error('Unexpected error', { reason: reasonOf(error) })
    return fail(c, 500, 'Something went wrong. Please try again later.')
  })

  return async (request, connection = {}) => app.fetch(request, connection)
}
