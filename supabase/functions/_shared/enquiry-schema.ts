// The contact enquiry, written once: the form (zodResolver) and the function both validate with it, so they never
// disagree on fields, limits and messages. zod/mini: the form's island carries only the checks used here (about 5 KB
// gzip instead of about 20 with the chained API), and a phone evaluates it much sooner.
import * as z from 'zod/mini'

/** The subject the form offers after the services, which are content (renamed or added without a new function): a
 * subject is any short line of text. */
export const generalEnquiry = 'General Enquiry'

// Not text: C0 and C1 controls (ESC and BEL drive terminals, CR and LF forge lines) and the bidirectional
// embeddings, overrides and isolates that reorder displayed text.
const controlCharacter = /[\u0000-\u001f\u007f-\u009f]/
const messageControlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/
const directionCharacter = /[\u202a-\u202e\u2066-\u2069]/
// Something a reader can see: not a space, a format character (zero-width), a combining mark on its own, or one of
// the letters that render blank (Hangul fillers, braille blank).
const visibleCharacter = /[^\p{White_Space}\p{Cc}\p{Cf}\p{M}\u115f\u1160\u3164\uffa0\u2800]/u

/** The address with its domain in ASCII (punycode), as mail is sent to it: `jo@bücher.example` becomes
 * `jo@xn--bcher-kva.example`. Anything else is returned as it is, for the check to refuse. */
export function asciiEmail(address: string): string {
  const at = address.lastIndexOf('@')
  const domain = address.slice(at + 1)
  // Only a bare domain is converted: the URL parser would read a path or a port out of anything more.
  if (at < 1 || !/[^\x00-\x7f]/.test(domain) || /[\s/\\:?#@[\]%]/.test(domain)) return address
  try {
    return `${address.slice(0, at)}@${new URL(`http://${domain}`).hostname}`
  } catch {
    return address
  }
}

const emailFormat = z.email()
export const isEmailAddress = (value: string) => emailFormat.safeParse(value).success

/** One line of text: no control or text-direction characters. `missing` answers a value that is not text. */
const line = (label: string, missing?: string) =>
  z.string(missing === undefined ? undefined : { error: missing }).check(
    z.refine((value) => !controlCharacter.test(value), `${label} must not contain control characters`),
    z.refine((value) => !directionCharacter.test(value), `${label} must not contain text-direction characters`),
  )

/** What the function accepts: the enquiry without the consent tick, which is checked on the form only. */
export const enquirySchema = z.strictObject({
  /** The visitor's name, 2 to 100 characters, at least one of them visible. */
  name: line('Name').check(
    z.trim(),
    z.minLength(2, 'Name must be at least 2 characters'),
    z.maxLength(100, 'Name must be at most 100 characters'),
    z.refine((name) => visibleCharacter.test(name), 'Name must contain visible characters'),
  ),
  /** A valid e-mail address of at most 255 characters, kept as typed; its domain may be in any script. */
  email: z.string().check(
    z.trim(),
    z.maxLength(255, 'Invalid email address'),
    z.refine((email) => isEmailAddress(asciiEmail(email)), 'Invalid email address'),
  ),
  /** Optional phone number; no format rule beyond being one line of text. */
  phone: z.pipe(
    z.optional(line('Phone number').check(z.trim(), z.maxLength(50, 'Phone number must be at most 50 characters'))),
    z.transform((phone) => phone || undefined),
  ),
  /** The service the enquiry is about, or General Enquiry: one line of at most 100 characters. */
  subject: line('Subject', 'Please select a subject').check(
    z.trim(),
    z.minLength(1, 'Please select a subject'),
    z.maxLength(100, 'Subject must be at most 100 characters'),
  ),
  /** The message, 10 to 1000 characters; line breaks and tabs are its only control characters. */
  message: z.string().check(
    z.refine(
      (value) => !messageControlCharacter.test(value),
      'Message must not contain control characters other than line breaks and tabs',
    ),
    z.refine((value) => !directionCharacter.test(value), 'Message must not contain text-direction characters'),
    z.trim(),
    z.minLength(10, 'Message must be at least 10 characters'),
    z.maxLength(1000, 'Message must be at most 1000 characters'),
  ),
})
export type Enquiry = z.output<typeof enquirySchema>

/** The form's fields: the enquiry plus the consent tick, which must be given. */
export const enquiryFormSchema = z.extend(enquirySchema, {
  /** The visitor agrees to the privacy policy and to be contacted about the enquiry. */
  consent: z.literal(true, { error: 'You must accept the privacy policy' }),
})
