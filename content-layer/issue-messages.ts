// What a schema problem means, in words for the owner rather than zod's ("Invalid input: expected
// number, received string"). Messages written in the schemas themselves take precedence over these.
import type { z } from 'zod'
import { closestKey } from './closest-key.ts'

type Issue = z.core.$ZodRawIssue

const nouns: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list (one "- " line per item)',
  object: 'a group of indented fields',
  date: 'a date written like 2026-11-01',
}

const shown = (value: unknown) => {
  const text = typeof value === 'string' ? `"${value}"` : JSON.stringify(value)
  return text && text.length > 40 ? `${text.slice(0, 37)}...` : text
}

/** "a, b or c". */
export const orList = (items: string[]) => items.join(', ').replace(/, ([^,]*)$/, ' or $1')

/** Text as a sentence of its own: a capital first, a full stop last unless it ends with one. */
export const sentence = (text: string) =>
  `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`

const quoteList = (values: readonly unknown[]) => orList(values.map((value) => `"${String(value)}"`))

/** The kind of value an issue expected, as a noun phrase, for "must be X or Y" out of a union. */
function expectedOf(issue: Issue): string | undefined {
  if (issue.code === 'invalid_type') return nouns[issue.expected] ?? issue.expected
  if (issue.code === 'invalid_value') return quoteList(issue.values)
  return undefined
}

const itemCount = (count: number | bigint) => `${count} item${Number(count) === 1 ? '' : 's'}`

/** zod's per-parse error map: returns undefined to keep the schema's own message or zod's. */
export function plainMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'is required'
      if (issue.input === null) return 'has no value: write it after the colon'
      if (issue.expected === 'string' && (typeof issue.input === 'number' || typeof issue.input === 'boolean')) {
        return `must be text: put it in quotes, e.g. "${String(issue.input)}"`
      }
      return `must be ${nouns[issue.expected] ?? issue.expected}, not ${shown(issue.input)}`
    case 'invalid_value':
      return `must be ${quoteList(issue.values)}, not ${shown(issue.input)}`
    case 'invalid_union': {
      if (issue.input === undefined) return 'is required'
      const expected = issue.errors.map((branch) => branch[0] && expectedOf(branch[0] as Issue)).filter(Boolean)
      return expected.length === issue.errors.length
        ? `must be ${expected.join(' or ')}, not ${shown(issue.input)}`
        : undefined
    }
    case 'invalid_format':
      if (issue.format === 'email') return `must be an e-mail address, not ${shown(issue.input)}`
      if (issue.format === 'url') return `must be a web address starting https://, not ${shown(issue.input)}`
      if (issue.format === 'date') return `must be ${nouns.date}, not ${shown(issue.input)}`
      return undefined
    case 'too_small':
      if (issue.origin === 'array')
        return issue.exact ? `needs exactly ${itemCount(issue.minimum)}` : `needs at least ${itemCount(issue.minimum)}`
      if (issue.origin === 'string') return `must be at least ${issue.minimum} characters`
      if (issue.origin === 'number')
        return issue.inclusive ? `must be ${issue.minimum} or more` : `must be more than ${issue.minimum}`
      return undefined
    case 'too_big':
      if (issue.origin === 'array')
        return issue.exact
          ? `needs exactly ${itemCount(issue.maximum)}`
          : `can have at most ${itemCount(issue.maximum)}`
      if (issue.origin === 'string') return `must be at most ${issue.maximum} characters`
      if (issue.origin === 'number')
        return issue.inclusive ? `must be ${issue.maximum} or less` : `must be less than ${issue.maximum}`
      return undefined
    default:
      return undefined
  }
}

/** The schemas that can hold the value at `path` (several inside a union). */
function schemasAt(schema: z.core.$ZodType, path: readonly PropertyKey[]): z.core.$ZodType[] {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>
  if ('innerType' in def) return schemasAt(def.innerType as z.core.$ZodType, path)
  if (def.type === 'pipe') return schemasAt(def.in as z.core.$ZodType, path)
  if (def.type === 'union') return (def.options as z.core.$ZodType[]).flatMap((option) => schemasAt(option, path))
  if (path.length === 0) return [schema]
  const [segment, ...rest] = path
  if (def.type === 'array' && typeof segment === 'number') return schemasAt(def.element as z.core.$ZodType, rest)
  const child = def.type === 'object' ? (def.shape as Record<PropertyKey, z.core.$ZodType>)[segment!] : undefined
  return child ? schemasAt(child, rest) : []
}

/** The fields allowed at `path` (inside a union, those of every branch). */
function fieldsAt(schema: z.core.$ZodType, path: readonly PropertyKey[]): string[] {
  const objects = schemasAt(schema, path).filter((object) => object._zod.def.type === 'object')
  return [...new Set(objects.flatMap((object) => Object.keys((object._zod.def as z.core.$ZodObjectDef).shape)))]
}

/** The field an unknown `key` at `path` was most likely meant to be ("locaton" -> "location"), if one is close. */
export const meantField = (key: string, schema: z.core.$ZodType, path: readonly PropertyKey[]) =>
  closestKey(key, fieldsAt(schema, path))

/** "unknown field" with the field most likely meant, or the list of fields allowed there. */
export function unknownFieldMessage(key: string, schema: z.core.$ZodType, path: readonly PropertyKey[]): string {
  const meant = meantField(key, schema, path)
  if (meant) return `unknown field "${key}": did you mean "${meant}"?`
  return `unknown field "${key}": remove it, or use one of ${fieldsAt(schema, path)
    .map((name) => `"${name}"`)
    .join(', ')}`
}

/** "headline[1].label": the label of the first item of "headline" (counted from 1, as people count). */
export const fieldName = (path: readonly PropertyKey[]) =>
  path
    .map((key) => (typeof key === 'number' ? `[${key + 1}]` : `.${String(key)}`))
    .join('')
    .slice(1)
