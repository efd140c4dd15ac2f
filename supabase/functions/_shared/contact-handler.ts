// The send-contact-email function over Web Request/Response, with its database and mailer
// injected: Supabase runs it under Deno (send-contact-email/index.ts), the local stack under Node.
//
// POST   {base}           an enquiry, as JSON or as a form posted without JavaScript
// OPTIONS {base}          CORS preflight, for the configured site origins only
// POST   {base}/retry     the scheduled retry of unsent notifications (Bearer ENQUIRY_JOBS_SECRET)
// GET    {base}/health    whether the database answers and the visitor's address arrives (never the address)
// where {base} is /send-contact-email on Supabase and /functions/v1/send-contact-email locally.
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { WaitUntil } from './background-tasks.ts'
import {
  clientAddress,
  hashClientBucket,
  rateLimitBucket,
  secretsMatch,
  sha256Hex,
  unattributedBucket,
} from './client-address.ts'
import {
  consentField,
  contactFunctionName,
  errorPath,
  honeypotField,
  idempotencyKeyField,
  idempotencyKeyHeader,
  thankYouPath,
} from './contact-protocol.ts'
import { contactSchema, type ContactEnquiry } from './contact-schema.ts'
import type { EnquiryConfig } from './enquiry-config.ts'
import type { SubmitOutcome } from './enquiry-store.ts'
import { consoleLogger, deliverNotification, retryNotifications, type NotificationDeps } from './notifications.ts'

/** Far above the largest valid enquiry (about 1,400 characters, percent-encoded at worst). */
export const maxBodyBytes = 32 * 1024

/** Request headers the site may send: supabase-js's own, and the idempotency key. */
const allowedRequestHeaders = [
  'authorization',
  'apikey',
  'content-type',
  'x-client-info',
  'x-region',
  'idempotency-key',
]
const exposedHeaders = ['Retry-After', 'Idempotent-Replayed']

export interface ConnectionInfo {
  /** The address of the socket's peer, as the runtime knows it: the visitor, or the proxy in front. */
  socketAddress?: string
}

export type ContactHandler = (request: Request, connection?: ConnectionInfo) => Promise<Response>

export interface ContactHandlerDeps extends Omit<NotificationDeps, 'mail'> {
  config: EnquiryConfig
  /**
   * Keeps the notification running after the visitor has been answered: EdgeRuntime.waitUntil on
   * Supabase, the local stack's tracker (background-tasks.ts) elsewhere.
   */
  waitUntil: WaitUntil
}

export interface FieldIssue {
  field: string
  message: string
}

/** Why a form post without JavaScript was sent to the error page (its `reason` parameter). */
type ErrorReason = 'invalid' | 'too-large' | 'rate-limited' | 'unavailable'

interface Problem {
  status: 400 | 403 | 413 | 415 | 422 | 429 | 500 | 503
  error: string
  reason: ErrorReason
  field?: string
  issues?: FieldIssue[]
  retryAfterSeconds?: number
}

class BadRequest extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message)
  }
}

const enquiryFields = ['name', 'email', 'phone', 'subject', 'message'] as const
type EnquiryField = (typeof enquiryFields)[number]
const fieldLabels: Record<EnquiryField, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone number',
  subject: 'Subject',
  message: 'Message',
}
const isEnquiryField = (field: unknown): field is EnquiryField => enquiryFields.includes(field as EnquiryField)

const idempotencyKeyPattern = /^[\x21-\x7e]{8,255}$/
/** The prefix of the keys the function makes for submissions without one; a client may not use it. */
const implicitKeyPrefix = 'auto:'
/** Fields the error page may be told about; any other name stays out of the redirect. */
const reportableFields = new Set<string>([...enquiryFields, consentField, idempotencyKeyField])

function mediaType(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
}

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
    let value: unknown
    try {
      value = JSON.parse(await request.text())
    } catch {
      throw new BadRequest('The request body is not valid JSON')
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      throw new BadRequest('Send the enquiry as a JSON object')
    return value as Record<string, unknown>
  }
  let entries: Iterable<[string, FormDataEntryValue]>
  try {
    entries = type === 'multipart/form-data' ? await request.formData() : new URLSearchParams(await request.text())
  } catch {
    throw new BadRequest('The form data could not be read')
  }
  const fields: Record<string, unknown> = {}
  for (const [key, value] of entries) {
    if (typeof value !== 'string') throw new BadRequest('Files cannot be attached to an enquiry', key)
    if (Object.hasOwn(fields, key)) throw new BadRequest(`The field "${key}" was sent more than once`, key)
    fields[key] = value
  }
  return fields
}

