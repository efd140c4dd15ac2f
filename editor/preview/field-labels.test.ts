import { expect, it } from 'vitest'
import type { DecapField } from '../decap-fields.ts'
import { formLabel, problemSentence } from './field-labels.ts'

const form: DecapField[] = [
  { name: 'completionTime', label: 'Duration in months', widget: 'number' },
  { name: 'location', label: 'Location', widget: 'string' },
  {
    name: 'title',
    label: 'Title',
    widget: 'limited-string',
    pattern: ['^[\\s\\S]{0,60}$', 'Keep project titles to 60 characters.'],
  },
  { name: 'category', label: 'Category', widget: 'select' },
  { name: 'outcomes', label: 'Outcomes', widget: 'list', field: { name: 'item', label: 'Outcome', widget: 'string' } },
  {
    name: 'images',
    label: 'Pictures',
    widget: 'list',
    fields: [
      { name: 'src', label: 'Picture', widget: 'image' },
      { name: 'alt', label: "Description for people who can't see it", widget: 'string' },
    ],
  },
]

it("names a field by the form's label, through groups and lists", () => {
  expect(formLabel(['completionTime'], form)).toBe('Duration in months')
  expect(formLabel(['outcomes', 1], form)).toBe('Outcomes, item 2')
  expect(formLabel(['images', 0, 'alt'], form)).toBe("Pictures, item 1, Description for people who can't see it")
  expect(formLabel(['locaton'], form)).toBe('locaton')
})

it('says a problem in one sentence, the form\'s own, with no "undefined" and no colon to write after', () => {
  const data = { location: ' ', outcomes: [null], title: 'x'.repeat(61), completionTime: 0 }
  const sentence = (path: PropertyKey[], message: string) => problemSentence({ path, message }, data, form)
  expect(sentence(['category'], 'must be "Industrial" or "Residential", not undefined')).toBe('Category is required.')
  expect(sentence(['location'], 'Must not be empty')).toBe('Location is required.')
  expect(sentence(['outcomes', 0], 'has no value: write it after the colon')).toBe('Outcomes, item 1 is required.')
  expect(sentence(['title'], 'Keep titles short')).toBe('Title: Keep project titles to 60 characters.')
  expect(sentence(['completionTime'], 'must be 1 or more')).toBe('Duration in months must be 1 or more.')
})
