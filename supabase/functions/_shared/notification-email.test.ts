import { describe, expect, it } from 'vitest'
import {
  composeDigestEmail,
  composeNotificationEmail,
  escapeHtml,
  formatReceived,
  type EnquiryForNotification,
} from './notification-email.ts'

const enquiry: EnquiryForNotification = {
  id: '7d3c1c9e-9a43-4c1b-8f57-2f4f5d0f6b11',
  createdAt: new Date('2026-07-01T09:05:00Z'),
  name: 'Jane <b>Smith</b>',
  email: 'jane@example.co.uk',
  phone: undefined,
  subject: 'Quantity Surveying',
  message: 'Line one & "two"\nLine <three>',
}
const mail = { from: 'Website <website@example.co.uk>', to: ['owner@example.co.uk'] }

describe('the notification email', () => {
  it('escapes every character that means something in HTML', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;&#38;&#60;/a&#62;',
    )
  })

  it('gives the time in UK time, summer or winter', () => {
    expect(formatReceived(new Date('2026-07-01T09:05:00Z'))).toBe('Wednesday 1 July 2026 at 10:05 (UK time)')
    expect(formatReceived(new Date('2026-12-01T09:05:00Z'))).toBe('Tuesday 1 December 2026 at 09:05 (UK time)')
  })

  it('builds the subject from the list, replies to the visitor, and escapes the HTML part only', () => {
    const email = composeNotificationEmail(enquiry, mail)
    expect(email).toMatchObject({
      ...mail,
      replyTo: 'jane@example.co.uk',
      subject: 'Website enquiry: Quantity Surveying',
      reference: enquiry.id,
    })
    expect(email.text).toContain('Name:     Jane <b>Smith</b>')
    expect(email.text).toContain('Phone:    Not given')
    expect(email.text).toContain('Line one & "two"\nLine <three>')
    expect(email.html).toContain('Jane &#60;b&#62;Smith&#60;/b&#62;')
    expect(email.html).toContain('Line one &#38; &#34;two&#34;\nLine &#60;three&#62;')
    expect(email.html).not.toMatch(/<b>|<three>/)
  })

  it('replies to an address with a Unicode domain through its punycode form, and shows it as typed', () => {
    const email = composeNotificationEmail({ ...enquiry, email: 'c16@bücher.example' }, mail)
    expect(email.replyTo).toBe('c16@xn--bcher-kva.example')
    expect(email.text).toContain('Email:    c16@bücher.example')
  })

  it('gathers held enquiries into one digest, each in full, with no single reply address', () => {
    const second = {
      ...enquiry,
      id: '0b1f3a2e-4c5d-4e6f-8a9b-0c1d2e3f4a5b',
      name: 'Real Visitor',
      message: 'A real enquiry among many.',
    }
    const digest = composeDigestEmail([enquiry, second], mail)
    expect(digest).toMatchObject({
      ...mail,
      subject: 'Website enquiries: 2 enquiries during a busy hour',
      reference: `digest-${enquiry.id}`,
    })
    expect(digest.replyTo).toBeUndefined()
    for (const text of [
      'Jane <b>Smith</b>',
      'Real Visitor',
      'A real enquiry among many.',
      `Reference: ${enquiry.id}`,
      `Reference: ${second.id}`,
    ])
      expect(digest.text).toContain(text)
    expect(digest.html).toContain('Jane &#60;b&#62;Smith&#60;/b&#62;')
    expect(digest.html).not.toContain('<b>Smith')
  })

  it('shows control, text-direction and invisible characters escaped, whatever the database holds', () => {
    const hostile = {
      ...enquiry,
      name: 'Eve\r\nBcc: victim@example.com\u001b[2J',
      phone: '0123\u202e987',
      message: 'Hello\u0007 owner\r\nSecond line\twith a tab \u200b end',
    }
    const email = composeNotificationEmail(hostile, mail)
    expect(email.text).toContain('Name:     Eve\\u{000D}\\u{000A}Bcc: victim@example.com\\u{001B}[2J')
    expect(email.text).not.toMatch(/^Bcc:/m)
    expect(email.text).toContain('Phone:    0123\\u{202E}987')
    expect(email.text).toContain('Hello\\u{0007} owner\nSecond line\twith a tab \\u{200B} end')
    for (const part of [email.text, email.html])
      expect(part).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b\u202a-\u202e]/)
  })

  it('reports enquiries whose notification was given up on', () => {
    const earlier = {
      id: '11111111-2222-4333-8444-555555555555',
      name: 'Bob\u202e',
      createdAt: new Date('2026-06-30T08:00:00Z'),
    }
    const email = composeNotificationEmail(enquiry, mail, [earlier])
    expect(email.text).toContain('The notification of this earlier enquiry could not be sent.')
    expect(email.text).toContain(
      'Tuesday 30 June 2026 at 09:00 (UK time): Bob\\u{202E} (11111111-2222-4333-8444-555555555555)',
    )
    expect(email.html).toContain('11111111-2222-4333-8444-555555555555')
  })

  it('keeps a stored subject with a line break on one line of the subject header', () => {
    const email = composeNotificationEmail({ ...enquiry, subject: 'Free money\r\nBcc: x@example.com' }, mail)
    expect(email.subject).toBe('Website enquiry: Free money\\u{000D}\\u{000A}Bcc: x@example.com')
    expect(email.subject).not.toMatch(/[\r\n]/)
  })

  it.each(['jane@example.co.uk\r\nBcc: victim@example.com', 'Jane <jane@example.co.uk>', 'not an address'])(
    'refuses to use %j as the Reply-To header',
    (email) => {
      expect(() => composeNotificationEmail({ ...enquiry, email }, mail)).toThrow(/no valid reply address/)
    },
  )
})
