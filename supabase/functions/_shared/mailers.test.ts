import { describe, expect, it } from 'vitest'
import { createResendMailer, unconfiguredMailer } from './mailers.ts'
import type { NotificationEmail } from './notification-email.ts'

const email: NotificationEmail = {
  from: 'Website <website@example.co.uk>',
  to: ['owner@example.co.uk'],
  replyTo: 'jane@example.co.uk',
  subject: 'Website enquiry: Cost Management',
  text: 'text',
  html: '<p>html</p>',
  reference: '7d3c1c9e-9a43-4c1b-8f57-2f4f5d0f6b11',
}

describe('the email API mailer', () => {
  it('posts the documented request and returns the message id', async () => {
    const calls: [string, RequestInit][] = []
    const mailer = createResendMailer({
      apiKey: 're_123',
      apiUrl: 'https://api.example.test',
      fetch: async (url, init) => {
        calls.push([String(url), init!])
        return Response.json({ id: 'msg_1' })
      },
    })
    expect(await mailer.send(email)).toEqual({ messageId: 'msg_1' })
    const [[url, init]] = calls as [[string, RequestInit]]
    expect(url).toBe('https://api.example.test/emails')
    expect(init.method).toBe('POST')
    expect(init.headers).toEqual({
      Authorization: 'Bearer re_123',
      'Content-Type': 'application/json',
      'Idempotency-Key': 'enquiry-notification/7d3c1c9e-9a43-4c1b-8f57-2f4f5d0f6b11',
    })
    // The email API's own field names, written out: the request as its documentation shows it.
    expect(JSON.parse(init.body as string)).toEqual({
      from: 'Website <website@example.co.uk>',
      to: ['owner@example.co.uk'],
      reply_to: 'jane@example.co.uk',
      subject: 'Website enquiry: Cost Management',
      text: 'text',
      html: '<p>html</p>',
      headers: { 'X-Entity-Ref-ID': '7d3c1c9e-9a43-4c1b-8f57-2f4f5d0f6b11' },
    })
  })

  it('rejects with the service’s own explanation', async () => {
    const mailer = createResendMailer({
      apiKey: 're_123',
      apiUrl: 'https://api.example.test',
      fetch: async () => Response.json({ statusCode: 422, name: 'validation_error', message: 'Invalid `from` field.' }, { status: 422 }),
    })
    await expect(mailer.send(email)).rejects.toThrow('Email API answered 422: validation_error: Invalid `from` field.')
  })

  it('keeps enquiries pending when no transport is configured', async () => {
    await expect(unconfiguredMailer.send(email)).rejects.toThrow(/RESEND_API_KEY or SMTP_URL/)
  })
})
