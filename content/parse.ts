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

  const { raw, body, firstLine } = file.endsWith('.mdx') ? splitFrontmatter(file, source) : { raw: source, body: '', firstLine: 1 }
  const document = parseYaml(file, raw, firstLine)
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
  return { raw: parsed.matter, body: '\n'.repeat(frontmatterLines) + parsed.content, firstLine: 2 }
}

function parseYaml(file: string, raw: string, firstLine: number): unknown {
  const document = YAML.parseDocument(raw, { prettyErrors: false })
  const [error] = document.errors
  if (error) {
    const line = (error.linePos?.[0].line ?? 1) + firstLine - 1
    throw new ContentError(`${file}:${line}`, [`invalid YAML on line ${line}: ${error.message.split('\n')[0]}`])
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
