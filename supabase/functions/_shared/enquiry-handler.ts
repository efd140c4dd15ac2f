// The send-contact-email function over Web Request/Response, database and mailer injected, run under Deno on Supabase
// and under Node locally; its routes and answers: docs/enquiries.md, "The call" and "Scheduling the retry and the
// purge". {base} is /send-contact-email on Supabase, /functions/v1/send-contact-email locally.
import { type Context, Hono, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import type { WaitUntil } from './graceful-stop.ts'
import { clientAddress, hashClientBucket, rateLimitBuckets, secretsMatch } from './client-address.ts'
import * as protocol from './enquiry-protocol.ts'
import type { Enquiry } from './enquiry-schema.ts'
import { allowsOrigin, type EnquiryConfig } from './enquiry-config.ts'
import type { SubmitOutcome } from './enquiry-store.ts'
import { type EnquiryAnswers, enquiryAnswers, methodNotAllowed, preflight } from './enquiry-answers.ts'
import { healthRoute, unavailableRetryAfterSeconds } from './enquiry-health.ts'
import { fromSite, isFilled, isFormPost, mediaType, readFields, take } from './enquiry-request.ts'
import { idempotencyKeyOf } from './idempotency-key.ts'
import { validateEnquiry } from './validate-enquiry.ts'
import {
  consoleLogger,
  deliverNotification,
  type NotificationDeps,
  reasonOf,
  retryNotifications,
} from './notifications.ts'

/** Far above the largest valid enquiry (about 1,400 characters, percent-encoded at worst). */
export const maxBodyBytes = 32 * 1024

/** The socket peer's address as the runtime knows it: the visitor, or the proxy in front. */
type ConnectionInfo = { socketAddress?: string }
type EnquiryContext = Context<{ Bindings: ConnectionInfo }>

export type EnquiryHandler = (request: Request, connection?: ConnectionInfo) => Promise<Response>

/** `waitUntil` keeps the notification running after the answer: EdgeRuntime.waitUntil on Supabase, graceful-stop.ts
 * elsewhere. `now` is the clock of the rate limit's windows and of the ten-minute buckets of implicit keys (Date.now
 * unless given): a test that counts within one window holds it still, so a window's end cannot fall inside it. */
export type EnquiryHandlerDeps = Omit<NotificationDeps, 'mail'> & {
  config: EnquiryConfig
  waitUntil: WaitUntil
  now?: () => number
}

/** What the routes share: the dependencies with their defaults filled in, and the answers. */
type Shared = EnquiryHandlerDeps & {
  now: () => number
  log: NonNullable<NotificationDeps['log']>
  notificationDeps: NotificationDeps
  answers: EnquiryAnswers
}

export function createEnquiryHandler(deps: EnquiryHandlerDeps): EnquiryHandler {
  const log = deps.log ?? consoleLogger
  const { config, store } = deps
  const shared: Shared = {
    ...deps,
    now: deps.now ?? Date.now,
    log,
    notificationDeps: { ...deps, mail: config.mail, log },
    answers: enquiryAnswers(config.siteOrigin),
  }
  const { fail } = shared.answers
  const app = new Hono<{ Bindings: ConnectionInfo }>({ strict: false })

  const paths = (suffix: string) =>
    ['', '/functions/v1'].map((prefix) => `${prefix}/${protocol.contactFunctionName}${suffix}`)
  app.use(
    '*',
    corsForSiteOrigins((origin) => allowsOrigin(config, origin), fail),
  )
  app.on('OPTIONS', [...paths(''), ...paths('/retry')], preflight)
  app.on(
    'POST',
    paths(''),
    bodyLimit({
      maxSize: maxBodyBytes,
      onError: (c) => fail(c, 413, `The enquiry is too large (at most ${maxBodyBytes / 1024} KB)`),
    }),
    (c) => submitEnquiry(c, shared),
  )
  app.on('POST', paths('/retry'), (c) => retryJob(c, shared))
  app.on('GET', paths('/health'), healthRoute(config, store))
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

/** CORS on every answer, errors included, for the configured origins only. Any other origin is refused outright: a
 * cross-site form post gets no preflight, so leaving out CORS headers would not stop another site posting enquiries. */
function corsForSiteOrigins(allows: (origin: string) => boolean, fail: EnquiryAnswers['fail']): MiddlewareHandler {
  return async (c, next) => {
    // Every answer is JSON or a redirect: never to be sniffed into something a browser would run.
    c.header('X-Content-Type-Options', 'nosniff')
    const origin = c.req.header('origin')
    const allowed = origin !== undefined && allows(origin)
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
  }
}

async function retryJob(c: EnquiryContext, { config, notificationDeps }: Shared): Promise<Response> {
  const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1]
  if (config.jobsSecret === undefined) return c.json({ error: 'Not found' }, 404)
  if (given === undefined || !(await secretsMatch(given, config.jobsSecret)))
    return c.json({ error: 'Unauthorised' }, 401)
  return c.json(await retryNotifications(notificationDeps), 200)
}

/** POST {base}: checks where the enquiry comes from and what it holds, stores it once, answers, then notifies. */
async function submitEnquiry(c: EnquiryContext, shared: Shared): Promise<Response> {
  const { answers, log } = shared
  const { fail, succeed } = answers
  const request = c.req.raw
  if (!fromSite(request, (origin) => allowsOrigin(shared.config, origin)))
    return fail(c, 403, 'Enquiries are accepted from the website only')
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
  if (first !== undefined || enquiry === undefined) return fail(c, 400, first!.message, { field: first!.field, issues })

  const sent = { header: c.req.header(protocol.idempotencyKeyHeader), field: keyFromField }
  const key = await idempotencyKeyOf(enquiry, sent, shared.now())
  if (key.problem !== undefined) return fail(c, 400, key.problem, { field: protocol.idempotencyKeyField })

  let outcome: SubmitOutcome
  try {
    outcome = await storeEnquiry(c, shared, enquiry, key)
  } catch (error) {
    // The database is restarting or out of reach: nothing was acknowledged, and the same
    // submission (its idempotency key) may be sent again once it is back.
    log.error('Enquiry not stored', { reason: reasonOf(error) })
    return fail(c, 503, 'Your enquiry could not be saved just now. Please try again in a moment.', {
      retryAfterSeconds: unavailableRetryAfterSeconds,
    })
  }
  return answerOutcome(c, shared, outcome)
}

/** Stores the enquiry under its key, counted against the visitor's rate-limit buckets and the global one. */
async function storeEnquiry(
  c: EnquiryContext,
  { config, store, log, now }: Shared,
  enquiry: Enquiry,
  { key, fingerprint }: { key: string; fingerprint: string },
): Promise<SubmitOutcome> {
  const address = clientAddress(config.clientAddress, c.req.raw.headers, c.env?.socketAddress)
  if (address === undefined)
    log.error('No client address from the configured source: counted in the shared bucket', {
      source: config.clientAddress.header ?? 'socket',
    })
  // Fixed windows on the function's clock (NTP-synchronised on every platform): the window is
  // part of the hashed key, so it must be known before the database is asked.
  const { rateLimit } = config
  const windowStart = Math.floor(now() / 1000 / rateLimit.windowSeconds) * rateLimit.windowSeconds
  const clientCounters = await Promise.all(
    rateLimitBuckets(address, rateLimit).map(async ({ bucket, max }) => ({
      hash: await hashClientBucket(rateLimit.salt, windowStart, bucket),
      max,
    })),
  )
  return store.submit({ enquiry, idempotencyKey: key, fingerprint, clientCounters, windowStart, rateLimit })
}

function answerOutcome(c: EnquiryContext, { answers, waitUntil, notificationDeps }: Shared, outcome: SubmitOutcome) {
  switch (outcome.outcome) {
    case 'created':
      // Committed: answer now and notify after, so the visitor never waits for the mail service (a
      // failed send stays pending for the retry). A held one waits for its window's digest.
      if (!outcome.held) waitUntil(deliverNotification(notificationDeps, outcome.enquiry))
      return answers.succeed(c, outcome.enquiry.id)
    case 'replayed':
      return answers.succeed(c, outcome.id, true)
    case 'key-reused':
      return answers.fail(c, 422, 'This idempotency key was already used for a different enquiry', {
        field: protocol.idempotencyKeyField,
      })
    case 'rate-limited': {
      const why = outcome.global
        ? 'We are receiving too many enquiries right now'
        : 'Too many enquiries from your connection'
      return answers.fail(c, 429, `${why}. Please try again later.`, { retryAfterSeconds: outcome.retryAfterSeconds })
    }
  }
}
