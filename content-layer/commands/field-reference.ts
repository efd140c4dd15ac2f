// The field reference in CONTENT.md: every field of every kind of content file, made from the
// schemas' descriptions by fields.ts. `npm run content:fields` writes it; a test fails when it is stale.
import type { ContentKind, Field } from '#content/fields.ts'

const start =
  '<!-- field-reference:start: made from content/schemas by `npm run content:fields`; edit the descriptions in the ' +
  'schemas, not this list -->'
const end = '<!-- field-reference:end -->'

/** What an optional field is when left out, as `npm run new` and the reference say it: "none" for an empty list. */
export const leftOut = ({ defaultValue }: Field, quote = '') =>
  Array.isArray(defaultValue) && !defaultValue.length ? 'none' : `${quote}${String(defaultValue)}${quote}`

function requirement(field: Field): string {
  if (field.required) return 'required'
  return field.defaultValue === undefined ? 'optional' : `optional; if left out: ${leftOut(field, '`')}`
}

function fieldLines(field: Field, indent: string): string[] {
  const lines = [`${indent}- **\`${field.name}\`** (${requirement(field)}): ${field.doc} *${field.format}*`]
  const inner = `${indent}  `
  if (field.fields) lines.push(...field.fields.flatMap((child) => fieldLines(child, inner)))
  field.forms?.forEach((form, i) => {
    lines.push(`${inner}- ${i ? 'Or' : 'Either'}:`, ...form.flatMap((child) => fieldLines(child, `${inner}  `)))
  })
  return lines
}

/** The reference as Markdown, between the markers that let it be replaced in CONTENT.md. */
export function fieldReference(kinds: ContentKind[]): string {
  const sections = kinds.map((kind) =>
    [`### \`${kind.files}\``, '', kind.doc, '', ...kind.fields.flatMap((field) => fieldLines(field, ''))].join('\n'),
  )
  return [start, '', ...sections.flatMap((section) => [section, '']), end].join('\n')
}

/** `markdown` with the reference between its markers replaced by `reference`. */
export function withFieldReference(markdown: string, reference: string): string {
  const from = markdown.indexOf(start)
  const to = markdown.indexOf(end)
  if (from < 0 || to < from)
    throw new Error(`CONTENT.md needs the lines\n${start}\n${end}\nwhere the field reference goes`)
  return markdown.slice(0, from) + reference + markdown.slice(to + end.length)
}
