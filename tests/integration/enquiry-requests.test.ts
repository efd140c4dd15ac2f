import { describe, expect, it } from 'vitest'
import { maxBodyBytes } from '../../supabase/functions/_shared/enquiry-handler.ts'
import { testDatabases } from '../../local-stack/temporary-databases.ts'
import { enquiryHandlerSuite, siteOrigin, functionUrl, valid } from './support/enquiry-handler-suite.ts'

describe.each(testDatabases)('send-contact-email, what it accepts, from whom, on %s', (_name, openDatabase) => {
  const suite = enquiryHandlerSuite(openDatabase)
  const { answer, post, postForm, rows } = suite

  it('stores a valid enquiry once and emails the owner with its fields', async () => {
    const response = await post({ ...valid, name: '  Jane Smith  ' })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { ok: boolean; id: string }
    expect(body).toEqual({ ok: true, id: expect.any(String) })

    const [row, ...others] = await rows()
    expect(others).toHaveLength(0)
    expect(row).toMatchObject({
      id: body.id,
      name: 'Jane Smith',
      email: valid.email,
      phone: valid.phone,
      subject: valid.subject,
      message: valid.message,
      notification_status: 'sent',
      notification_attempts: 1,
      notification_last_error: null,
    })
    expect(row!.notification_sent_at).toBeInstanceOf(Date)

    expect(suite.sink.received).toHaveLength(1)
    const [{ mail, recipients }] = suite.sink.received as [(typeof suite.sink.received)[0]]
    expect(recipients).toEqual(['owner@harbourandhale.test'])
    expect(mail.from?.value).toEqual([{ name: 'Harbour & Hale website', address: 'website@harbourandhale.test' }])
    expect(mail.replyTo?.value).toEqual([{ name: '', address: valid.email }])
    expect(mail.subject).toBe('Website enquiry: Cost Management')
    expect(mail.messageId).toBe(`<${body.id}@harbourandhale.test>`)
    for (const value of ['Jane Smith', valid.email, valid.phone, valid.message, body.id]) {
      expect(mail.text).toContain(value)
      expect(mail.html).toContain(value)
    }
  })

  it('accepts an enquiry without a phone number', async () => {
    const { phone: _phone, ...withoutPhone } = valid
    expect((await post({ ...withoutPhone, phone: '' })).status).toBe(200)
    expect((await rows())[0]!.phone).toBeNull()
    expect(suite.sink.received[0]!.mail.text).toContain('Not given')
  })

  it.each([
    [{ name: 'J' }, 'name', 'Name must be at least 2 characters'],
    [{ name: '   ' }, 'name', 'Name must be at least 2 characters'],
    [{ name: 'x'.repeat(101) }, 'name', 'Name must be at most 100 characters'],
    [{ name: undefined }, 'name', 'Name must be at least 2 characters'],
    [{ name: 42 }, 'name', 'Name must be text'],
    [{ email: 'not-an-address' }, 'email', 'Invalid email address'],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'email', 'Invalid email address'],
    [{ email: 'jane@example.co.uk\r\nBcc: victim@example.com' }, 'email', 'Invalid email address'],
    [{ phone: 'x'.repeat(51) }, 'phone', 'Phone number must be at most 50 characters'],
    [{ subject: '' }, 'subject', 'Please select a subject'],
    [{ subject: undefined }, 'subject', 'Please select a subject'],
    [
      { subject: 'Cost Management\r\nBcc: victim@example.com' },
      'subject',
      'Subject must not contain control characters',
    ],
    [{ message: 'Too short' }, 'message', 'Message must be at least 10 characters'],
    [{ message: 'x'.repeat(1001) }, 'message', 'Message must be at most 1000 characters'],
    [
      { message: 'Contains a \u0000 character' },
      'message',
      'Message must not contain control characters other than line breaks and tabs',
    ],
    [
      { message: 'Colours \u001b[31mred\u001b[0m and a bell \u0007' },
      'message',
      'Message must not contain control characters other than line breaks and tabs',
    ],
    [{ name: 'Eve\r\nBcc: victim@example.com' }, 'name', 'Name must not contain control characters'],
    [{ name: 'Eve \u009b2J' }, 'name', 'Name must not contain control characters'],
    [{ phone: '0123\nSubject: hijacked' }, 'phone', 'Phone number must not contain control characters'],
    [{ name: 'Eve \u202egnp.exe' }, 'name', 'Name must not contain text-direction characters'],
    [
      { message: 'Please see \u2067the file\u2069 attached.' },
      'message',
      'Message must not contain text-direction characters',
    ],
    [{ name: '\u200b\u200b\u200b\u200b' }, 'name', 'Name must contain visible characters'],
    [{ consent: true }, 'consent', 'Unknown field'],
  ])('answers %o with 400, its message, and stores nothing', async (change, field, message) => {
    const response = await post({ ...valid, ...change })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: message, field })
    expect(await rows()).toHaveLength(0)
    expect(suite.sink.received).toHaveLength(0)
  })

  it('lists every invalid field, in the form order', async () => {
    const response = await post({ name: 'J', email: 'nope', subject: '', message: 'short' })
    expect(await response.json()).toEqual({
      error: 'Name must be at least 2 characters',
      field: 'name',
      issues: [
        { field: 'name', message: 'Name must be at least 2 characters' },
        { field: 'email', message: 'Invalid email address' },
        { field: 'subject', message: 'Please select a subject' },
        { field: 'message', message: 'Message must be at least 10 characters' },
      ],
    })
  })

  it('answers a body of thousands of unknown fields with a small 400 naming each field once', async () => {
    const unknown = Object.fromEntries(Array.from({ length: 1500 }, (_, index) => [`field${index}`, 'x']))
    const response = await post({ name: 'J', ...unknown })
    const text = await response.text()
    expect(response.status).toBe(400)
    expect(text.length).toBeLessThan(1024)
    const { issues } = JSON.parse(text) as { issues: { field: string; message: string }[] }
    expect(issues).toEqual([
      { field: 'name', message: 'Name must be at least 2 characters' },
      { field: 'email', message: 'Invalid email address' },
      { field: 'subject', message: 'Please select a subject' },
      { field: 'message', message: 'Message must be at least 10 characters' },
      { field: 'field0', message: 'Unknown field, and 1499 more' },
    ])
  })

  it.each([
    ['not JSON', '{"name":', 'The request body is not valid JSON'],
    ['a JSON array', '[1, 2]', 'Send the enquiry as a JSON object'],
  ])('answers a body that is %s with 400', async (_case, body, message) => {
    const response = await post(body)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: message })
  })

  it('answers an unsupported content type with 415', async () => {
    const response = await post(JSON.stringify(valid), { headers: { 'Content-Type': 'text/plain' } })
    expect(response.status).toBe(415)
    expect(await rows()).toHaveLength(0)
  })

  it('refuses an oversized body with 413 before reading it, whether its length is declared or streamed', async () => {
    const oversized = JSON.stringify({ ...valid, message: 'x'.repeat(maxBodyBytes) })
    const declared = await post(oversized)
    expect(declared.status).toBe(413)
    expect(await declared.json()).toEqual({ error: 'The enquiry is too large (at most 32 KB)' })

    const streamed = await suite.handler(
      new Request(functionUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: siteOrigin },
        body: new Blob([oversized]).stream(),
        duplex: 'half',
      } as RequestInit),
    )
    expect(streamed.status).toBe(413)
    expect(await rows()).toHaveLength(0)
  })

  it.each(['GET', 'PUT', 'DELETE', 'PATCH'])('answers %s with 405 and the allowed methods', async (method) => {
    const response = await suite.handler(new Request(functionUrl, { method }))
    expect(response.status).toBe(405)
    expect(response.headers.get('Allow')).toBe('POST, OPTIONS')
    expect(await response.json()).toEqual({ error: `Method ${method} is not allowed` })
  })

  it('answers other paths with 404', async () => {
    const response = await suite.handler(
      new Request('http://127.0.0.1/functions/v1/other-function', { method: 'POST' }),
    )
    expect(response.status).toBe(404)
  })

  describe('CORS', () => {
    const preflight = (origin: string) =>
      suite.handler(
        new Request(functionUrl, {
          method: 'OPTIONS',
          headers: {
            Origin: origin,
            'Access-Control-Request-Method': 'POST',
            'Access-Control-Request-Headers': 'authorization, content-type, idempotency-key',
          },
        }),
      )

    it('allows the site origins and its deploy previews on the preflight', async () => {
      for (const origin of [
        siteOrigin,
        'http://localhost:3000',
        'https://deploy-preview-7--harbour-and-hale.netlify.app',
      ]) {
        const response = await preflight(origin)
        expect(response.status).toBe(204)
        expect(response.headers.get('Access-Control-Allow-Origin')).toBe(origin)
        expect(response.headers.get('Access-Control-Allow-Methods')).toBe('POST, OPTIONS')
        expect(response.headers.get('Access-Control-Allow-Headers')).toContain('idempotency-key')
        expect(response.headers.get('Vary')).toContain('Origin')
      }
    })

    it('refuses a foreign origin on the preflight and on the post, storing nothing', async () => {
      for (const origin of ['https://evil.example', 'https://deploy-preview-7--another-site.netlify.app']) {
        const refused = await preflight(origin)
        expect(refused.status, origin).toBe(403)
        expect(refused.headers.get('Access-Control-Allow-Origin')).toBeNull()
      }

      const posted = await post(valid, { headers: { Origin: 'https://evil.example' } })
      expect(posted.status).toBe(403)
      expect(await posted.json()).toEqual({ error: 'This origin may not send enquiries' })
      expect(posted.headers.get('Access-Control-Allow-Origin')).toBeNull()
      expect(await rows()).toHaveLength(0)
    })

    it('sends the CORS headers on successes and on errors', async () => {
      const ok = await post(valid, { headers: { Origin: siteOrigin } })
      expect(ok.status).toBe(200)
      expect(ok.headers.get('Access-Control-Allow-Origin')).toBe(siteOrigin)
      const invalid = await post({ ...valid, name: 'J' }, { headers: { Origin: siteOrigin } })
      expect(invalid.status).toBe(400)
      expect(invalid.headers.get('Access-Control-Allow-Origin')).toBe(siteOrigin)
      const wrongMethod = await suite.handler(
        new Request(functionUrl, { method: 'GET', headers: { Origin: siteOrigin } }),
      )
      expect(wrongMethod.headers.get('Access-Control-Allow-Origin')).toBe(siteOrigin)
    })
  })

  it('answers a filled honeypot like a success, but neither stores nor emails it', async () => {
    const response = await post({ ...valid, company_website: 'https://spam.example' })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true, id: expect.any(String) })
    expect(await rows()).toHaveLength(0)
    expect(suite.sink.received).toHaveLength(0)
  })

  it('accepts an empty honeypot', async () => {
    expect((await post({ ...valid, company_website: '' })).status).toBe(200)
    expect(await rows()).toHaveLength(1)
  })

  describe('only browsers post', () => {
    it('refuses a JSON post without Origin with 403, storing nothing', async () => {
      const response = await answer(valid, { headers: { Origin: undefined } })
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({ error: 'Enquiries are accepted from the website only' })
      expect(await rows()).toHaveLength(0)
    })

    it('accepts a form without Origin from a page of the site (Referer), and refuses one with neither', async () => {
      const form = { ...valid, consent: 'on' }
      const fromPage = await postForm(form, { Origin: undefined, Referer: `${siteOrigin}/contact` })
      expect(fromPage.headers.get('Location')).toBe(`${siteOrigin}/contact/thank-you`)
      const elsewhere = await postForm(
        { ...form, message: 'Posted by a script, not a browser.' },
        { Origin: undefined, Referer: 'https://evil.example/' },
      )
      expect(elsewhere.status).toBe(403)
      const neither = await postForm({ ...form, message: 'Posted by a script, not a browser.' }, { Origin: undefined })
      expect(neither.status).toBe(403)
      expect(await rows()).toHaveLength(1)
    })
  })

  it('stores an address with a Unicode domain as typed, and mails its reply address in punycode', async () => {
    const response = await post({ ...valid, email: 'c16@bücher.example' })
    expect(response.status).toBe(200)
    expect((await rows())[0]!.email).toBe('c16@bücher.example')
    const [{ mail, raw }] = suite.sink.received as [(typeof suite.sink.received)[0]]
    expect(raw).toMatch(/^Reply-To: c16@xn--bcher-kva\.example\r$/m)
    expect(mail.text).toContain('c16@bücher.example')
  })

  it('neutralises header injection and HTML in the fields', async () => {
    const hostile = {
      name: 'Eve <script>alert(1)</script>',
      email: 'eve@example.com',
      phone: '0123 <i>456</i>',
      subject: 'General Enquiry',
      message: 'Hello <b>owner</b> & <img src=x onerror=alert(1)>\r\nBcc: victim@example.com\r\n\r\nInjected body',
    }
    expect((await post(hostile)).status).toBe(200)
    const [{ mail, recipients, raw }] = suite.sink.received as [(typeof suite.sink.received)[0]]
    expect(recipients).toEqual(['owner@harbourandhale.test'])
    expect(mail.bcc).toBeUndefined()
    expect(mail.cc).toBeUndefined()
    expect(mail.subject).toBe('Website enquiry: General Enquiry')
    const headerBlock = raw.slice(0, raw.search(/\r?\n\r?\n/))
    expect(headerBlock).not.toMatch(/victim|hijacked|script/i)
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).not.toContain('<img')
    expect(mail.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;')
    expect(mail.html).toContain('&#60;b&#62;owner&#60;/b&#62; &#38;')
    expect(mail.text).toContain(hostile.message.replace(/\r\n/g, '\n'))
  })

  describe('smaller guards', () => {
    it.each([
      [{ idempotency_key: 12345678 }, 'The idempotency key must be text'],
      [{ idempotency_key: 'auto:0123456789abcdef' }, 'The idempotency key must not start with "auto:"'],
    ])('refuses the key in %o with 400 and stores nothing', async (change, error) => {
      const response = await post({ ...valid, ...change })
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ error, field: 'idempotency_key' })
      expect(await rows()).toHaveLength(0)
    })

    it('sends nosniff on every answer', async () => {
      expect((await post(valid)).headers.get('X-Content-Type-Options')).toBe('nosniff')
      expect((await post({ ...valid, name: 'J' })).headers.get('X-Content-Type-Options')).toBe('nosniff')
    })
  })

  describe('a form posted without JavaScript', () => {
    const form = { ...valid, consent: 'on', company_website: '', idempotency_key: '' }

    it('stores the enquiry and redirects (303) to the configured origin’s thank-you page', async () => {
      const response = await postForm(form, {
        Origin: siteOrigin,
        Host: 'attacker.example',
        Referer: 'https://attacker.example/contact',
      })
      expect(response.status).toBe(303)
      expect(response.headers.get('Location')).toBe(`${siteOrigin}/contact/thank-you`)
      expect(await rows()).toHaveLength(1)
      expect(suite.sink.received).toHaveLength(1)
    })

    it('redirects an invalid enquiry to the error page, naming the field', async () => {
      const response = await postForm({ ...form, email: 'nope' })
      expect(response.status).toBe(303)
      expect(response.headers.get('Location')).toBe(`${siteOrigin}/contact/error?reason=invalid&field=email`)
      expect(await rows()).toHaveLength(0)
    })

    it('keeps an unknown field name out of the redirect', async () => {
      const response = await postForm({ ...form, ['x'.repeat(20_000)]: 'y' })
      expect(response.status).toBe(303)
      expect(response.headers.get('Location')).toBe(`${siteOrigin}/contact/error?reason=invalid`)
      expect(await rows()).toHaveLength(0)
    })

    it('requires the consent tick', async () => {
      const { consent: _consent, ...withoutConsent } = form
      const response = await postForm(withoutConsent)
      expect(response.headers.get('Location')).toBe(`${siteOrigin}/contact/error?reason=invalid&field=consent`)
      expect(await rows()).toHaveLength(0)
    })

    it('redirects a filled honeypot to the thank-you page without storing it', async () => {
      const response = await postForm({ ...form, company_website: 'spam' })
      expect(response.headers.get('Location')).toBe(`${siteOrigin}/contact/thank-you`)
      expect(await rows()).toHaveLength(0)
    })

    it('answers JSON to a script that posts a form and asks for JSON', async () => {
      const response = await postForm(form, { Accept: 'application/json' })
      expect(response.status).toBe(200)
      expect(await response.json()).toMatchObject({ ok: true })
    })

    it('reads multipart form data too', async () => {
      const data = new FormData()
      for (const [name, value] of Object.entries(form)) data.set(name, value)
      const response = await suite.handler(
        new Request(functionUrl, { method: 'POST', headers: { Accept: 'text/html', Origin: siteOrigin }, body: data }),
      )
      expect(response.status).toBe(303)
      expect(response.headers.get('Location')).toBe(`${siteOrigin}/contact/thank-you`)
    })
  })
})
