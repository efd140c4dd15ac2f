import { describe, expect, it } from 'vitest'
import { MessageRefusedError } from './mail-failures.ts'
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
      fetch: async () =>
        Response.json({ statusCode: 422, name: 'validation_error', message: 'Invalid `from` field.' }, { status: 422 }),
    })
    await expect(mailer.send(email)).rejects.toThrow('Email API answered 422: validation_error: Invalid `from` field.')
  })

  // Resend's documented errors (https://resend.com/docs/api-reference/errors): only a refusal of this one message
  // is final; the key, the domain, the quota and an outage keep the enquiry pending.
  it.each([
    [400, 'validation_error', 'Invalid `to` field.', true],
    [400, 'validation_error', 'API key is invalid', false],
    [401, 'missing_api_key', 'Missing API key in the authorization header.', false],
    [401, 'restricted_api_key', 'This API key is restricted to only send emails.', false],
    [403, 'invalid_api_key', 'API key is invalid.', false],
    [403, 'validation_error', 'The example.co.uk domain is not verified.', false],
    [404, 'not_found', 'The requested endpoint does not exist.', false],
    [409, 'concurrent_idempotent_requests', 'Same idempotency key used while a request is in progress.', false],
    [422, 'invalid_from_address', 'Invalid `from` field.', false],
    [422, 'missing_required_field', 'Missing `to` field.', true],
    [429, 'daily_quota_exceeded', 'You have reached your daily email sending quota.', false],
    [429, 'rate_limit_exceeded', 'Too many requests.', false],
    [451, 'security_error', 'We may have found a security issue with the request.', true],
    [500, 'application_error', 'An unexpected error occurred.', false],
    [503, 'internal_server_error', 'Unavailable', false],
  ])('treats %i %s (%s) as a refusal of the message: %s', async (status, name, message, refused) => {
    const mailer = createResendMailer({
      apiKey: 're_123',
      apiUrl: 'https://api.example.test',
      fetch: async () => Response.json({ statusCode: status, name, message }, { status }),
    })
    const error = await mailer.send(email).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(Error)
    expect(error instanceof MessageRefusedError).toBe(refused)
  })

  it('abandons the request when the caller aborts', async () => {
    const controller = new AbortController()
    const mailer = createResendMailer({
      apiKey: 're_123',
      apiUrl: 'https://api.example.test',
      // Answers only when aborted, as a service that never replies.
      fetch: (_url, init) =>
        new Promise((_resolve, reject) => init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason))),
    })
    const sent = mailer.send(email, controller.signal)
    controller.abort(new Error('Abandoned'))
    await expect(sent).rejects.toThrow('Abandoned')
  })

  it('keeps enquiries pending when no transport is configured', async () => {
    await expect(unconfiguredMailer.send(email)).rejects.toThrow(/RESEND_API_KEY or SMTP_URL/)
  })
})
