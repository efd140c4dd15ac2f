// Every field of every kind of content file, described for the owner from zod's own JSON Schema of
// its schema, as the file is written (before transforms): CONTENT.md's field reference, the web
// editor's forms (editor/) and `npm run new` are all made from this, so none can drift from the schemas.
import { z } from 'zod'
import { anyNameContext } from '../content/schemas/context.ts'
import { collections, schemaOf } from './collections.ts'
import type { PictureShape } from './pictures/picture.ts'
import { orList, plainMessage, sentence } from './issue-messages.ts'

/**
 * A schema as JSON Schema, with what content/schemas say through `.meta()` (docs/editing.md)
 * and `errorMessage`, added here: what the content check says of a value its pattern, length or choices refuse.
 */
export type JsonSchema = z.core.JSONSchema.JSONSchema & {
  title?: string
  description?: string
  multiline?: boolean
  image?: boolean
  /** The shape the site crops a picture to (content/schemas/shared.ts). */
  shownAs?: PictureShape
  editorHint?: string
  /** A list's word for one of its items, where the title is not that word plus "s" ("Picture" of "Pictures"). */
  singular?: string
  /** The switch that keeps an entry off the site (content/schemas/draft.ts). */
  draftSwitch?: boolean
  entriesOf?: string
  errorMessage?: string
}

export interface Field {
  name: string
  /** Its description. */
  doc: string
  /** The label the editor shows, where the schema gives one other than the field's name. */
  title?: string
  required: boolean
  /** What the site uses when an optional field is left out. */
  defaultValue?: unknown
  /** What to write, as a sentence, e.g. "Text, up to 70 characters." */
  format: string
  /** A plain value, a list of values or groups, or a group of fields. */
  shape: 'value' | 'list' | 'group'
  /** The fewest items a list may have. */
  minItems?: number
  /** The fields of a group, or of each group in a list. */
  fields?: Field[]
  /** A group that takes one of several forms (each with its own fields). */
  forms?: Field[][]
  /** The field's JSON Schema, as written in the file. */
  schema: JsonSchema
}

export interface ContentKind {
  /** As in collections.ts, e.g. "service panels". */
  name: string
  /** Where the files live, e.g. "content/projects/{name}.mdx". */
  files: string
  /** The schema's description. */
  doc: string
  /** What the editor says of it, where that differs from the description. */
  hint: string
  fields: Field[]
}

/**
 * What the content check says of a value the schema's pattern, length limit or choices refuse, asked
 * of the check itself with a value that breaks the rule (`plainMessage` words what the schema leaves
 * to zod), so the editor shows the check's own sentence.
 */
function refusal(schema: z.core.$ZodType, json: JsonSchema): string | undefined {
  const probe = (value: string, code: string) =>
    z.safeParse(schema, value, { error: plainMessage }).error?.issues.find((issue) => issue.code === code)?.message
  const message =
    json.format === 'email' || json.format === 'uri' || json.format === 'date'
      ? undefined
      : json.pattern
        ? probe('\u0000', 'invalid_format')
        : typeof json.maxLength === 'number'
          ? probe('x'.repeat(json.maxLength + 1), 'too_big')
          : json.anyOf?.every((option) => option.type !== 'object')
            ? probe('\u0000', 'invalid_union')
            : undefined
  if (message?.startsWith('Invalid'))
    throw new Error(
      `content/schemas: a rule has no sentence of its own for the owner ("${message}"); give the check a message`,
    )
  return message && sentence(message)
}

/** A schema's JSON Schema as the owner writes the file (before transforms), with what the check says of refusals. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    io: 'input',
    override: ({ zodSchema, jsonSchema }) => {
      const message = refusal(zodSchema, jsonSchema as JsonSchema)
      if (message) (jsonSchema as JsonSchema).errorMessage = message
    },
  }) as JsonSchema
}

const code = (value: unknown) => `\`${String(value)}\``
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)
/** The alternatives of a union (zod writes a discriminated union as `oneOf`). */
export const optionsOf = (json: JsonSchema) => json.anyOf ?? json.oneOf
const isGroup = (json: JsonSchema): boolean => json.type === 'object' || Boolean(optionsOf(json)?.every(isGroup))
/** A bound the schema sets: not zod's own for a whole number with no bound of its own. */
const bounded = (value: unknown): value is number =>
  typeof value === 'number' && Math.abs(value) < Number.MAX_SAFE_INTEGER

