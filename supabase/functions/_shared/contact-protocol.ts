// The contract between the contact form and the send-contact-email function, beyond the enquiry's
// own fields (contact-schema.ts): the names both sides must agree on.

/** The Edge Function's name: the site posts to {supabase url}/functions/v1/send-contact-email. */
export const contactFunctionName = 'send-contact-email'

/**
 * Honeypot: a text field hidden from people (visually and from assistive technology) that bots
 * fill in. A submission with any value in it gets a normal-looking success and is dropped.
 */
export const honeypotField = 'company_website'

/**
 * One key per submission, so a double click or a retried request never creates a second enquiry.
 * The script-driven form sends it as a header; a form posted without JavaScript may send it as a
 * field, which must be blank in the prerendered HTML (a fixed value would be shared by everyone).
 */
export const idempotencyKeyHeader = 'Idempotency-Key'
export const idempotencyKeyField = 'idempotency_key'

/** The consent tick's field name, required in form posts: the JSON call never sends it (only the form asks consent). */
export const consentField = 'consent'

/**
 * Where a form posted without JavaScript is sent back to, always on the configured SITE_ORIGIN.
 * The error page receives `?reason=invalid|too-large|rate-limited|unavailable` and, for an
 * invalid field, `&field=name`.
 */
export const thankYouPath = '/contact/thank-you'
export const errorPath = '/contact/error'
