// The preview names a problem as the form beside it does (each field's label and messages in config.yml,
// decap-fields.ts, in Decap's words from browser/locale.ts): "Location is required.", not the file's key or zod's
// words.
import type { DecapField } from '../decap-fields.ts'

/** The form's field at `path` (a list's item is its `field`, or the group of its `fields`). */
export function fieldAt(path: readonly PropertyKey[], form: readonly DecapField[]): DecapField | undefined {
  let fields: readonly DecapField[] = form
  let field: DecapField | undefined
  for (const key of path) {
    if (typeof key === 'number') {
      const item = field?.field as DecapField | undefined
      if (item) field = item
      continue
    }
    field = fields.find(({ name }) => name === key)
    if (!field) return undefined
    fields = (field.fields as DecapField[] | undefined) ?? []
  }
  return field
}

/** ["images", 1, "alt"] as "Pictures, item 2, Description…"; a key the form does not show stays as written. */
export function formLabel(path: readonly PropertyKey[], form: readonly DecapField[]): string {
  let fields: readonly DecapField[] = form
  return path
    .map((key) => {
      if (typeof key === 'number') return `item ${key + 1}`
      const field = fields.find(({ name }) => name === key)
      // A group's fields, or a list's group of fields, are the next key's.
      fields = (field?.fields as DecapField[] | undefined) ?? []
      return field?.label ?? String(key)
    })
    .join(', ')
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0)

/** The value at `path` in `data`. */
export const valueAt = (data: unknown, path: readonly PropertyKey[]) =>
  path.reduce<unknown>((value, key) => (value as Record<PropertyKey, unknown> | undefined)?.[key], data)

/**
 * One sentence for a problem the content check finds at `path`: the form's own where it has one (a missing value,
 * the field's pattern message), or the check's words after the field's label.
 */
export function problemSentence(
  issue: { path: readonly PropertyKey[]; message: string },
  data: unknown,
  form: readonly DecapField[],
): string {
  const { path, message } = issue
  if (!path.length) return message
  const label = formLabel(path, form)
  const field = fieldAt(path, form)
  if (isEmpty(valueAt(data, path))) return `${label} is required.`
  // The field's own message, word for word, as the form shows it under the field.
  const sentence = field?.pattern?.[1] ?? message
  if (/^[A-Z]/.test(sentence)) return `${label}: ${sentence}`
  // A phrase of the check's ("must be 1 or more") follows the label, as the form's range messages read.
  return `${label} ${sentence}${/[.?!]$/.test(sentence) ? '' : '.'}`
}
