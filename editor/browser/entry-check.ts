// The content check's own rules about one entry (content-layer/parse.ts's entryProblems: the schema, the placeholders,
// a published page's text), asked of the entry on screen as it would be saved, each problem in the sentence the form
// gives it ("Outcomes is required.", preview/field-labels.ts). The preview lists these sentences and each field shows
// its own (checked-fields.ts), so the two lists are one.
import { anyNameContext } from '../../content/schemas/context.ts'
import { type CollectionDefinition, collections, isFolder } from '#content/collections.ts'
import { entryProblems } from '#content/parse.ts'
import type { DecapField } from '../decap-fields.ts'
import { fieldAt, problemSentence, valueAt } from '../preview/field-labels.ts'

/** A problem with the field it is about (`path`, from the entry's top) and its sentence. */
export type FieldProblem = { path: readonly PropertyKey[]; sentence: string }

/** The kind of content of Decap's `collection` (for single files, the file named `slug`). */
export function kindOf(collection: string, slug: string): CollectionDefinition | undefined {
  const decapName = (name: string) => name.replace(/\s+/g, '-')
  return (collections as readonly CollectionDefinition[]).find((kind) =>
    isFolder(kind) ? decapName(kind.name) === collection : decapName(kind.name) === slug,
  )
}

/**
 * What the check would say about an entry of `kind` saved with `fields` (its values as saved) and `body` (its page
 * text as saved), named by `form`'s labels. Any picture name passes here: the media library offers only files there.
 */
export function checkEntry(
  kind: CollectionDefinition,
  fields: Record<string, unknown>,
  body: string,
  form: DecapField[],
): FieldProblem[] {
  const data = { ...fields, body }
  return entryProblems(kind, fields, body, anyNameContext).problems.flatMap(({ field }) =>
    field
      ? [{ path: field.path, sentence: problemSentence({ path: field.path, message: field.reason }, data, form) }]
      : [],
  )
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)

/**
 * Whether Decap's own checks of the form already say this problem at its field (config.yml's `required`, `pattern`,
 * a number's range, from the same schemas): the check's sentence is not written twice. A list's own presence is not
 * one of them (Decap asks only its items).
 */
export function formSays({ path }: FieldProblem, data: unknown, form: DecapField[]): boolean {
  const field = fieldAt(path, form)
  if (!field || field.widget === 'list') return false
  const value = valueAt(data, path)
  if (isEmpty(value)) return field.required !== false
  const pattern = field.pattern as [string, string] | undefined
  if (pattern && !new RegExp(pattern[0]).test(String(value))) return true
  if (field.widget === 'number' && typeof value === 'number') {
    const { min, max } = field as { min?: number; max?: number }
    return (min !== undefined && value < min) || (max !== undefined && value > max)
  }
  return false
}
