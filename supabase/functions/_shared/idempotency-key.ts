// The key under which a submission is stored once: the one the visitor's page sent (header or form field), or,
// without one, a key made from the enquiry's content and a ten-minute bucket, so a double-posted form stores once.
import { sha256Hex } from './client-address.ts'
import type { Enquiry } from './enquiry-schema.ts'

const idempotencyKeyPattern = /^[\x21-\x7e]{8,255}$/
/** The prefix of the keys the function makes for submissions without one; a client may not use it. */
const implicitKeyPrefix = 'auto:'
const bucketMilliseconds = 10 * 60 * 1000

/** Identifies the content of a submission, to tell a repeat from a reused key. */
export const enquiryFingerprint = (enquiry: Enquiry) =>
  sha256Hex(JSON.stringify([enquiry.name, enquiry.email, enquiry.phone ?? '', enquiry.subject, enquiry.message]))

/** Why a key the client sent cannot be used; undefined when it can (or none was sent). */
function keyProblem(fromField: unknown, given: string | undefined): string | undefined {
  if (fromField !== undefined && fromField !== null && typeof fromField !== 'string')
    return 'The idempotency key must be text'
  if (given === undefined) return undefined
  if (!idempotencyKeyPattern.test(given)) return 'The idempotency key must be 8 to 255 visible ASCII characters'
  if (given.toLowerCase().startsWith(implicitKeyPrefix))
    return `The idempotency key must not start with "${implicitKeyPrefix}"`
  return undefined
}

/** The submission's key and fingerprint, or the problem with the key it sent (the header wins over the field). */
export async function idempotencyKeyOf(
  enquiry: Enquiry,
  sent: { header: string | undefined; field: unknown },
  now: number,
): Promise<{ problem: string } | { problem?: undefined; key: string; fingerprint: string }> {
  const fromField = typeof sent.field === 'string' ? sent.field.trim() : undefined
  const given = sent.header?.trim() || fromField || undefined
  const problem = keyProblem(sent.field, given)
  if (problem !== undefined) return { problem }
  const fingerprint = await enquiryFingerprint(enquiry)
  const key = given ?? `${implicitKeyPrefix}${fingerprint.slice(0, 32)}:${Math.floor(now / bucketMilliseconds)}`
  return { key, fingerprint }
}
