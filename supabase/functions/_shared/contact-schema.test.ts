import { describe, expect, it } from 'vitest'
import { contactFormSchema, contactSchema } from './contact-schema.ts'

const valid = { name: 'Jane Smith', email: 'jane@example.co.uk', subject: 'Cost Management', message: 'Please call me about an extension.' }
const messageOf = (input: unknown, schema: typeof contactSchema | typeof contactFormSchema = contactSchema) => {
  const result = schema.safeParse(input)
  return result.success ? undefined : result.error.issues.map((issue) => issue.message)
}

describe('contact schema (SPEC §5)', () => {
  it('accepts a valid enquiry, trimming fields and dropping an empty phone', () => {
    expect(contactSchema.parse({ ...valid, name: '  Jane Smith ', phone: '' })).toEqual({ ...valid, phone: undefined })
  })

  it.each([
    [{ name: 'J' }, 'Name must be at least 2 characters'],
    [{ name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
    [{ email: 'not-an-address' }, 'Invalid email address'],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'Invalid email address'],
    [{ subject: '' }, 'Please select a subject'],
    [{ subject: 'Plumbing' }, 'Please select a subject'],
    [{ message: 'Too short' }, 'Message must be at least 10 characters'],
    [{ message: 'x'.repeat(1001) }, 'Message must be at most 1000 characters'],
  ])('rejects %o with its message', (change, message) => {
    expect(messageOf({ ...valid, ...change })).toEqual([message])
  })

  it('rejects unknown fields, so the function stores only what it knows', () => {
    expect(messageOf({ ...valid, consent: true })).toHaveLength(1)
  })

  it('requires the consent tick on the form', () => {
    expect(messageOf({ ...valid, consent: false }, contactFormSchema)).toEqual(['You must accept the privacy policy'])
    expect(messageOf({ ...valid, consent: true }, contactFormSchema)).toBeUndefined()
  })
})
