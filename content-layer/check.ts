import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { footerPolicies } from '../content/schemas/legal.ts'
import { serviceSlugs } from '../content/schemas/service.ts'
import { collections, isFolder } from './collections.ts'
import { ContentError, parseContentFile } from './parse.ts'
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
 * Validates every content file under `contentRoot` (relative to `cwd`) and the rules that span files.
 * Returns every problem found, so one run reports all of them.
 */
export function checkContent(contentRoot = 'content', cwd = process.cwd()): ContentError[] {
  const errors: ContentError[] = []
  const parsed = new Map<string, unknown>()
  const present = new Set<string>()
  for (const path of listContentFiles(join(cwd, contentRoot))) {
    const file = relative(cwd, path).replace(/\\/g, '/')
    const relativeToRoot = file.slice(contentRoot.length + 1)
    present.add(relativeToRoot)
    try {
      const { data, body } = parseContentFile(file, readFileSync(path, 'utf8'), buildContext, contentRoot)
      parsed.set(relativeToRoot, data)
      // The body compiled as the build compiles it: what passes here builds (a draft's is empty and never built).
      const problems = body.trim() ? pageTextProblems(body) : []
      if (problems.length) errors.push(new ContentError(file, problems))
    } catch (error) {
      if (error instanceof ContentError) errors.push(error)
      else throw error
    }
  }
  const flagged = (folder: string, key: string) =>
    [...parsed].filter(
      ([file, data]) => file.startsWith(`${folder}/`) && (data as Record<string, unknown>)[key] === true,
    ).length
  // A count over a folder is only known once every file in it can be read: until then the file's own
  // problems are the ones to fix, and a count reported against the folder would blame the wrong files.
  const readable = (folder: string) => errors.every((error) => !error.file.startsWith(`${contentRoot}/${folder}/`))
  const isDraft = (file: string) => (parsed.get(file) as { draft?: boolean } | undefined)?.draft === true
  const linkedLegalSlugs = [...new Set(footerPolicies.map((policy) => policy.slug))]
  const singleFiles = collections.filter((collection) => !isFolder(collection)).map((collection) => collection.files)
  const rules: [ok: boolean, file: string, problem: string][] = [
    ...singleFiles.map((file): [boolean, string, string] => [present.has(file), file, 'this file is missing']),
    ...serviceSlugs.map((slug): [boolean, string, string] => [
      present.has(`services/${slug}.mdx`),
      `services/${slug}.mdx`,
      'this service page is missing',
    ]),
    // The footer links to these pages on every page, so they must be published.
    ...linkedLegalSlugs.map((slug): [boolean, string, string] => [
      present.has(`legal/${slug}.mdx`) && !isDraft(`legal/${slug}.mdx`),
      `legal/${slug}.mdx`,
      'every page links to this policy, so it must exist and cannot be a draft',
    ]),
    [
      !readable('faqs') || flagged('faqs', 'home') === 5,
      'faqs/',
      'exactly 5 published questions must have "home: true" (the home page shows 5)',
    ],
    [
      !readable('projects') || flagged('projects', 'featured') === 4,
      'projects/',
      'exactly 4 published projects must have "featured: true" (the home page strip has 4 tiles)',
    ],
  ]
  for (const [ok, file, problem] of rules) if (!ok) errors.push(new ContentError(`${contentRoot}/${file}`, [problem]))
  return errors
}
