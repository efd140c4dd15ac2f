import YAML from 'yaml'
import type { z } from 'zod'
import type { SchemaContext } from '../content/schemas/context.ts'
import { type CollectionDefinition, collectionOf, layoutHelp, schemaOf } from './collections.ts'
import { splitFrontmatter } from './frontmatter.ts'
import { fieldName, plainMessage, unknownFieldMessage } from './issue-messages.ts'
import { placeholder } from './placeholder.ts'

/** One thing wrong in a content file; `line` (counted in the file) when it can be pointed at. */
export interface Problem {
  message: string
  line?: number
  /** The field it is about, and what is wrong with it there, when it is about one (the web editor shows it there). */
  field?: { path: readonly PropertyKey[]; reason: string }
}

/** A content file that cannot be used: names the file and every problem in it. */
export class ContentError extends Error {
  readonly problems: Problem[]

  constructor(
    readonly file: string,
    problems: (string | Problem)[],
  ) {
    const listed = problems.map((problem) => (typeof problem === 'string' ? { message: problem } : problem))
    super(`${file}\n${listed.map(({ message, line }) => `  - ${line ? `line ${line}: ` : ''}${message}`).join('\n')}`)
    this.name = 'ContentError'
    this.problems = listed
  }
}

export interface ParsedContent {
  /**
   * The validated, cleaned frontmatter (or YAML document). A draft's is only `{ draft: true }`:
   * its text must never reach a page, a list or the bundle.
   */
  data: unknown
  /** The MDX body, its frontmatter replaced by blank lines so line numbers match the file (empty for a draft). */
  body: string
  /** The entry says `draft: true`. */
  draft: boolean
}

const placeholderText = new RegExp(`^\\s*${placeholder}\\b`)
const isPlaceholder = (value: unknown) => typeof value === 'string' && placeholderText.test(value)

/**
 * Parses and validates one content file.
 * @param file path relative to the repository, e.g. "content/projects/mapleleaf-business-park.mdx"
 * @param context how the pictures and icons the file names are looked up: buildContext in Node
 * @param contentRoot the folder holding the content, relative to the repository (normally "content")
 */
export function parseContentFile(
  file: string,
  source: string,
  context: SchemaContext,
  contentRoot = 'content',
): ParsedContent {
  const relative = file.replace(/\\/g, '/').slice(contentRoot.length + 1)
  const collection = collectionOf(relative)
  if (!collection) throw new ContentError(file, [`not a known kind of content file: ${layoutHelp}`])

  const { raw, body } = file.endsWith('.mdx') ? frontmatterOf(file, source) : { raw: source, body: '' }
  const yaml = parseYaml(file, raw)
  const value = yaml.document.toJS() ?? {}
  const draft = (value as { draft?: unknown }).draft === true
  const { problems, data } = entryProblems(collection, value, body, context, yaml.lineOf)
  if (problems.length)
    throw new ContentError(
      file,
      problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0)),
    )
  return draft ? { data: { draft: true }, body: '', draft } : { data, body, draft }
}

/**
 * What the check says about an entry of `collection` whose fields are `value` and whose page text is `body` (an MDX
 * file's; empty for YAML): the schema, the placeholders a published entry may not keep, and a published page's text.
 * The same rules read a file (parseContentFile) and the web editor's entry as it would be saved. `lineOf`: where each
 * field is in the file, if there is one.
 */
