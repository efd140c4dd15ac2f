import matter from 'gray-matter'
import YAML from 'yaml'
import type { z } from 'zod'
import { collectionOf, layoutHelp } from './collections.ts'

/** A content file that cannot be used: names the file and every problem in it. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`${file}\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
    this.name = 'ContentError'
  }
}

export interface ParsedContent {
  /** The validated, cleaned frontmatter (or YAML document). */
  data: unknown
  /** The MDX body with the frontmatter replaced by blank lines, so line numbers still match the file. */
  body: string
}

/**
 * Parses and validates one content file.
 * @param file path relative to the repository, e.g. "content/projects/mapleleaf-business-park.mdx"
 * @param contentRoot the folder holding the content, relative to the repository (normally "content")
 */
export function parseContentFile(file: string, source: string, contentRoot = 'content'): ParsedContent {
  const relative = file.replace(/\\/g, '/').slice(contentRoot.length + 1)
  const collection = collectionOf(relative)
  if (!collection) throw new ContentError(file, [`not a known kind of content file: ${layoutHelp}`])

  const { raw, body } = file.endsWith('.mdx') ? splitFrontmatter(file, source) : { raw: source, body: '' }
  const document = parseYaml(file, raw)
  const result = collection.schema.safeParse(document ?? {})
  if (!result.success) throw new ContentError(file, result.error.issues.map(describeIssue))
  return { data: result.data, body }
}

function splitFrontmatter(file: string, source: string) {
  if (!/^---\r?\n/.test(source)) {
    throw new ContentError(file, ['must start with a frontmatter block: a line "---", the fields, then another "---"'])
  }
  const parsed = matter(source, { engines: { yaml: () => ({}) } })
  const frontmatterLines = source.slice(0, source.length - parsed.content.length).split('\n').length - 1
  // parsed.matter starts with the newline after the opening "---", so its line numbers are the file's.
  return { raw: parsed.matter, body: '\n'.repeat(frontmatterLines) + parsed.content }
}

function parseYaml(file: string, raw: string): unknown {
  const document = YAML.parseDocument(raw, { prettyErrors: false })
  const [error] = document.errors
  if (error) {
    // The parser reports where the broken construct starts and ends; give both lines when they differ.
    const lineAt = (offset: number) => raw.slice(0, offset).split('\n').length
    const start = lineAt(error.pos[0])
    const end = Math.max(...document.errors.map((e) => lineAt(e.pos[1])))
    const lines = end > start ? `lines ${start}-${end}` : `line ${start}`
    throw new ContentError(`${file}:${start}`, [`invalid YAML on ${lines}: ${error.message.split('\n')[0]}`])
  }
  return document.toJS()
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('').slice(1)
  if (issue.code === 'unrecognized_keys') {
    const where = field ? ` in "${field}"` : ''
    return issue.keys.map((key) => `unknown field "${key}"${where}: remove it or check its spelling`).join('\n  - ')
  }
  const missing = issue.code === 'invalid_type' && /received undefined/.test(issue.message)
  const reason = missing ? 'is required' : issue.message
  return field ? `field "${field}": ${reason}` : reason
}
