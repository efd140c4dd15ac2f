// How the notification leaves: an HTTP email API (Resend's contract) in production, where
// Supabase blocks SMTP's usual ports, or SMTP through nodemailer where SMTP_URL is set.
import type { MailTransportConfig } from './enquiry-config.ts'
import type { NotificationEmail } from './notification-email.ts'

export interface Mailer {
  /** Shown in logs, e.g. "resend" or "smtp". */
  readonly name: string
  /** Resolves once the service has accepted the message; rejects with a readable reason. */
  send(email: NotificationEmail): Promise<{ messageId?: string }>
  close?(): Promise<void>
}

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
    async send(email) {
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
        signal: AbortSignal.timeout(mailTimeoutMs),
      })
      const body = await response.text()
      if (!response.ok) {
        let reason = body.slice(0, 300)
        try {
          const parsed = JSON.parse(body) as { message?: unknown; name?: unknown }
          if (typeof parsed.message === 'string') reason = `${typeof parsed.name === 'string' ? `${parsed.name}: ` : ''}${parsed.message}`
        } catch {
          // Not JSON: keep the raw start of the body.
        }
        throw new Error(`Email API answered ${response.status}: ${reason}`)
      }
      const id = (JSON.parse(body) as { id?: unknown }).id
      return { messageId: typeof id === 'string' ? id : undefined }
    },
  }
}

/** SMTP through nodemailer, loaded only when used so the Deno bundle does not need it otherwise. */
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

export function createSmtpMailer(url: string): Mailer {
  type Transport = import('nodemailer').Transporter
  let transport: Promise<Transport> | undefined
  const connect = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({ url, connectionTimeout: mailTimeoutMs, greetingTimeout: mailTimeoutMs, socketTimeout: mailTimeoutMs }),
    ))
  return {
    name: 'smtp',
    async send(email) {
      const info = await (await connect()).sendMail(nodemailerMessage(email))
      return { messageId: info.messageId }
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
