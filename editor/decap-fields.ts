// The web editor's form fields, from the schemas' JSON Schema as read for CONTENT.md (content-layer/fields.ts): widget,
// patterns, selects, sizes and ranges from the schema's rules, each refusal in the content check's own sentence.
// Nothing here restates a rule, so the form cannot drift from the check.
import { type Field, type JsonSchema, numberBounds, optionsOf } from '#content/fields.ts'

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

/** A value the browser fixes before a save (browser/normalize.ts): its keys in the entry ("*": each item of a list). */
export type SaveRule = { path: string[]; fix: 'number' }

/** Beyond the schemas: a kind of content's entry titles by file name (a select's labels), and the save rules found. */
export type FormContext = { entryTitles(collection: string): Record<string, string>; rules: SaveRule[] }

/** "completionTime" -> "Completion time", "ctaHeading" -> "CTA heading". */
function labelOf(name: string): string {
  const upper: Record<string, string> = { cta: 'CTA', url: 'URL', faqs: 'FAQs', id: 'ID' }
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  const label = words.replace(/[^ ]+/g, (word) => upper[word] ?? word)
  return label.charAt(0).toUpperCase() + label.slice(1)
}

/** The editor's hint where it differs from the file's description. */
const hintOf = (field: Field) => field.schema.editorHint ?? field.doc

function stringOptions(json: JsonSchema): Partial<DecapField> {
  // Saved as 2026-11-01, as the field reference asks; shown as 1 November 2026.
  if (json.format === 'date')
    return {
      widget: 'datetime',
      format: 'YYYY-MM-DD',
      date_format: 'D MMMM YYYY',
      time_format: false,
      picker_utc: true,
    }
  const widget = json.multiline ? 'text' : 'string'
  if (json.format === 'email')
    return { widget, pattern: [json.pattern!, 'Write an e-mail address, e.g. hello@example.co.uk.'] }
  if (json.format === 'uri') return { widget, pattern: ['^https://\\S+$', 'Write a web address starting https://.'] }
  if (json.pattern) return { widget, pattern: [json.pattern, json.errorMessage!] }
  // A limit the owner sees as they type (browser/limited-text.ts counts the characters).
  const limit = json.maxLength
  if (typeof limit === 'number')
    return { widget: `limited-${widget}`, limit, pattern: [`^[\\s\\S]{0,${limit}}$`, json.errorMessage!] }
  return { widget }
}

function numberOptions(json: JsonSchema): Partial<DecapField> {
  const { whole, low, high } = numberBounds(json)
  return { widget: 'number', value_type: whole ? 'int' : 'float', min: low, max: high }
}

/** A choice from a fixed set: the entries of a kind of content by their titles, or the values as written. */
function choices(json: JsonSchema, context: FormContext): unknown[] {
  const values = json.enum ?? [json.const]
  if (!json.entriesOf) return values
  const titles = context.entryTitles(json.entriesOf)
  return values.map((value) => ({ label: titles[String(value)] ?? String(value), value }))
}

/** A union of plain values, e.g. a whole number or "Residential": one text box that accepts either. */
function valueUnionOptions(field: Field, path: string[], context: FormContext): Partial<DecapField> {
  const options = optionsOf(field.schema)!
  if (options.some((option) => option.type === 'integer')) context.rules.push({ path, fix: 'number' })
  const parts = options.map((option) => {
    if (option.type === 'integer') return '[1-9][0-9]*'
    if (option.const !== undefined) return String(option.const).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    throw new Error(
      `editor: the field "${field.name}" mixes a ${String(option.type)} into a union; teach decap-fields.ts ` +
        `how to show it`,
    )
  })
  return { widget: 'string', pattern: [`^(?:${parts.join('|')})$`, field.schema.errorMessage!] }
}

