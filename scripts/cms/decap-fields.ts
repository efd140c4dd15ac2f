// The web editor's form fields, made from the same zod schemas that check the content: the widget
// from the value's type, `required` and `default` from optional/default, patterns, selects, list
// sizes and number ranges from the schema's checks (with the check's own message), the label from
// the field's name and the hint from its JSDoc (build/content/fields.ts, as CONTENT.md's field
// reference). Nothing here restates a rule, so the form cannot drift from the check.
import { z } from 'zod'
import type { Field } from '#content/fields.ts'
import { decorativeImageSchema, imageSchema } from '../../content/schemas/shared.ts'

/** A field of Decap CMS's configuration (https://decapcms.org/docs/widgets/). */
export interface DecapField {
  name: string
  label: string
  widget: string
  hint?: string
  required?: boolean
  default?: unknown
  pattern?: [string, string]
  [option: string]: unknown
}

/** What the browser must do to a value before it is saved (scripts/cms/browser/normalize.js). */
export interface SaveRule {
  /** Keys from the entry's data to the value; "*" stands for every item of a list. */
  path: string[]
  /** `number`: digits typed in a text box saved as a number. */
  fix: 'number'
}

type Schema = z.core.$ZodType
type Def = z.core.$ZodTypeDef & Record<string, any>
type Check = Record<string, any>

const defOf = (schema: Schema) => schema._zod.def as Def
const checksOf = (schema: Schema): Check[] => ((defOf(schema).checks ?? []) as { _zod: { def: Check } }[]).map((check) => check._zod.def)
/** A check's own message (the one `npm run check:content` prints), if it was given one. */
const messageOf = (check: Check | undefined): string | undefined => {
  const message = typeof check?.error === 'function' ? check.error({}) : undefined
  return typeof message === 'string' ? message : undefined
}

/** "completionTime" -> "Completion time", "ctaHeading" -> "CTA heading". */
export function labelOf(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase().split(' ')
  const upper: Record<string, string> = { cta: 'CTA', url: 'URL', faqs: 'FAQs', id: 'ID' }
  const label = words.map((word) => upper[word] ?? word).join(' ')
  return label.charAt(0).toUpperCase() + label.slice(1)
}

/** The hint under a field: its JSDoc on one line. */
const hintOf = (field: Field) => field.doc.replace(/\s*\n\s*/g, ' ')

/** Metadata set with .meta() anywhere along a chain of wrappers (content/schemas/shared.ts's `multiline`). */
function metaOf(schema: Schema): Record<string, unknown> {
  const found = z.globalRegistry.get(schema as z.ZodType) ?? {}
  const def = defOf(schema)
  const inner = def.type === 'pipe' ? def.in : 'innerType' in def ? def.innerType : undefined
  return { ...(inner ? metaOf(inner) : {}), ...found }
}

/** The value the owner writes: what a schema reads before its transforms. */
function input(schema: Schema): Schema {
  while (defOf(schema).type === 'pipe') schema = defOf(schema).in
  return schema
}

function stringOptions(schema: Schema, field: Field): Partial<DecapField> {
  const def = defOf(schema)
  const checks = checksOf(schema)
  const find = (name: string) => checks.find((check) => check.check === name)
  const format = def.check === 'string_format' ? def : find('string_format')
  const options: Partial<DecapField> = { widget: metaOf(schema).multiline ? 'text' : 'string' }
  // A pattern the browser can test as the check does; its message is the check's, or the
  // field reference's sentence when the check has none (z.email(), z.url()).
  if (format?.pattern instanceof RegExp) options.pattern = [format.pattern.source, messageOf(format) ?? field.format]
  else if (format?.format === 'url') options.pattern = ['^https://\\S+$', field.format]
  else if (find('max_length')) {
    const max = find('max_length')!
    options.pattern = [`^[\\s\\S]{0,${max.maximum}}$`, messageOf(max) ?? `At most ${max.maximum} characters`]
  }
  return options
}

function numberOptions(schema: Schema): Partial<DecapField> {
  const checks = checksOf(schema)
  const whole = checks.some((check) => check.format === 'safeint')
  const low = checks.find((check) => check.check === 'greater_than')
  const high = checks.find((check) => check.check === 'less_than')
  const bound = (check: Check | undefined, step: number) => (check ? (check.inclusive || !whole ? check.value : check.value + step) : undefined)
  const options: Partial<DecapField> = { widget: 'number', value_type: whole ? 'int' : 'float' }
  if (low) options.min = bound(low, 1)
  if (high) options.max = bound(high, -1)
  return options
}

