import { describe, expect, it } from 'vitest'
import { asciiEmail, enquiryFormSchema, enquirySchema } from './enquiry-schema.ts'

const valid = {
  name: 'Jane Smith',
  email: 'jane@example.co.uk',
  subject: 'Cost Management',
  message: 'Please call me about an extension.',
}
const messageOf = (input: unknown, schema: typeof enquirySchema | typeof enquiryFormSchema = enquirySchema) => {
  const result = schema.safeParse(input)
  return result.success ? undefined : result.error.issues.map((issue) => issue.message)
}

describe('contact schema', () => {
  it('accepts a valid enquiry, trimming fields and dropping an empty phone', () => {
    expect(enquirySchema.parse({ ...valid, name: '  Jane Smith ', phone: '' })).toEqual({ ...valid, phone: undefined })
  })

  it('accepts an address whose domain is in another script, kept as typed, and mails it in punycode', () => {
    expect(enquirySchema.parse({ ...valid, email: 'c16@bücher.example' }).email).toBe('c16@bücher.example')
    expect(asciiEmail('c16@bücher.example')).toBe('c16@xn--bcher-kva.example')
    expect(asciiEmail('jane@example.co.uk')).toBe('jane@example.co.uk')
  })

  it.each([
    'c16@bücher.example/path',
    'c16@bücher.example:25',
    'c16@bü cher.example',
    'c16@bücher..example',
    '@bücher.example',
  ])('refuses %s, which only looks like an address', (email) => {
    expect(messageOf({ ...valid, email })).toEqual(['Invalid email address'])
  })

  it('accepts a service the owner has added or renamed since the function was deployed', () => {
    expect(enquirySchema.parse({ ...valid, subject: 'Building Surveying' }).subject).toBe('Building Surveying')
  })

  it.each([
    [{ name: 'J' }, 'Name must be at least 2 characters'],
    [{ name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
    [{ email: 'not-an-address' }, 'Invalid email address'],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'Invalid email address'],
    [{ subject: '' }, 'Please select a subject'],
    [{ subject: '   ' }, 'Please select a subject'],
    [{ subject: undefined }, 'Please select a subject'],
    [{ subject: 'x'.repeat(101) }, 'Subject must be at most 100 characters'],
    [{ subject: 'Cost Management\r\nBcc: victim@example.com' }, 'Subject must not contain control characters'],
    [{ message: 'Too short' }, 'Message must be at least 10 characters'],
    [{ message: 'x'.repeat(1001) }, 'Message must be at most 1000 characters'],
  ])('rejects %o with its message', (change, message) => {
    expect(messageOf({ ...valid, ...change })).toEqual([message])
  })

  it.each([
    [{ name: 'Jane\u001b[31m Smith' }, 'Name must not contain control characters'],
    [{ name: 'Jane\r\nBcc: victim@example.com' }, 'Name must not contain control characters'],
    [{ name: 'Jane\u009b31m' }, 'Name must not contain control characters'],
    [{ phone: '0123\u0007' }, 'Phone number must not contain control characters'],
    [{ phone: '0123\nSubject: hijacked' }, 'Phone number must not contain control characters'],
    [
      { message: 'Hello there\u001b]0;title\u0007 owner' },
      'Message must not contain control characters other than line breaks and tabs',
    ],
    [
      { message: 'Hello there \u0000 owner' },
      'Message must not contain control characters other than line breaks and tabs',
    ],
    [{ name: 'Jane \u202eevil' }, 'Name must not contain text-direction characters'],
    [{ phone: '\u20660123\u2069' }, 'Phone number must not contain text-direction characters'],
    [{ message: 'Please read \u202atxt.exe\u202c again' }, 'Message must not contain text-direction characters'],
    [{ name: '\u200b\u200b\u200b' }, 'Name must contain visible characters'],
    [{ name: '\u3164\u3164' }, 'Name must contain visible characters'],
  ])('rejects characters that are not text: %o', (change, message) => {
    expect(messageOf({ ...valid, ...change })?.[0]).toBe(message)
  })

  it('keeps line breaks and tabs in the message, and any script in names', () => {
    expect(enquirySchema.parse({ ...valid, message: 'Line one\r\n\tLine two' }).message).toBe('Line one\r\n\tLine two')
    expect(enquirySchema.parse({ ...valid, name: 'Zoë Ó Briain-Łukasz 李' }).name).toBe('Zoë Ó Briain-Łukasz 李')
  })

  it('rejects unknown fields, so the function stores only what it knows', () => {
    expect(messageOf({ ...valid, consent: true })).toHaveLength(1)
  })

  it('requires the consent tick on the form', () => {
    expect(messageOf({ ...valid, consent: false }, enquiryFormSchema)).toEqual(['You must accept the privacy policy'])
    expect(messageOf({ ...valid, consent: true }, enquiryFormSchema)).toBeUndefined()
  })
})
