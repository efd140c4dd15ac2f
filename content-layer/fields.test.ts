import { readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { fieldReference, withFieldReference } from './commands/field-reference.ts'
import { type ContentKind, describeContent, jsonSchemaOf } from './fields.ts'

let kinds: ContentKind[]
beforeAll(() => {
  kinds = describeContent()
}, 60_000)

const field = (kind: string, name: string) => kinds.find((k) => k.name === kind)!.fields.find((f) => f.name === name)!

describe('field descriptions', () => {
  it("take each field's meaning from its description in content/schemas", () => {
    expect(field('projects', 'location')).toMatchObject({
      doc: 'Town or area, e.g. "Manston, Kent".',
      required: true,
      format: 'Text.',
    })
    expect(kinds.find((k) => k.name === 'faqs')!.doc).toBe('A frequently asked question.')
    // Fields spread in from shared.ts keep the description written there.
    expect(field('legal', 'title').doc).toBe(
      'Title for the browser tab and search results (the site name is appended).',
    )
  })

  it("say what to write, from the schema's rules", () => {
    expect(field('projects', 'completed').format).toBe('A whole number from 1990 to 2100.')
    expect(field('projects', 'value').format).toBe('A whole number of 1 or more, or `Residential`.')
    expect(field('projects', 'category').format).toBe('One of `Industrial` or `Residential`.')
    expect(field('legal', 'description').format).toBe('Text, up to 170 characters.')
    expect(field('site', 'phone').format).toBe('Write a UK number such as "01632 960123" or "+44 1632 960123".')
    expect(field('projects', 'featured')).toMatchObject({ required: false, defaultValue: false })
  })

  it('describe groups, lists of groups and alternative forms field by field', () => {
    expect(field('site', 'address').fields!.map((f) => f.name)).toEqual([
      'building',
      'street',
      'locality',
      'town',
      'county',
      'postcode',
    ])
    expect(field('stats', 'headline')).toMatchObject({ shape: 'list', minItems: 3 })
    expect(field('site', 'analytics').forms!.map((form) => form[0]!.doc)).toEqual([
      'Plausible Analytics (plausible.io): cookieless, hosted in the EU.',
      'Google Analytics 4, through the Google tag (gtag.js).',
    ])
  })
})

describe('the schemas read as JSON Schema', () => {
  it(
    'are read as the file is written: before transforms, which do not run (the image and icon lookups need the ' +
      'files)',
    () => {
      const schema = z.strictObject({
        icon: z
          .string()
          .regex(/^i-[a-z]+$/, 'Write an icon as "i-{name}"')
          .transform(() => {
            throw new Error('a transform ran')
          })
          .meta({ description: 'An icon.' }),
      })
      expect(jsonSchemaOf(schema).properties!.icon).toMatchObject({
        type: 'string',
        pattern: '^i-[a-z]+$',
        description: 'An icon.',
      })
    },
  )

  it("carry the content check's own sentence for a value a rule refuses, as a sentence", () => {
    const schema = z.strictObject({
      caption: z.string().max(24, 'Keep captions short: 24 characters at most'),
      note: z.string().max(5),
      units: z.union([z.number().int(), z.literal('Residential')], {
        error: 'Write a number of units, or "Residential"',
      }),
    })
    const { properties } = jsonSchemaOf(schema)
    expect(properties!.caption).toMatchObject({
      maxLength: 24,
      errorMessage: 'Keep captions short: 24 characters at most.',
    })
    expect(properties!.note).toMatchObject({ errorMessage: 'Must be at most 5 characters.' })
    expect(properties!.units).toMatchObject({ errorMessage: 'Write a number of units, or "Residential".' })
  })

  it('refuse a pattern the owner would meet without a sentence of its own', () => {
    expect(() => jsonSchemaOf(z.strictObject({ code: z.string().regex(/^[A-Z]{3}$/) }))).toThrow(
      /give the check a message/,
    )
  })
})

describe('CONTENT.md', () => {
  it('has the field reference of the current schemas', () => {
    const markdown = readFileSync('CONTENT.md', 'utf8')
    expect(
      withFieldReference(markdown, fieldReference(kinds)),
      'The field reference in CONTENT.md is out of date: run `npm run content:fields`',
    ).toBe(markdown)
  })
})