export function entryProblems(
  collection: CollectionDefinition,
  value: unknown,
  body: string,
  context: SchemaContext,
  lineOf: LineOf = () => undefined,
): { problems: Problem[]; data: unknown } {
  const draft = (value as { draft?: unknown } | null)?.draft === true
  const placeholders = placeholderPaths(value)
  const underPlaceholder = (path: readonly PropertyKey[]) =>
    placeholders.some((at) => at.every((key, i) => path[i] === key))
  const schema = schemaOf(collection, context)
  const result = schema.safeParse(value, { error: plainMessage })
  const problems: Problem[] = (result.error?.issues ?? [])
    .filter((issue) => !underPlaceholder(issue.path))
    .flatMap((issue) => describeIssue(issue, schema, lineOf))
  if (!draft) {
    const advice = `write it in${'draft' in schema.shape ? ', or keep "draft: true" until the entry is ready' : ''}`
    const still = `still says "${placeholder}": ${advice}`
    problems.push(
      ...placeholders.map((path) => ({
        message: `field "${fieldName(path)}" ${still}`,
        line: lineOf(path),
        field: { path, reason: still },
      })),
      ...body
        .split('\n')
        .flatMap((text, index) =>
          placeholderText.test(text)
            ? [{ message: `the text ${still}`, line: index + 1, field: { path: ['body'], reason: still } }]
            : [],
        ),
    )
    // A published page is its text: the build would give it an empty page.
    if (collection.files.endsWith('.mdx') && !body.trim())
      problems.push({ message: pageTextRequired, field: { path: ['body'], reason: 'is required' } })
  }
  return { problems, data: result.data }
}

/** Said of a published MDX file with nothing below its fields. */
const pageTextRequired = 'the page text is empty: write the page below the second "---" line'

function frontmatterOf(file: string, source: string) {
  const split = splitFrontmatter(source)
  if (!split)
    throw new ContentError(file, [
      { message: 'must start with a frontmatter block: a line "---", the fields, then another "---"', line: 1 },
    ])
  // The body keeps its lines: the frontmatter becomes blank lines.
  const frontmatterLines = source.slice(0, source.length - split.body.length).split('\n').length - 1
  return { raw: split.yaml, body: '\n'.repeat(frontmatterLines) + split.body }
}

function parseYaml(file: string, raw: string) {
  const document = YAML.parseDocument(raw, { prettyErrors: false })
  const lineAt = (offset: number) => raw.slice(0, offset).split('\n').length
  const [error] = document.errors
  if (error) {
    // The parser reports where the broken construct starts and ends; give both lines when they differ.
    const start = lineAt(error.pos[0])
    const end = Math.max(...document.errors.map((e) => lineAt(e.pos[1])))
    const until = end > start ? ` (to line ${end})` : ''
    throw new ContentError(file, [{ message: `invalid YAML${until}: ${error.message.split('\n')[0]}`, line: start }])
  }
  /** The line of the value at `path`, or of `key` itself inside it. */
  const lineOf = (path: readonly PropertyKey[], key?: string): number | undefined => {
    const node = path.length ? document.getIn(path as unknown[], true) : document.contents
    const target =
      key === undefined
        ? node
        : YAML.isMap(node)
          ? node.items.find((pair) => YAML.isScalar(pair.key) && pair.key.value === key)?.key
          : undefined
    const range = YAML.isNode(target) ? target.range : undefined
    return range ? lineAt(range[0]) : undefined
  }
  return { document, lineOf }
}

/** Paths of every value that is still a placeholder. */
function placeholderPaths(value: unknown, path: PropertyKey[] = []): PropertyKey[][] {
  if (isPlaceholder(value)) return [path]
  if (Array.isArray(value)) return value.flatMap((item, i) => placeholderPaths(item, [...path, i]))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => placeholderPaths(item, [...path, key]))
  return []
}

type LineOf = (path: readonly PropertyKey[], key?: string) => number | undefined

function describeIssue(issue: z.core.$ZodIssue, schema: z.core.$ZodType, lineOf: LineOf): Problem[] {
  if (issue.code === 'unrecognized_keys') {
    const where = issue.path.length ? ` in "${fieldName(issue.path)}"` : ''
    return issue.keys.map((key) => ({
      message: unknownFieldMessage(key, schema, issue.path).replace(/^unknown field "[^"]*"/, `$&${where}`),
      line: lineOf(issue.path, key),
    }))
  }
  const field = fieldName(issue.path)
  // A missing field has no line of its own; point at the group it belongs in, unless that is the whole file.
  const line = lineOf(issue.path) ?? (issue.path.length > 1 ? lineOf(issue.path.slice(0, -1)) : undefined)
  if (!field) return [{ message: issue.message, line }]
  return [{ message: `field "${field}": ${issue.message}`, line, field: { path: issue.path, reason: issue.message } }]
}