/** Removes a control field from the submitted fields and returns its value. */
function take(fields: Record<string, unknown>, name: string): unknown {
  const value = fields[name]
  delete fields[name]
  return value
}

const isFilled = (value: unknown) =>
  value !== undefined && value !== null && value !== false && String(value).trim() !== ''

/** Validates with the shared schema; the issues come back in the form's field order. */
function validateEnquiry(fields: Record<string, unknown>): { enquiry: ContactEnquiry } | { issues: FieldIssue[] } {
  const input: Record<string, unknown> = { ...fields }
  const issues: FieldIssue[] = []
  for (const field of enquiryFields) {
    const value = input[field]
    // Missing reads as empty, so the visitor sees the form's own message ("at least 2 characters").
    if (value === undefined || value === null) {
      if (field === 'phone') delete input[field]
      else input[field] = ''
    }
  }
  const result = contactSchema.safeParse(input)
  if (result.success && issues.length === 0) return { enquiry: result.data }
  for (const issue of result.error?.issues ?? []) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) issues.push({ field: key, message: `Unknown field "${key}"` })
      continue
    }
    const field = issue.path[0]
    if (!isEnquiryField(field) || issues.some((known) => known.field === field)) continue
    issues.push({
      field,
      message:
        issue.code === 'invalid_type' && field !== 'subject' ? `${fieldLabels[field]} must be text` : issue.message,
    })
  }
  const order = (issue: FieldIssue) =>
    isEnquiryField(issue.field) ? enquiryFields.indexOf(issue.field) : enquiryFields.length
  return { issues: issues.sort((a, b) => order(a) - order(b)) }
}

/** Identifies the content of a submission, to tell a repeat from a reused key. */
export function enquiryFingerprint(enquiry: ContactEnquiry): Promise<string> {
  return sha256Hex(JSON.stringify([enquiry.name, enquiry.email, enquiry.phone ?? '', enquiry.subject, enquiry.message]))
}

/** How long a visitor is asked to wait when the database cannot be reached (a restart takes seconds). */
export const unavailableRetryAfterSeconds = 10

/**
 * Whether a POST comes from a page of the site. Every browser sends Origin on a POST; only a
 * form posted without JavaScript under a strict privacy setting may send just the Referer.
 * Scripts that send neither are refused: the function serves the site's visitors, not other programs.
 */
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

/** Ten-minute buckets for submissions that bring no key: a double-posted form still stores once. */
const implicitKeyBucketMs = 10 * 60 * 1000

