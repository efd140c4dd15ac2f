// How the enquiry function answers: JSON for the site's script, a 303 to the site's thank-you or error page for a
// form posted without JavaScript; never cached.
import type { Context } from 'hono'
import type { HTTPException } from 'hono/http-exception'
import * as protocol from './enquiry-protocol.ts'
import { wantsRedirect } from './enquiry-request.ts'
import { enquiryFields, type FieldIssue } from './validate-enquiry.ts'

/** Fields the error page may be told about; any other name stays out of the redirect. */
const reportableFields = new Set<string>([...enquiryFields, protocol.consentField, protocol.idempotencyKeyField])

/** Request headers the site may send: supabase-js's own, and the idempotency key. */
const allowedRequestHeaders = 'authorization, apikey, content-type, x-client-info, x-region, idempotency-key'

/** The `reason` the error page is given for a form posted without JavaScript. */
function errorReason(status: number): string {
  if (status === 413) return 'too-large'
  if (status === 429) return 'rate-limited'
  return status >= 500 ? 'unavailable' : 'invalid'
}

type FailureDetails = { field?: string; issues?: FieldIssue[]; retryAfterSeconds?: number }

/** The answers, each redirect to `siteOrigin`: never to a URL taken from the request. */
export function enquiryAnswers(siteOrigin: string) {
  const redirectTo = (c: Context, path: string, params?: Record<string, string | undefined>) => {
    const url = new URL(path, siteOrigin)
    for (const [name, value] of Object.entries(params ?? {})) if (value !== undefined) url.searchParams.set(name, value)
    return c.redirect(url.href, 303)
  }

  const fail = (
    c: Context,
    status: HTTPException['status'],
    error: string,
    { field, issues, retryAfterSeconds }: FailureDetails = {},
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

  return { fail, succeed }
}

export type EnquiryAnswers = ReturnType<typeof enquiryAnswers>

export const methodNotAllowed = (allow: string) => (c: Context) => {
  c.header('Allow', allow)
  c.header('Cache-Control', 'no-store')
  return c.json({ error: `Method ${c.req.method} is not allowed` }, 405)
}

export const preflight = (c: Context) => {
  c.header('Access-Control-Allow-Methods', 'POST, OPTIONS')
  c.header('Access-Control-Allow-Headers', allowedRequestHeaders)
  c.header('Access-Control-Max-Age', '7200')
  c.header('Allow', 'POST, OPTIONS')
  return c.body(null, 204)
}
