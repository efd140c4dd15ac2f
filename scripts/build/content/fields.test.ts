import { readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { fieldReference, withFieldReference } from './field-reference.ts'
import { type ContentKind, describeContent } from './fields.ts'

let kinds: ContentKind[]
beforeAll(() => {
  kinds = describeContent()
}, 60_000)

const field = (kind: string, name: string) => kinds.find((k) => k.name === kind)!.fields.find((f) => f.name === name)!

describe('field descriptions', () => {
  it('take each field\'s meaning from the JSDoc in content/schemas', () => {
    expect(field('projects', 'location')).toMatchObject({ doc: 'Town or area, e.g. "Manston, Kent".', required: true, format: 'Text.' })
    expect(kinds.find((k) => k.name === 'faqs')!.doc).toBe('A frequently asked question.')
    // Fields spread in from shared.ts keep the JSDoc written there.
    expect(field('legal', 'title').doc).toBe('Title for the browser tab and search results (the site name is appended).')
  })

  it('say what to write, from the schema\'s rules', () => {
    expect(field('projects', 'completed').format).toBe('A whole number from 1990 to 2100.')
    expect(field('projects', 'value').format).toBe('A whole number of 1 or more, or `Residential`.')
    expect(field('projects', 'category').format).toBe('One of `Industrial` or `Residential`.')
    expect(field('legal', 'description').format).toBe('Text, up to 170 characters.')
    expect(field('site', 'phone').format).toBe('Write a UK number such as "01632 960123" or "+44 1632 960123".')
    expect(field('projects', 'featured')).toMatchObject({ required: false, defaultValue: false })
  })

  it('describe groups, lists of groups and alternative forms field by field', () => {
    expect(field('site', 'address').fields!.map((f) => f.name)).toEqual(['building', 'street', 'locality', 'town', 'county', 'postcode'])
    expect(field('stats', 'headline')).toMatchObject({ shape: 'list', minItems: 3 })
    expect(field('site', 'analytics').forms!.map((form) => form[0]!.doc)).toEqual([
      'Plausible Analytics (plausible.io): cookieless, hosted in the EU.',
      'Google Analytics 4, through the Google tag (gtag.js).',
    ])
  })
})

describe('CONTENT.md', () => {
  it('has the field reference of the current schemas', () => {
    const markdown = readFileSync('CONTENT.md', 'utf8')
    expect(withFieldReference(markdown, fieldReference(kinds)), 'The field reference in CONTENT.md is out of date: run `npm run content:fields`').toBe(markdown)
  })
})