export function createContactHandler(deps: ContactHandlerDeps): ContactHandler {
  const { config, store } = deps
  const log = deps.log ?? consoleLogger
  const notificationDeps: NotificationDeps = {
    store,
    mailer: deps.mailer,
    mail: config.mail,
    log,
    sendTimeoutMs: deps.sendTimeoutMs,
  }
  const app = new Hono<{ Bindings: ConnectionInfo }>({ strict: false })
  const base = [`/${contactFunctionName}`, `/functions/v1/${contactFunctionName}`]

  // Always to the configured site origin: never to a URL taken from the request.
  const redirectTo = (c: Context, path: string, params?: Record<string, string | undefined>) => {
    const url = new URL(path, config.siteOrigin)
    for (const [name, value] of Object.entries(params ?? {})) if (value !== undefined) url.searchParams.set(name, value)
    c.header('Cache-Control', 'no-store')
    return c.redirect(url.href, 303)
  }

  const fail = (c: Context, problem: Problem): Response => {
    if (problem.retryAfterSeconds !== undefined) c.header('Retry-After', String(problem.retryAfterSeconds))
    if (problem.status !== 403 && wantsRedirect(c.req.raw)) {
      const field = problem.field !== undefined && reportableFields.has(problem.field) ? problem.field : undefined
      return redirectTo(c, errorPath, { reason: problem.reason, field })
    }
    c.header('Cache-Control', 'no-store')
    const body: Record<string, unknown> = { error: problem.error }
    if (problem.field !== undefined) body.field = problem.field
    if (problem.issues !== undefined) body.issues = problem.issues
    return c.json(body, problem.status)
  }

  const succeed = (c: Context, id: string, replayed = false): Response => {
    if (replayed) c.header('Idempotent-Replayed', 'true')
    if (wantsRedirect(c.req.raw)) return redirectTo(c, thankYouPath)
    c.header('Cache-Control', 'no-store')
    return c.json({ ok: true, id }, 200)
  }

  const methodNotAllowed = (allow: string) => (c: Context) => {
    c.header('Allow', allow)
    c.header('Cache-Control', 'no-store')
    return c.json({ error: `Method ${c.req.method} is not allowed` }, 405)
  }

  // CORS on every answer, errors included, for the configured origins only. A request from any
  // other origin is refused outright: a cross-site form post gets no preflight, so omitting the
  // CORS headers alone would not stop another site posting enquiries through its visitors.
  app.use('*', async (c, next) => {
    // Every answer is JSON or a redirect: never to be sniffed into something a browser would run.
    c.header('X-Content-Type-Options', 'nosniff')
    const origin = c.req.header('origin')
    const allowed = origin !== undefined && config.allowedOrigins.has(origin)
    if (origin !== undefined && !allowed) {
      c.header('Vary', 'Origin')
      return fail(c, { status: 403, error: 'This origin may not send enquiries', reason: 'invalid' })
    }
    await next()
    c.res.headers.append('Vary', 'Origin')
    if (allowed) {
      c.res.headers.set('Access-Control-Allow-Origin', origin)
      c.res.headers.set('Access-Control-Expose-Headers', exposedHeaders.join(', '))
    }
  })

  const preflight = (c: Context) => {
    c.header('Access-Control-Allow-Methods', 'POST, OPTIONS')
    c.header('Access-Control-Allow-Headers', allowedRequestHeaders.join(', '))
    c.header('Access-Control-Max-Age', '7200')
    c.header('Allow', 'POST, OPTIONS')
    return c.body(null, 204)
  }

  const retryJob = [
    async (c: Context, next: () => Promise<void>) => {
      const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1]
      if (config.jobsSecret === undefined) return c.json({ error: 'Not found' }, 404)
      if (given === undefined || !(await secretsMatch(given, config.jobsSecret)))
        return c.json({ error: 'Unauthorised' }, 401)
      return next()
    },
    async (c: Context) => c.json(await retryNotifications(notificationDeps), 200),
  ] as const

  // For `npm run check:deployed`: proves after a deploy that the platform passes the visitor's
  // address on (else everyone shares one rate-limit bucket), without revealing it, and that the
  // database answers. Sends nothing and stores nothing.
  const health = async (c: Context) => {
    const database = await store.ping().then(
      () => 'ok' as const,
      () => 'unavailable' as const,
    )
    const source = config.clientAddress.header ?? 'socket'
    const seen = clientAddress(config.clientAddress, c.req.raw.headers, c.env?.socketAddress) !== undefined
    c.header('Cache-Control', 'no-store')
    if (database !== 'ok') c.header('Retry-After', String(unavailableRetryAfterSeconds))
    return c.json({ database, clientAddress: { source, seen } }, database === 'ok' ? 200 : 503)
  }

  const submit = [
    bodyLimit({
      maxSize: maxBodyBytes,
      onError: (c) =>
        fail(c, {
          status: 413,
          error: `The enquiry is too large (at most ${maxBodyBytes / 1024} KB)`,
          reason: 'too-large',
        }),
    }),
    async (c: Context) => {
      const request = c.req.raw
      if (!fromSite(request, config.allowedOrigins)) {
        return fail(c, { status: 403, error: 'Enquiries are accepted from the website only', reason: 'invalid' })
      }
      if (mediaType(request) !== 'application/json' && !isFormPost(request)) {
        return fail(c, { status: 415, error: 'Send the enquiry as JSON or as a form', reason: 'invalid' })
      }

      let fields: Record<string, unknown>
      try {
        fields = await readFields(request)
      } catch (error) {
        if (!(error instanceof BadRequest)) throw error
        return fail(c, { status: 400, error: error.message, field: error.field, reason: 'invalid' })
      }

      const honeypot = take(fields, honeypotField)
      const keyFromField = take(fields, idempotencyKeyField)
      const consent = isFormPost(request) ? take(fields, consentField) : undefined
      if (isFilled(honeypot)) {
        // Looks like any success, so the bot learns nothing; nothing is stored or sent.
        log.info('Honeypot filled: submission dropped')
        return succeed(c, crypto.randomUUID())
      }

      const validation = validateEnquiry(fields)
      const issues = 'issues' in validation ? validation.issues : []
      // Consent is ticked on the form only, so it arrives only with a form post; the JSON call never sends it.
      if (isFormPost(request) && !isFilled(consent))
        issues.push({ field: consentField, message: 'You must accept the privacy policy' })
      if (issues.length > 0 || !('enquiry' in validation)) {
        const [first] = issues
        return fail(c, { status: 400, error: first!.message, field: first!.field, issues, reason: 'invalid' })
      }
      const { enquiry } = validation

      if (keyFromField !== undefined && keyFromField !== null && typeof keyFromField !== 'string') {
        return fail(c, {
          status: 400,
          error: 'The idempotency key must be text',
          field: idempotencyKeyField,
          reason: 'invalid',
        })
      }
      const headerKey = c.req.header(idempotencyKeyHeader)?.trim()
      const givenKey = headerKey || keyFromField?.trim() || undefined
      if (givenKey !== undefined && !idempotencyKeyPattern.test(givenKey)) {
        return fail(c, {
          status: 400,
          error: 'The idempotency key must be 8 to 255 visible ASCII characters',
          field: idempotencyKeyField,
          reason: 'invalid',
        })
      }
      if (givenKey?.toLowerCase().startsWith(implicitKeyPrefix)) {
        return fail(c, {
          status: 400,
          error: `The idempotency key must not start with "${implicitKeyPrefix}"`,
          field: idempotencyKeyField,
          reason: 'invalid',
        })
      }
      const fingerprint = await enquiryFingerprint(enquiry)
      const idempotencyKey =
        givenKey ?? `${implicitKeyPrefix}${fingerprint.slice(0, 32)}:${Math.floor(Date.now() / implicitKeyBucketMs)}`

      const address = clientAddress(config.clientAddress, request.headers, c.env?.socketAddress)
      const bucket = rateLimitBucket(address)
      if (bucket === unattributedBucket) {
        log.error('No client address from the configured source: counted in the shared bucket', {
          source: config.clientAddress.header ?? 'socket',
        })
      }
      // Fixed windows on the function's clock (NTP-synchronised on every platform): the window is
      // part of the hashed key, so it must be known before the database is asked.
      const { windowSeconds } = config.rateLimit
      const windowStart = Math.floor(Date.now() / 1000 / windowSeconds) * windowSeconds

      let outcome: SubmitOutcome
      try {
        outcome = await store.submit({
          enquiry,
          idempotencyKey,
          fingerprint,
          clientHash: await hashClientBucket(config.rateLimit.salt, windowStart, bucket),
          windowStart,
          rateLimit: config.rateLimit,
        })
      } catch (error) {
        // The database is restarting or out of reach: nothing was acknowledged, and the same
        // submission (its idempotency key) may be sent again once it is back.
        log.error('Enquiry not stored', { reason: error instanceof Error ? error.message : String(error) })
        return fail(c, {
          status: 503,
          error: 'Your enquiry could not be saved just now. Please try again in a moment.',
          reason: 'unavailable',
          retryAfterSeconds: unavailableRetryAfterSeconds,
        })
      }

      switch (outcome.outcome) {
        case 'created':
          // The enquiry is committed: answer now, and notify after the answer. Whatever the mail
          // service does, the visitor does not wait for it; a failed send stays pending for the retry.
          // A held one waits for the digest at the end of its window.
          if (!outcome.held) deps.waitUntil(deliverNotification(notificationDeps, outcome.enquiry))
          return succeed(c, outcome.enquiry.id)
        case 'replayed':
          return succeed(c, outcome.id, true)
        case 'key-reused':
          return fail(c, {
            status: 422,
            error: 'This idempotency key was already used for a different enquiry',
            field: idempotencyKeyField,
            reason: 'invalid',
          })
        case 'rate-limited':
          return fail(c, {
            status: 429,
            error: outcome.global
              ? 'We are receiving too many enquiries right now. Please try again later.'
              : 'Too many enquiries from your connection. Please try again later.',
            retryAfterSeconds: outcome.retryAfterSeconds,
            reason: 'rate-limited',
          })
      }
    },
  ] as const

  for (const path of base) {
    app.options(path, preflight)
    app.post(path, ...submit)
    app.all(path, methodNotAllowed('POST, OPTIONS'))
    app.options(`${path}/retry`, preflight)
    app.post(`${path}/retry`, ...retryJob)
    app.all(`${path}/retry`, methodNotAllowed('POST, OPTIONS'))
    app.get(`${path}/health`, health)
    app.all(`${path}/health`, methodNotAllowed('GET'))
  }
  app.notFound((c) => c.json({ error: 'Not found' }, 404))
  app.onError((error, c) => {
    log.error('Unexpected error', { reason: error.message })
    return fail(c, { status: 500, error: 'Something went wrong. Please try again later.', reason: 'unavailable' })
  })

  return async (request, connection = {}) => app.fetch(request, connection)
}