/** A group that takes one of several forms (site.yaml's `analytics`): one group of the forms' fields merged. */
function formsOptions(field: Field, path: string[], context: FormContext): Partial<DecapField> {
  const forms = field.forms!
  const names = [...new Set(forms.flatMap((form) => form.map((f) => f.name)))]
  const fields = names.map((name): DecapField => {
    const alike = forms.map((form) => form.find((f) => f.name === name)).filter((f): f is Field => Boolean(f))
    const hint = alike.map(hintOf).join(' Or: ')
    const label = alike[0]!.title ?? labelOf(name)
    // The field that tells the forms apart becomes a select of its values.
    if (alike.every((f) => f.schema.const !== undefined))
      return { name, label, widget: 'select', options: alike.map((f) => f.schema.const), hint, required: true }
    // Each form's own rule applies once the form is chosen: the content check names the one broken.
    return alike.length === forms.length
      ? { name, label, widget: 'string', hint, required: true }
      : decapField(alike[0]!, [...path, name], context)
  })
  return { widget: 'object', collapsed: false, fields }
}

/** A group's fields; with a picture in it, the group is summed up by the picture's description when folded. */
const groupOptions = (fields: Field[], path: string[], context: FormContext) => ({
  ...(fields.some((f) => f.schema.image) && fields.some((f) => f.name === 'alt') ? { summary: '{{fields.alt}}' } : {}),
  fields: objectFields(fields, path, context),
})

function valueOptions(field: Field, path: string[], context: FormContext): Partial<DecapField> {
  const json = field.schema
  // A picture in content/images, chosen or uploaded there: Decap saves it as the collection's
  // public_folder and the file's name ("projects/farmstead-eastry-1.svg"), the form the content check reads. With
  // the shape the site crops it to, which the field names when the picture is of another shape (browser/picture-shape).
  if (json.image) return { widget: 'image', choose_url: false, ...(json.shownAs && { shown_as: json.shownAs }) }
  if (json.enum || json.const !== undefined) return { widget: 'select', options: choices(json, context) }
  if (field.forms) return formsOptions(field, path, context)
  if (optionsOf(json)) return valueUnionOptions(field, path, context)
  if (json.type === 'string') return stringOptions(json)
  if (json.type === 'integer' || json.type === 'number') return numberOptions(json)
  if (json.type === 'boolean') return { widget: json.draftSwitch ? 'draft-switch' : 'boolean' }
  if (json.type === 'object')
    return { widget: 'object', collapsed: false, ...groupOptions(field.fields!, path, context) }
  if (json.type === 'array') return listOptions(field, path, context)
  throw new Error(
    `editor: no form field for the ${String(json.type)} of "${field.name}"; teach decap-fields.ts how to show it`,
  )
}

function listOptions(field: Field, path: string[], context: FormContext): Partial<DecapField> {
  const json = field.schema
  const item = json.items as JsonSchema
  const size = { ...(json.minItems ? { min: json.minItems } : {}), ...(json.maxItems ? { max: json.maxItems } : {}) }
  const itemPath = [...path, '*']
  // A list of choices from a fixed set (a project's services) is a select that takes several.
  if (item.enum) return { widget: 'select', multiple: true, options: choices(item, context), ...size }
  // Decap heads a list with its count: "1 picture", "2 pictures".
  const singular = json.singular ?? (field.title ? undefined : labelOf(field.name.replace(/s$/, '')))
  const list = { widget: 'list', collapsed: false, ...(singular && { label_singular: singular }), ...size }
  if (field.fields) return { ...list, ...groupOptions(field.fields, itemPath, context) }
  // A list of single values: one box per item.
  const itemField: Field = { ...field, name: 'item', required: true, shape: 'value', schema: item }
  const { name: _name, hint: _hint, required: _required, ...options } = decapField(itemField, itemPath, context)
  return { ...list, field: { name: 'item', ...options, label: field.title ?? labelOf(field.name.replace(/s$/, '')) } }
}

function decapField(field: Field, path: string[], context: FormContext): DecapField {
  const { name, title, required, defaultValue } = field
  const hasDefault = defaultValue !== undefined && !(Array.isArray(defaultValue) && !defaultValue.length)
  const base = { name, label: title ?? labelOf(name), hint: hintOf(field), required }
  return { ...base, ...(hasDefault && { default: defaultValue }), ...valueOptions(field, path, context) } as DecapField
}

export function objectFields(fields: Field[], path: string[], context: FormContext): DecapField[] {
  return fields.map((field) => decapField(field, [...path, field.name], context))
}
