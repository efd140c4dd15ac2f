// Pictures of the owner's two emails, the notification of one enquiry and the digest of a busy hour, as a mail
// program shows them (sender, subject and body), for CONTENT.md's "Enquiries". Made from the function's own
// composeNotificationEmail and composeDigestEmail with sample enquiries, so they change when the emails do.
// Usage: npm run report:emails [-- out dir]   (default docs/enquiries)
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { readSite } from '#content/site-file.ts'
import {
  composeDigestEmail,
  composeNotificationEmail,
  escapeHtml,
  type NotificationEmail,
} from '../supabase/functions/_shared/notification-email.ts'
import { chromiumArgs, chromiumPath } from '../local-stack/chromium.ts'

const [outDir = 'docs/enquiries'] = process.argv.slice(2)
const site = readSite()
const mail = {
  from: `${site.name} website <website@${new URL(site.url).hostname.replace(/^www\./, '')}>`,
  to: [site.email],
}
const received = new Date('2026-11-23T10:15:00Z')
const sample = (index: number, name: string, email: string, subject: string, message: string, phone?: string) => ({
  id: `7d3c1c9e-9a43-4c1b-8f57-2f4f5d0f6b1${index}`,
  createdAt: new Date(received.getTime() + index * 4 * 60_000),
  name,
  email,
  phone,
  subject,
  message,
})
const jane = sample(
  1,
  'Jane Smith',
  'jane.smith@example.co.uk',
  'Cost Management',
  'We are planning a two-storey rear extension and would like a cost plan before we go out to tender. ' +
    'Could you call me this week?',
  '01632 960 001',
)
const busyHour = [
  jane,
  sample(
    2,
    'Tom Baker',
    'tom@example.com',
    'Project Management',
    'Looking for a project manager for a barn conversion.',
  ),
  sample(3, 'Priya Patel', 'priya@example.org', 'General Enquiry', 'Do you work on sites in Canterbury?'),
]

/** The email as a mail program frames it: its headers above, its HTML body below. */
function framed(email: NotificationEmail): string {
  const header = (label: string, value: string) =>
    `<tr><th style="text-align:left;padding:2px 12px 2px 0;color:#555;font-weight:normal">${label}</th>` +
    `<td>${escapeHtml(value)}</td></tr>`
  const headers = [
    header('From', email.from),
    header('To', email.to.join(', ')),
    ...(email.replyTo ? [header('Reply-To', email.replyTo)] : []),
    header('Subject', email.subject),
  ].join('')
  return email.html.replace(
    /<body([^>]*)>/,
    `<body$1><table style="font-size:13px;border-bottom:1px solid #ccc;margin-bottom:16px;` +
      `padding-bottom:8px;width:100%">${headers}</table>`,
  )
}

await mkdir(outDir, { recursive: true })
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const page = await browser.newPage({ viewport: { width: 720, height: 400 } })
for (const [file, email] of [
  ['notification-email.png', composeNotificationEmail(jane, mail)],
  ['digest-email.png', composeDigestEmail(busyHour, mail)],
] as const) {
  await page.setContent(framed(email))
  await page.screenshot({ path: join(outDir, file), fullPage: true })
  console.log(join(outDir, file))
}
await browser.close()
