// The names the contact form and the send-contact-email function must agree on, beyond the enquiry's own fields.

/** The Edge Function's name: the site posts to {supabase url}/functions/v1/send-contact-email. */
export const contactFunctionName = 'send-contact-email'

/** Honeypot: a field hidden from people (and assistive technology) that bots fill in; a submission with any value in
 * it gets a normal-looking success and is dropped. */
export const honeypotField = 'company_website'

/** One key per submission, so a double click or a retried request never stores twice: a header from the script, or
 * a field from a form posted without JavaScript, blank in the prerendered HTML (a fixed one would be everyone's). */
export const idempotencyKeyHeader = 'Idempotency-Key'
export const idempotencyKeyField = 'idempotency_key'

/** The consent tick: required in form posts (the JSON call never sends it: the form checks consent). */
export const consentField = 'consent'

/** Where a form posted without JavaScript is sent back to, on SITE_ORIGIN. The error page receives
 * `?reason=invalid|too-large|rate-limited|unavailable` and, for an invalid field, `&field=name`. */
export const thankYouPath = '/contact/thank-you'
export const errorPath = '/contact/error'