/** A union of plain values, e.g. a whole number or "Residential": one text box that accepts either. */
function valueUnionOptions(schema: Schema, field: Field, path: string[], rules: SaveRule[]): Partial<DecapField> {
  const parts = (defOf(schema).options as Schema[]).map((option) => {
    const def = defOf(input(option))
    if (def.type === 'number') return '[1-9][0-9]*'
    if (def.type === 'literal') return def.values.map((value: unknown) => String(value).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')
    throw new Error(`scripts/cms: the field "${field.name}" mixes a ${def.type} into a union; teach decap-fields.ts how to show it`)
  })
  if ((defOf(schema).options as Schema[]).some((option) => defOf(input(option)).type === 'number')) rules.push({ path, fix: 'number' })
  return { widget: 'string', pattern: [`^(?:${parts.join('|')})$`, field.format] }
}

/** A group that takes one of several forms (site.yaml's `analytics`): one group whose fields are the forms' fields merged. */
function formsOptions(schema: Schema, field: Field, path: string[], rules: SaveRule[]): Partial<DecapField> {
  const forms = (defOf(schema).options as Schema[]).map((option) => defOf(input(option)).shape as Record<string, Schema>)
  const names = [...new Set(forms.flatMap((shape) => Object.keys(shape)))]
  const fields = names.map((name): DecapField => {
    const docs = field.forms!.map((form) => form.find((f) => f.name === name)).filter((f): f is Field => Boolean(f))
    const schemas = forms.map((shape) => shape[name]).filter((s): s is Schema => Boolean(s))
    const hint = docs.map(hintOf).join(' Or: ')
    // The field that tells the forms apart becomes a select of its values.
    if (schemas.every((s) => defOf(s).type === 'literal')) {
      return { name, label: labelOf(name), widget: 'select', options: schemas.flatMap((s) => defOf(s).values), hint, required: true }
    }
    // Each form's own rule applies once the form is chosen: the content check names the one broken.
    return schemas.length === forms.length && docs.length === forms.length
      ? { name, label: labelOf(name), widget: 'string', hint, required: true }
      : decapField(docs[0]!, schemas[0]!, [...path, name], rules)
  })
  return { widget: 'object', collapsed: false, fields }
}

/** The form field for one content field: `schema` is the field's zod schema, `field` its description. */
export function decapField(field: Field, schema: Schema, path: string[], rules: SaveRule[]): DecapField {
  // A field may say what it means in the editor's terms (a switch rather than a line to write).
  const editorHint = metaOf(schema).editorHint
  const base = { name: field.name, label: labelOf(field.name), hint: typeof editorHint === 'string' ? editorHint : hintOf(field), required: field.required }
  const withDefault = field.defaultValue !== undefined && !(Array.isArray(field.defaultValue) && !field.defaultValue.length) ? { default: field.defaultValue } : {}
  while (['optional', 'default'].includes(defOf(schema).type)) schema = defOf(schema).innerType
  return { ...base, ...withDefault, ...valueOptions(field, schema, path, rules) } as DecapField
}

/**
 * A picture in content/images, chosen or uploaded there: Decap saves it as the collection's
 * public_folder and the file's name ("projects/farmstead-eastry-1.svg"), the form the content check reads.
 */
const imageWidget = { widget: 'image', choose_url: false } as const

function valueOptions(field: Field, schema: Schema, path: string[], rules: SaveRule[]): Partial<DecapField> {
  if (schema === decorativeImageSchema) return imageWidget
  if (schema === imageSchema) {
    const [src, alt] = field.fields!
    return {
      widget: 'object',
      collapsed: false,
      summary: '{{fields.alt}}',
      fields: [
        { name: src!.name, label: 'Picture', hint: hintOf(src!), required: true, ...imageWidget },
        decapField(alt!, defOf(input(schema)).shape.alt, [...path, alt!.name], rules),
      ],
    }
  }
  const metaMultiline = metaOf(schema).multiline
  schema = input(schema)
  const def = defOf(schema)
  switch (def.type) {
    case 'string': {
      const options = stringOptions(schema, field)
      return metaMultiline ? { ...options, widget: 'text' } : options
    }
    case 'number':
      return numberOptions(schema)
    case 'boolean':
      return { widget: 'boolean' }
    case 'date':
      // Saved as 2026-11-01, as the field reference asks; shown as 1 November 2026.
      return { widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'D MMMM YYYY', time_format: false, picker_utc: true }
    case 'enum':
      return { widget: 'select', options: Object.values(def.entries) }
    case 'literal':
      return { widget: 'select', options: def.values }
    case 'object':
      return { widget: 'object', collapsed: false, fields: objectFields(field.fields!, schema, path, rules) }
    case 'union':
      return field.forms ? formsOptions(schema, field, path, rules) : valueUnionOptions(schema, field, path, rules)
    case 'array':
      return listOptions(field, schema, path, rules)
    default:
      throw new Error(`scripts/cms: no form field for the ${def.type} of "${field.name}"; teach decap-fields.ts how to show it`)
  }
}

function listOptions(field: Field, schema: Schema, path: string[], rules: SaveRule[]): Partial<DecapField> {
  const checks = checksOf(schema)
  const exact = checks.find((check) => check.check === 'length_equals')
  const min = exact?.length ?? checks.find((check) => check.check === 'min_length')?.minimum
  const max = exact?.length ?? checks.find((check) => check.check === 'max_length')?.maximum
  const size = { ...(min ? { min } : {}), ...(max ? { max } : {}) }
  const element = defOf(schema).element as Schema
  const itemPath = [...path, '*']
  // A list of choices from a fixed set (a project's services) is a select that takes several.
  if (defOf(input(element)).type === 'enum') return { widget: 'select', multiple: true, options: Object.values(defOf(input(element)).entries), ...size }
  const list = { widget: 'list', collapsed: false, ...size }
  if (field.fields) {
    const item = element === imageSchema ? valueOptions(field, element, itemPath, rules) : { fields: objectFields(field.fields, input(element), itemPath, rules) }
    return { ...list, fields: item.fields, ...(element === imageSchema ? { summary: '{{fields.alt}}' } : {}) }
  }
  // A list of single values: one box per item.
  const itemField: Field = { ...field, name: 'item', required: true, shape: 'value', format: field.format }
  const { name: _name, hint: _hint, required: _required, ...item } = decapField(itemField, element, itemPath, rules)
  return { ...list, field: { name: 'item', ...item, label: labelOf(field.name.replace(/s$/, '')) } }
}

/** The fields of a group, in the schema's order. */
export function objectFields(fields: Field[], schema: Schema, path: string[], rules: SaveRule[]): DecapField[] {
  const shape = defOf(input(schema)).shape as Record<string, Schema>
  return fields.map((field) => {
    const child = shape[field.name]
    if (!child) throw new Error(`scripts/cms: "${field.name}" is described but not in the schema`)
    return decapField(field, child, [...path, field.name], rules)
  })
}