/** A number's lowest and highest allowed values, a whole number's exclusive bounds made inclusive. */
export function numberBounds(json: JsonSchema): { whole: boolean; low?: number; high?: number } {
  const whole = json.type === 'integer'
  const low = bounded(json.minimum)
    ? json.minimum
    : bounded(json.exclusiveMinimum)
      ? json.exclusiveMinimum + (whole ? 1 : 0)
      : undefined
  const high = bounded(json.maximum)
    ? json.maximum
    : bounded(json.exclusiveMaximum)
      ? json.exclusiveMaximum - (whole ? 1 : 0)
      : undefined
  return { whole, low, high }
}

/** What to write for a value, e.g. "Text, up to 70 characters". */
function formatOf(json: JsonSchema): string {
  if (json.enum) return `One of ${orList(json.enum.map(code))}`
  if (json.const !== undefined) return code(json.const)
  const options = optionsOf(json)
  if (options)
    return isGroup(json)
      ? 'One of the forms below'
      : options.map((option, i) => (i ? lowerFirst(formatOf(option)) : formatOf(option))).join(', or ')
  switch (json.type) {
    case 'string':
      if (json.format === 'email') return 'An e-mail address'
      if (json.format === 'uri') return 'A web address starting https://'
      if (json.format === 'date') return `A date written year-month-day, e.g. ${code('2026-11-01')}`
      if (json.errorMessage && json.pattern) return json.errorMessage.replace(/\.$/, '')
      return `Text${typeof json.maxLength === 'number' ? `, up to ${json.maxLength} characters` : ''}`
    case 'integer':
    case 'number': {
      const { whole, low, high } = numberBounds(json)
      const inclusiveLow = json.minimum !== undefined || whole
      const range =
        low !== undefined && high !== undefined
          ? ` from ${low} to ${high}`
          : low !== undefined
            ? inclusiveLow
              ? ` of ${low} or more`
              : ` above ${low}`
            : ''
      return `${whole ? 'A whole number' : 'A number'}${range}`
    }
    case 'boolean':
      return `Either ${code(true)} or ${code(false)}`
    case 'array': {
      const exact = json.minItems !== undefined && json.minItems === json.maxItems ? json.minItems : undefined
      const count = exact ? ` of exactly ${exact}` : json.minItems ? ` of at least ${json.minItems}` : ''
      const item = json.items as JsonSchema
      return isGroup(item)
        ? `A list${count}, each with the fields below`
        : `A list${count}; each item: ${lowerFirst(formatOf(item))}`
    }
    case 'object':
      return 'A group of the fields below'
    default:
      return 'A value'
  }
}

function describeFields(json: JsonSchema): Field[] {
  const required = new Set(json.required ?? [])
  return Object.entries(json.properties ?? {}).map(([name, child]) =>
    describeField(name, child as JsonSchema, required.has(name)),
  )
}

function describeField(name: string, json: JsonSchema, required: boolean): Field {
  if (!json.description)
    throw new Error(
      `content/schemas: the field "${name}" has no .meta({ description }); the owner's field reference needs one`,
    )
  const field: Field = {
    name,
    doc: json.description,
    ...(json.title ? { title: json.title } : {}),
    required,
    defaultValue: json.default,
    format: sentence(formatOf(json)),
    shape: 'value',
    schema: json,
  }
  if (json.type === 'object') return { ...field, shape: 'group', fields: describeFields(json) }
  if (optionsOf(json) && isGroup(json))
    return { ...field, shape: 'group', forms: optionsOf(json)!.map((form) => describeFields(form)) }
  if (json.type === 'array') {
    const item = json.items as JsonSchema
    return {
      ...field,
      shape: 'list',
      minItems: json.minItems ?? 0,
      fields: isGroup(item) ? describeFields(item) : undefined,
    }
  }
  return field
}

/** Every kind of content file with its fields, in the order of collections.ts. */
export function describeContent(): ContentKind[] {
  return collections.map((collection) => {
    const json = jsonSchemaOf(schemaOf(collection, anyNameContext))
    if (!json.description)
      throw new Error(
        `content/schemas: the schema of ${collection.name} has no .meta({ description }); the owner's field ` +
          `reference needs one`,
      )
    return {
      name: collection.name,
      files: `content/${collection.files}`,
      doc: json.description,
      hint: json.editorHint ?? json.description,
      fields: describeFields(json),
    }
  })
}
