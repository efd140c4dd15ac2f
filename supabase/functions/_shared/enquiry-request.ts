// What the enquiry handler reads from a request: its media type, where it comes from, and its fields.
import { HTTPException } from 'hono/http-exception'

/** A body that cannot be read as an enquiry: 400, naming the field (`cause`) where there is one. */
export const badRequest = (message: string, field?: string) => new HTTPException(400, { message, cause: field })

export const mediaType = (request: Request) =>
  (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()

export const isFormPost = (request: Request) =>
  ['application/x-www-form-urlencoded', 'multipart/form-data'].includes(mediaType(request))

/** A browser's form post (JavaScript off) gets redirects; a script asking for JSON gets JSON. */
export function wantsRedirect(request: Request): boolean {
  const accept = request.headers.get('accept') ?? ''
  return isFormPost(request) && !(accept.includes('application/json') && !accept.includes('text/html'))
}

/** Whether a POST comes from a page of the site. Every browser sends Origin on a POST; only a form posted without
 * JavaScript under a strict privacy setting may send just the Referer. Scripts that send neither are refused: the
 * function serves the site's visitors, not other programs. */
export function fromSite(request: Request, allowed: (origin: string) => boolean): boolean {
  const origin = request.headers.get('origin')
  if (origin !== null) return allowed(origin)
  if (!isFormPost(request)) return false
  try {
    return allowed(new URL(request.headers.get('referer') ?? '').origin)
  } catch {
    return false
  }
}

/** The body's fields, from a JSON object or a form (each field once, no files). */
export async function readFields(request: Request): Promise<Record<string, unknown>> {
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

/** Removes a field from the ones to validate, and gives its value. */
export function take(fields: Record<string, unknown>, name: string): unknown {
  const value = fields[name]
  delete fields[name]
  return value
}

export const isFilled = (value: unknown) =>
  value !== undefined && value !== null && value !== false && String(value).trim() !== ''
