// The files `npm run new` writes: every field of the schema under its description, "TODO" where the owner has to
// write something, and `draft: true` (docs/editing.md, "New entries" and "Drafts").
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import YAML from 'yaml'
import type { ContentKind, Field } from '#content/fields.ts'
import { type CollectionDefinition, collections } from '#content/collections.ts'
import { placeholder } from '#content/placeholder.ts'
import { splitFrontmatter } from '#content/frontmatter.ts'
import { leftOut } from './field-reference.ts'

/** The kinds `npm run new` can start: every collection with `scaffold` in collections.ts, by its kind ("project"). */
export const scaffoldKinds: Record<string, CollectionDefinition> = Object.fromEntries(
  collections.flatMap((c: CollectionDefinition) => (c.scaffold ? [[c.scaffold.kind, c]] : [])),
)

/** What an MDX draft starts with when its collection gives no text of its own. */
const mdxDraftBody = `${placeholder}: the text of the page, in Markdown, under "## " headings.`

/** A file name from a title: "Approvals & Compliance" -> "approvals-and-compliance". */
export function slugOf(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  // Long questions make long names; cut at a word, as the existing files are.
  return slug.length > 60 ? slug.slice(0, 60).replace(/-[^-]*$/, '') : slug
}

const requirement = (field: Field) => {
  if (field.required) return 'Required.'
  return field.defaultValue === undefined
    ? 'Optional: delete the line if not needed.'
    : `Optional; if left out: ${leftOut(field)}.`
}

/** The comment above a field: what it is for, what to write, and the same for the fields inside it. */
function commentOf(field: Field, indent = ''): string[] {
  const lines = [`${indent}${field.doc}`, `${indent}${field.format.replaceAll('`', '')} ${requirement(field)}`]
  for (const child of field.fields ?? [])
    lines.push(...commentOf({ ...child, doc: `${child.name}: ${child.doc}` }, `${indent}  `))
  return lines
}

function placeholderOf(field: Field): unknown {
  if (field.name === 'draft') return true
  if (typeof field.defaultValue === 'boolean') return field.defaultValue
  const group = () =>
    Object.fromEntries((field.fields ?? field.forms?.[0] ?? []).map((child) => [child.name, placeholderOf(child)]))
  if (field.shape === 'list')
    return Array.from({ length: Math.max(1, field.minItems ?? 0) }, () => (field.fields ? group() : placeholder))
  if (field.shape === 'group') return group()
  return placeholder
}

/** The text of a new draft file of `kind`, titled `title`. */
export function scaffold(
  kind: ContentKind,
  titleField: string,
  title: string,
  values: Record<string, unknown> = {},
  body?: string,
): string {
  // The draft line first, where the owner sees it.
  const fields = [...kind.fields].sort((a, b) => Number(b.name === 'draft') - Number(a.name === 'draft'))
  const initial = (field: Field) => (field.name === titleField ? title : (values[field.name] ?? placeholderOf(field)))
  const document = new YAML.Document(Object.fromEntries(fields.map((field) => [field.name, initial(field)])))
  document.commentBefore = [
    ` Made by \`npm run new\`. It stays off the site while it says "draft: true".`,
    ` 1. Replace every ${placeholder}: the note above each field says what it is for.`,
    ` 2. Then delete the line "draft: true" to publish it.`,
    ` The checks on your pull request name anything still missing (CONTENT.md explains them).`,
  ].join('\n')
  ;(document.contents as YAML.YAMLMap<YAML.Scalar>).items.forEach((pair, i) => {
    pair.key.commentBefore = commentOf(fields[i]!, ' ').join('\n')
    pair.key.spaceBefore = i > 0
  })
  const yaml = document.toString({ lineWidth: 0 })
  return body === undefined ? yaml : `---\n${yaml}---\n\n${body}\n`
}

/** The next free position in a folder of entries with an `order` field. */
function nextOrder(folder: string): number {
  let last = 0
  for (const name of existsSync(folder) ? readdirSync(folder) : []) {
    const source = readFileSync(join(folder, name), 'utf8')
    const frontmatter = name.endsWith('.mdx') ? (splitFrontmatter(source)?.yaml ?? '') : source
    try {
      last = Math.max(last, Number((YAML.parse(frontmatter) as { order?: unknown })?.order) || 0)
    } catch {
      // Not YAML: no position to go after.
    }
  }
  return last + 1
}

/** Writes a new draft file of `kindName` (e.g. "project") for `title` under `contentRoot` and returns its path. Refuses
 * to overwrite a file. */
export function createContentFile(kinds: ContentKind[], kindName: string, title: string, contentRoot = 'content') {
  const collection = scaffoldKinds[kindName]
  if (!collection)
    throw new Error(
      `"${kindName}" is not a kind of content \`npm run new\` makes: ${Object.keys(scaffoldKinds).join(', ')}`,
    )
  const kind = kinds.find((k) => k.name === collection.name)!
  const slug = slugOf(title)
  if (!slug) throw new Error(`"${title}" has no letters or digits to make a file name from`)
  const path = join(contentRoot, collection.files.replace('{name}', slug))
  if (existsSync(path)) throw new Error(`${path} already exists: choose another title, or edit that file`)
  const values = kind.fields.some((field) => field.name === 'order') ? { order: nextOrder(dirname(path)) } : {}
  const body = collection.files.endsWith('.mdx') ? (collection.scaffold?.body ?? mdxDraftBody) : undefined
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, scaffold(kind, collection.titleField ?? 'title', title.trim(), values, body))
  return path
}
