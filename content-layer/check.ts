import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { crossFileProblems } from './cross-file.ts'
import { ContentError, parseContentFile } from './parse.ts'
import { anyNameContext } from '../content/schemas/context.ts'
import { buildContext } from './build-context.ts'
import { pageTextProblems } from './page-text.ts'

// The schemas, and the images (checked where content files name them).
const ignored = new Set(['schemas', 'images'])
const isSource = (name: string) => /\.(ts|tsx|md)$/.test(name) || name.startsWith('.')

/** Every content file under `dir` (the schemas and code beside them left out). */
export function listContentFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (ignored.has(name) || isSource(name)) return []
    const path = join(dir, name)
    return statSync(path).isDirectory() ? listContentFiles(path) : [path]
  })
}

/**
 * Validates every content file under `contentRoot` (relative to `cwd`) and the rules that span files (cross-file.ts).
 * Returns every problem found, so one run reports all of them.
 */
export function checkContent(contentRoot = 'content', cwd = process.cwd()): ContentError[] {
  const errors: ContentError[] = []
  // A file the check cannot read stays undefined, so a count over its folder waits for it to be fixed.
  const files = new Map<string, Record<string, unknown> | undefined>()
  for (const path of listContentFiles(join(cwd, contentRoot))) {
    const file = relative(cwd, path).replace(/\\/g, '/')
    const relativeToRoot = file.slice(contentRoot.length + 1)
    files.set(relativeToRoot, undefined)
    try {
      const { data, body } = parseContentFile(file, readFileSync(path, 'utf8'), buildContext, contentRoot)
      files.set(relativeToRoot, data as Record<string, unknown>)
      // The body compiled as the build compiles it: what passes here builds (a draft's is empty and never built).
      const problems = body.trim() ? pageTextProblems(body) : []
      if (problems.length) errors.push(new ContentError(file, problems))
    } catch (error) {
      if (error instanceof ContentError) errors.push(error)
      else throw error
    }
  }
  for (const { file, problem } of crossFileProblems(files))
    errors.push(new ContentError(`${contentRoot}/${file}`, [problem]))
  return errors
}

/** What `npm run check:content` prints of `errors`, and what a build that meets them fails with: one wording. */
export function contentReport(errors: readonly ContentError[]): string {
  return [
    `Content check failed: ${errors.length} file(s) need attention.\n`,
    ...errors.map((error) => `${error.message}\n`),
    'CONTENT.md explains each message and how to fix it.',
  ].join('\n')
}

/**
 * Every content file under `contentRoot` by its path there ("projects/x.mdx"), saying whether it is a draft; null
 * for a file the check cannot read. All the rules across files (cross-file.ts) read of the files beside an entry: the
 * web editor checks a save against these.
 */
export function contentDrafts(contentRoot = 'content', cwd = process.cwd()): Record<string, { draft: boolean } | null> {
  return Object.fromEntries(
    listContentFiles(join(cwd, contentRoot)).map((path) => {
      const file = relative(cwd, path).replace(/\\/g, '/')
      try {
        // Any picture's name: whether a file is a draft does not depend on its pictures, which the check names itself.
        const { draft } = parseContentFile(file, readFileSync(path, 'utf8'), anyNameContext, contentRoot)
        return [file.slice(contentRoot.length + 1), { draft }]
      } catch (error) {
        if (error instanceof ContentError) return [file.slice(contentRoot.length + 1), null]
        throw error
      }
    }),
  )
}
