// How the notification leaves: an HTTP email API (Resend's contract) in production, where Supabase blocks SMTP's
// usual ports, or SMTP through nodemailer where SMTP_URL is set.
import type { MailTransportConfig } from './enquiry-config.ts'
import { MessageRefusedError, resendRefusesMessage, smtpRefusesMessage } from './mail-failures.ts'
import type { NotificationEmail } from './notification-email.ts'

/** `send` resolves once the service has accepted the message, or rejects with a readable reason (a
 * MessageRefusedError when this message is refused for good: mail-failures.ts says which answers are). Once `signal`
 * aborts the connection is dropped, so a message not yet complete can no longer be delivered. `name` is for logs. */
export interface Mailer {
  readonly name: string
  send(email: NotificationEmail, signal?: AbortSignal): Promise<{ messageId?: string }>
  close?(): Promise<void>
}

/** Rejects slow services rather than holding the visitor's request open. */
const mailTimeoutMs = 15_000

/** Stops mail clients threading unrelated notifications that share a subject line. */
const referenceHeader = (reference: string) => ({ 'X-Entity-Ref-ID': reference })

/** POST {apiUrl}/emails with a Bearer key (https://resend.com/docs/api-reference/emails/send-email); the
 * Idempotency-Key header makes a retried send safe within the service's 24-hour window. */
export function createResendMailer(options: { apiKey: string; apiUrl: string; fetch?: typeof fetch }): Mailer {
  const send = options.fetch ?? fetch
  return {
    name: 'resend',
    async send({ reference, replyTo, ...content }, signal) {
      const response = await send(`${options.apiUrl}/emails`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${options.apiKey}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': `enquiry-notification/${reference}`,
        },
        body: JSON.stringify({ ...content, reply_to: replyTo, headers: referenceHeader(reference) }),
        signal: AbortSignal.any([AbortSignal.timeout(mailTimeoutMs), ...(signal ? [signal] : [])]),
      })
      const body = await response.text()
      if (response.ok) {
        const id = (JSON.parse(body) as { id?: unknown }).id
        return { messageId: typeof id === 'string' ? id : undefined }
      }
      let reason = body.slice(0, 300)
      let parsed: { message?: unknown; name?: unknown } = {}
      try {
        parsed = JSON.parse(body) as typeof parsed
        if (typeof parsed.message === 'string')
          reason = `${typeof parsed.name === 'string' ? `${parsed.name}: ` : ''}${parsed.message}`
      } catch {
        // Not JSON: keep the raw start of the body.
      }
      const message = `Email API answered ${response.status}: ${reason}`
      const text = (value: unknown) => (typeof value === 'string' ? value : undefined)
      throw resendRefusesMessage(response.status, text(parsed.name), text(parsed.message))
        ? new MessageRefusedError(message)
        : new Error(message)
    },
  }
}

/** The notification as a nodemailer message, for SMTP and for the local outbox alike. */
export function nodemailerMessage({ reference, ...email }: NotificationEmail) {
  const domain = /@([^>\s]+)>?\s*$/.exec(email.from)?.[1] ?? 'localhost'
  // A stable Message-ID lets the receiving side recognise a repeated send.
  return { ...email, messageId: `<${reference}@${domain}>`, headers: referenceHeader(reference) }
}

/** SMTP through nodemailer, loaded only when used so the Deno bundle does not need it otherwise. */
export function createSmtpMailer(url: string): Mailer {
  let transport: Promise<import('nodemailer').Transporter> | undefined
  const connect = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url,
        connectionTimeout: mailTimeoutMs,
        greetingTimeout: mailTimeoutMs,
        socketTimeout: mailTimeoutMs,
        // An abandoned send drops the connection at once, so the end of a message already written can never follow.
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
        if (smtpRefusesMessage(error as object)) throw new MessageRefusedError((error as Error).message)
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

export const createMailer = (transport: MailTransportConfig): Mailer =>
  transport.kind === 'resend'
    ? createResendMailer(transport)
    : transport.kind === 'smtp'
      ? createSmtpMailer(transport.url)
      : unconfiguredMailer
