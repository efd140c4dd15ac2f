// The owner's notification of a new enquiry: plain text plus HTML with every visitor value escaped.
// Visitor text never reaches a header except Reply-To, which is a validated address: the subject
// line is built from the fixed subject list, so no header can be injected.
import { z } from 'zod'
import type { ContactEnquiry } from './contact-schema.ts'
import { printableLine, printableText } from './printable.ts'

export interface NotificationEmail {
  from: string
  to: string[]
  /** The visitor's address, so that replying answers them. */
  replyTo: string
  subject: string
  text: string
  html: string
  /** The enquiry's id: mail services use it to drop a duplicate send of the same notification. */
  reference: string
}

export interface EnquiryForNotification extends ContactEnquiry {
  id: string
  createdAt: Date
}

/** An enquiry whose own notification was given up on: the owner hears of it in the next one. */
export interface UndeliveredEnquiry {
  id: string
  name: string
  createdAt: Date
}

const emailAddress = z.email()

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

const ukTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** "Sunday 22 November 2026 at 10:15 (UK time)": the owner reads it in England. Assembled from
 * parts because runtimes' ICU data differ in punctuation. */
export function formatReceived(date: Date): string {
  const part = Object.fromEntries(ukTime.formatToParts(date).map(({ type, value }) => [type, value]))
  return `${part.weekday} ${part.day} ${part.month} ${part.year} at ${part.hour}:${part.minute} (UK time)`
}

export function composeNotificationEmail(
  enquiry: EnquiryForNotification,
  mail: { from: string; to: string[] },
  undelivered: UndeliveredEnquiry[] = [],
): NotificationEmail {
  // Checked again here because this value becomes a header: it must be one address on one line.
  if (/[\r\n]/.test(enquiry.email) || !emailAddress.safeParse(enquiry.email).success) {
    throw new Error(`Enquiry ${enquiry.id} has no valid reply address`)
  }
  // A header is one line: the subject as the form sent it (a service's name, or General Enquiry),
  // with anything non-printable escaped, as a row stored by an older version might hold it.
  const subjectLine = `Website enquiry: ${printableLine(enquiry.subject)}`
  const received = formatReceived(enquiry.createdAt)
  // Visitor text with anything non-printable escaped: one line each, except the message.
  const name = printableLine(enquiry.name)
  const message = printableText(enquiry.message)
  const phone = enquiry.phone === undefined ? 'Not given' : printableLine(enquiry.phone)
  const rows: [string, string][] = [
    ['Subject', printableLine(enquiry.subject)],
    ['Name', name],
    ['Email', enquiry.email],
    ['Phone', phone],
    ['Received', received],
  ]
  const undeliveredLines = undelivered.map((earlier) => `${formatReceived(earlier.createdAt)}: ${printableLine(earlier.name)} (${earlier.id})`)
  const undeliveredIntro = `The notification of ${undelivered.length === 1 ? 'this earlier enquiry' : `these ${undelivered.length} earlier enquiries`} could not be sent. They are stored: see them with npm run enquiries -- --status failed.`

  const text = [
    'New enquiry from the website contact form.',
    '',
    ...rows.map(([label, value]) => `${`${label}:`.padEnd(10)}${value}`),
    '',
    'Message:',
    message,
    '',
    ...(undelivered.length > 0 ? [undeliveredIntro, ...undeliveredLines.map((line) => `  ${line}`), ''] : []),
    '--',
    `Reply to this email to answer ${name} directly.`,
    `Reference: ${enquiry.id}`,
    '',
  ].join('\n')

  const cell = 'padding:4px 12px 4px 0;vertical-align:top;text-align:left'
  const html = `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><title>${escapeHtml(subjectLine)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a">
<p>New enquiry from the website contact form.</p>
<table role="presentation" style="border-collapse:collapse">
${rows.map(([label, value]) => `<tr><th scope="row" style="${cell}">${label}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<h2 style="font-size:15px;margin:16px 0 4px">Message</h2>
<p style="white-space:pre-wrap;margin:0">${escapeHtml(message)}</p>
${undelivered.length > 0 ? `<p style="margin:16px 0 4px"><strong>${escapeHtml(undeliveredIntro)}</strong></p>\n<ul>${undeliveredLines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>\n` : ''}<hr style="border:0;border-top:1px solid #ccc;margin:16px 0">
<p style="color:#555;font-size:13px">Reply to this email to answer ${escapeHtml(name)} directly.<br>Reference: ${escapeHtml(enquiry.id)}</p>
</body>
</html>
`

  return {
    from: mail.from,
    to: mail.to,
    replyTo: enquiry.email,
    subject: subjectLine,
    text,
    html,
    reference: enquiry.id,
  }
}
