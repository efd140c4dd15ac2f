// What a mail service's refusal means for the enquiry whose notification it refused, written once for both mailers.
// Only a refusal of that one message is final; anything else is a fault of the service or of our settings, retried:
// see docs/enquiries.md, "A mail fault is never final for an enquiry".

/** The mail service refused this one message for good: retrying it cannot help. */
export class MessageRefusedError extends Error {
  override name = 'MessageRefusedError'
}

/** Resend's documented errors (https://resend.com/docs/api-reference/errors), by status and `name`:
 * - 400 `validation_error`, `invalid_idempotency_key`: a field of this request is wrong. Message. But a 400 whose
 *   message is "API key is invalid" is about the key. Not final.
 * - 401 `missing_api_key`, `restricted_api_key`, `validation_error` (API key is invalid); 403 `invalid_api_key`,
 *   `validation_error` (domain not verified, or testing-only sending): the key or the account. Not final.
 * - 404, 405: the API's address (RESEND_API_URL). Not final.
 * - 409 `invalid_idempotent_request`, `concurrent_idempotent_requests`: the same key in flight. Not final.
 * - 422 `invalid_from_address`, `invalid_access`, `invalid_region`: our settings (MAIL_FROM, the key's rights).
 *   Not final. Any other 422 (`missing_required_field`, `invalid_parameter`, `invalid_attachment`): this message.
 * - 429 `rate_limit_exceeded`, `daily_quota_exceeded`, `monthly_quota_exceeded`: the quota. Not final.
 * - 451 `security_error`: this message's content. Message.
 * - 5xx `application_error`, `internal_server_error`: an outage. Not final. */
const settingsRefusals = new Set(['invalid_from_address', 'invalid_access', 'invalid_region'])

export function resendRefusesMessage(status: number, name: string | undefined, message: string | undefined): boolean {
  if (status === 400) return !/api key/i.test(message ?? '')
  if (status === 422) return !settingsRefusals.has(name ?? '')
  return status === 451
}

/** An SMTP failure as nodemailer reports it: its error code (EAUTH, ECONNECTION, EENVELOPE, EMESSAGE...), the
 * server's reply code, and the command that was answered. */
export type SmtpFailure = { code?: unknown; responseCode?: unknown; command?: unknown }

/** RFC 5321 (section 4.2.1): a 4yz reply is transient, a 5yz permanent, but what is refused depends on the command
 * answered. A 5yz to RCPT TO (no such mailbox, 550/551/553) or to DATA and the message's end (content refused,
 * 550/552/554) refuses this message. Message. A refused login (530, 534, 535, 538: RFC 4954 section 6; nodemailer's
 * EAUTH) or a 5yz to MAIL FROM (the sender address or the account refused) is the same for every message, as is any
 * 4yz, a lost connection or a timeout. Not final. */
export function smtpRefusesMessage({ code, responseCode, command }: SmtpFailure): boolean {
  if (code === 'EAUTH' || code === 'ENOAUTH') return false
  const permanent = typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600
  return permanent && (command === 'RCPT TO' || command === 'DATA')
}
