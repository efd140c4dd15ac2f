// How the notification leaves: an HTTP email API (Resend's contract) in production, where
// Supabase blocks SMTP's usual ports, or SMTP through nodemailer where SMTP_URL is set.
import type { MailTransportConfig } from './enquiry-config.ts'
import type { NotificationEmail } from './notification-email.ts'

export interface Mailer {
  /** Shown in logs, e.g. "resend" or "smtp". */
  readonly name: string
  /**
   * Resolves once the service has accepted the message; rejects with a readable reason (a
   * PermanentMailError when the service refused it for good). Once `signal` aborts, the send is
   * abandoned: the connection is dropped, so a message not yet complete can no longer be delivered.
   */
  send(email: NotificationEmail, signal?: AbortSignal): Promise<{ messageId?: string }>
  close?(): Promise<void>
}

/** The mail service refused the message for good (an SMTP 5xx reply, an API's 4xx): retrying cannot help. */
export class PermanentMailError extends Error {
  override name = 'PermanentMailError'
}

/** Answers of the email API that a retry could change: a timeout, a conflict, too many requests. */
const retryableClientErrors = new Set([408, 409, 429])

/** Rejects slow services rather than holding the visitor's request open. */
export const mailTimeoutMs = 15_000

/** The key a mail service uses to drop a repeated send of the same notification. */
export const notificationIdempotencyKey = (email: NotificationEmail) => `enquiry-notification/${email.reference}`

/**
 * POST {apiUrl}/emails with a Bearer key, as documented at https://resend.com/docs/api-reference/emails/send-email.
 * The Idempotency-Key header makes a retried send safe within the service's 24-hour window.
 */
export function createResendMailer(options: { apiKey: string; apiUrl: string; fetch?: typeof fetch }): Mailer {
  const send = options.fetch ?? fetch
  return {
    name: 'resend',
    async send(email, signal) {
      const response = await send(`${options.apiUrl}/emails`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${options.apiKey}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': notificationIdempotencyKey(email),
        },
        body: JSON.stringify({
          from: email.from,
          to: email.to,
          reply_to: email.replyTo,
          subject: email.subject,
          text: email.text,
          html: email.html,
          // Stops mail clients threading unrelated notifications that share a subject line.
          headers: { 'X-Entity-Ref-ID': email.reference },
        }),
        signal: signal
          ? AbortSignal.any([signal, AbortSignal.timeout(mailTimeoutMs)])
          : AbortSignal.timeout(mailTimeoutMs),
      })
      const body = await response.text()
      if (!response.ok) {
        let reason = body.slice(0, 300)
        try {
          const parsed = JSON.parse(body) as { message?: unknown; name?: unknown }
          if (typeof parsed.message === 'string')
            reason = `${typeof parsed.name === 'string' ? `${parsed.name}: ` : ''}${parsed.message}`
        } catch {
          // Not JSON: keep the raw start of the body.
        }
        const message = `Email API answered ${response.status}: ${reason}`
        const permanent = response.status >= 400 && response.status < 500 && !retryableClientErrors.has(response.status)
        throw permanent ? new PermanentMailError(message) : new Error(message)
      }
      const id = (JSON.parse(body) as { id?: unknown }).id
      return { messageId: typeof id === 'string' ? id : undefined }
    },
  }
}

/** The notification as a nodemailer message, for SMTP and for the local outbox alike. */
export function nodemailerMessage(email: NotificationEmail) {
  const domain = /@([^>\s]+)>?\s*$/.exec(email.from)?.[1] ?? 'localhost'
  return {
    from: email.from,
    to: email.to,
    replyTo: email.replyTo,
    subject: email.subject,
    text: email.text,
    html: email.html,
    // A stable Message-ID lets the receiving side recognise a repeated send.
    messageId: `<${email.reference}@${domain}>`,
    headers: { 'X-Entity-Ref-ID': email.reference },
  }
}

/** SMTP through nodemailer, loaded only when used so the Deno bundle does not need it otherwise. */
export function createSmtpMailer(url: string): Mailer {
  type Transport = import('nodemailer').Transporter
  let transport: Promise<Transport> | undefined
  const connect = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url,
        connectionTimeout: mailTimeoutMs,
        greetingTimeout: mailTimeoutMs,
        socketTimeout: mailTimeoutMs,
        // An abandoned send drops the connection at once instead of ending it politely, so the
        // end of a message already written can never follow.
        socketCloseTimeout: 0,
      }),
    ))
  return {
    name: 'smtp',
    async send(email, signal) {
      try {
        const info = await (await connect()).sendMail({ ...nodemailerMessage(email), signal })
        return { messageId: info.messageId }
      } catch (error) {
        // nodemailer marks a 5xx reply as permanent.
        if ((error as { permanent?: unknown }).permanent === true)
          throw new PermanentMailError((error as Error).message)
        throw error
      }
    },
    async close() {
      if (transport) (await transport).close()
    },
  }
}

/** Keeps enquiries pending (stored, never lost) until a transport is configured and a retry runs. */
export const unconfiguredMailer: Mailer = {
  name: 'none',
  send: () => Promise.reject(new Error('No mail transport is configured: set RESEND_API_KEY or SMTP_URL')),
}

export function createMailer(transport: MailTransportConfig): Mailer {
  switch (transport.kind) {
    case 'resend':
      return createResendMailer(transport)
    case 'smtp':
      return createSmtpMailer(transport.url)
    case 'none':
      return unconfiguredMailer
  }
}
