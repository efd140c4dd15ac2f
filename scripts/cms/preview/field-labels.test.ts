import { expect, it } from 'vitest'
import type { DecapField } from '../decap-fields.ts'
import { formLabel } from './field-labels.ts'

const form: DecapField[] = [
  { name: 'completionTime', label: 'Duration in months', widget: 'number' },
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
