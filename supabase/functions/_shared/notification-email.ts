// The owner's notification of a new enquiry: plain text plus HTML with every visitor value escaped. Visitor text
// reaches a header only as Reply-To, a validated address, and in the subject as one printable line: nothing injected.
import { asciiEmail, type Enquiry, isEmailAddress } from './enquiry-schema.ts'
import { printableLine, printableText } from './printable.ts'

export interface NotificationEmail {
  from: string
  to: string[]
  /** The visitor's address (its domain in punycode), so that replying answers them; none on a digest. */
  replyTo?: string
  subject: string
  text: string
  html: string
  /** The enquiry's id (a digest's: its first enquiry's): mail services use it to drop a duplicate send. */
  reference: string
}

export type EnquiryForNotification = Enquiry & { id: string; createdAt: Date }

/** An enquiry whose own notification was given up on: the owner hears of it in the next one. */
export type UndeliveredEnquiry = Pick<EnquiryForNotification, 'id' | 'name' | 'createdAt'>

/** Escapes text for HTML element content and quoted attribute values. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

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

const enquiryRows = (enquiry: EnquiryForNotification): [string, string][] => [
  ['Subject', printableLine(enquiry.subject)],
  ['Name', printableLine(enquiry.name)],
  ['Email', enquiry.email],
  ['Phone', enquiry.phone === undefined ? 'Not given' : printableLine(enquiry.phone)],
  ['Received', formatReceived(enquiry.createdAt)],
]

function replyAddress(enquiry: EnquiryForNotification): string {
  const address = asciiEmail(enquiry.email)
  // Checked again because this value becomes a header: it must be one address on one line.
  if (/[\r\n]/.test(address) || !isEmailAddress(address))
    throw new Error(`Enquiry ${enquiry.id} has no valid reply address`)
  return address
}

const cell = 'padding:4px 12px 4px 0;vertical-align:top;text-align:left'
const htmlRow = ([label, value]: [string, string]) =>
  `<tr><th scope="row" style="${cell}">${label}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`

const textBlock = (enquiry: EnquiryForNotification) => [
  ...enquiryRows(enquiry).map(([label, value]) => `${`${label}:`.padEnd(10)}${value}`),
  '',
  'Message:',
  printableText(enquiry.message),
]

const htmlBlock = (enquiry: EnquiryForNotification) => `<table role="presentation" style="border-collapse:collapse">
${enquiryRows(enquiry).map(htmlRow).join('\n')}
</table>
<h2 style="font-size:15px;margin:16px 0 4px">Message</h2>
<p style="white-space:pre-wrap;margin:0">${escapeHtml(printableText(enquiry.message))}</p>`

function undeliveredSection(undelivered: UndeliveredEnquiry[]): { text: string[]; html: string } {
  if (undelivered.length === 0) return { text: [], html: '' }
  const lines = undelivered.map(
    (earlier) => `${formatReceived(earlier.createdAt)}: ${printableLine(earlier.name)} (${earlier.id})`,
  )
  const which = undelivered.length === 1 ? 'this earlier enquiry' : `these ${undelivered.length} earlier enquiries`
  const intro =
    `The notification of ${which} could not be sent. ` +
    'They are stored: see them with npm run enquiries -- --status failed.'
  const items = lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')
  return {
    text: [intro, ...lines.map((line) => `  ${line}`), ''],
    html: `<p style="margin:16px 0 4px"><strong>${escapeHtml(intro)}</strong></p>\n<ul>${items}</ul>\n`,
  }
}

const htmlDocument = (title: string, body: string) => `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a">
${body}
</body>
</html>
`

export function composeNotificationEmail(
  enquiry: EnquiryForNotification,
  mail: { from: string; to: string[] },
  undelivered: UndeliveredEnquiry[] = [],
): NotificationEmail {
  const replyTo = replyAddress(enquiry)
  // A header is one line: the subject as the form sent it (a service's name, or General Enquiry),
  // with anything non-printable escaped, as a row stored by an older version might hold it.
  const subjectLine = `Website enquiry: ${printableLine(enquiry.subject)}`
  const name = printableLine(enquiry.name)
  const earlier = undeliveredSection(undelivered)
  const text = [
    'New enquiry from the website contact form.',
    '',
    ...textBlock(enquiry),
    '',
    ...earlier.text,
    '--',
    `Reply to this email to answer ${name} directly.`,
    `Reference: ${enquiry.id}`,
    '',
  ].join('\n')
  const reply = `Reply to this email to answer ${escapeHtml(name)} directly.<br>Reference: ${escapeHtml(enquiry.id)}`
  const html = htmlDocument(
    subjectLine,
    `<p>New enquiry from the website contact form.</p>
${htmlBlock(enquiry)}
${earlier.html}<hr style="border:0;border-top:1px solid #ccc;margin:16px 0">
<p style="color:#555;font-size:13px">${reply}</p>`,
  )
  return { from: mail.from, to: mail.to, replyTo, subject: subjectLine, text, html, reference: enquiry.id }
}

/** The enquiries that arrived past the hourly limit for everyone together, in one email at the end of their
 * window: a flood costs the owner this one message, and a real enquiry among them is still here in full. */
export function composeDigestEmail(
  enquiries: EnquiryForNotification[],
  mail: { from: string; to: string[] },
  undelivered: UndeliveredEnquiry[] = [],
): NotificationEmail {
  const [first] = enquiries
  if (first === undefined) throw new Error('A digest needs at least one enquiry')
  const count = enquiries.length === 1 ? 'one enquiry' : `${enquiries.length} enquiries`
  const subjectLine = `Website enquiries: ${count} during a busy hour`
  const intro =
    `More enquiries than usual arrived within the hour, so these were gathered into this one email: ${count}. ` +
    `Reply to each by writing to its address.`
  const earlier = undeliveredSection(undelivered)
  const text = [
    intro,
    '',
    ...enquiries.flatMap((enquiry, index) => [`${index + 1}.`, ...textBlock(enquiry), `Reference: ${enquiry.id}`, '']),
    ...earlier.text,
    '',
  ].join('\n')
  const blocks = enquiries.map(
    (enquiry) =>
      `<hr style="border:0;border-top:1px solid #ccc;margin:16px 0">\n${htmlBlock(enquiry)}\n` +
      `<p style="color:#555;font-size:13px">Reference: ${escapeHtml(enquiry.id)}</p>`,
  )
  const html = htmlDocument(
    subjectLine,
    `<p>${escapeHtml(intro)}</p>
${blocks.join('\n')}
${earlier.html}`,
  )
  return { from: mail.from, to: mail.to, subject: subjectLine, text, html, reference: `digest-${first.id}` }
}
