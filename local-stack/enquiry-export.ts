// What the owner sends a person who asks for the data the site holds about them (the privacy policy's right of
// access): every enquiry from their address, as stored, in plain text anyone can open and read.
import type { StoredEnquiry } from '../supabase/functions/_shared/enquiry-store.ts'
import { formatReceived } from '../supabase/functions/_shared/notification-email.ts'
import { printableLine, printableText } from '../supabase/functions/_shared/printable.ts'

const notification: Record<StoredEnquiry['notificationStatus'], string> = {
  pending: 'not emailed to us yet',
  held: 'waiting to be emailed to us with others',
  sent: 'emailed to us',
  failed: 'could not be emailed to us',
}

/** The file's text; the dates may come as JSON's strings (from the running local stack). */
export function enquiryExport(enquiries: StoredEnquiry[], business: string, exportedAt = new Date()): string {
  const count = `${enquiries.length} enquir${enquiries.length === 1 ? 'y' : 'ies'}`
  const header = [
    `The enquiries ${business} holds from your email address`,
    `Exported ${formatReceived(exportedAt)}: ${count}, everything stored with each.`,
    'Each is kept for 24 months after our last contact about it, then deleted.',
  ]
  const sections = enquiries.map((enquiry, index) => {
    const indented = printableText(enquiry.message)
      .split('\n')
      .map((line) => `    ${line}`)
    return [
      `Enquiry ${index + 1} of ${enquiries.length} (reference ${enquiry.id})`,
      `  Received:      ${formatReceived(new Date(enquiry.createdAt))}`,
      `  Name:          ${printableLine(enquiry.name)}`,
      `  Email:         ${printableLine(enquiry.email)}`,
      `  Phone:         ${enquiry.phone ? printableLine(enquiry.phone) : '(none given)'}`,
      `  Subject:       ${printableLine(enquiry.subject)}`,
      '  Message:',
      ...indented,
      `  Last contact:  ${formatReceived(new Date(enquiry.lastContactAt))}`,
      `  Notification:  ${notification[enquiry.notificationStatus]}`,
    ].join('\n')
  })
  return `${[header.join('\n'), ...sections].join('\n\n')}\n`
}
