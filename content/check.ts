import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { collections } from './collections.ts'
import { ContentError, parseContentFile } from './parse.ts'
import { serviceSlugs } from './schemas/service.ts'

const ignored = new Set(['schemas'])
const isSource = (name: string) => /\.(ts|tsx|md)$/.test(name) || name.startsWith('.')

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (ignored.has(name) || isSource(name)) return []
    const path = join(dir, name)
    return statSync(path).isDirectory() ? listFiles(path) : [path]
  })
}

/**
 * Validates every content file under `contentRoot` (relative to `cwd`) and the rules that span files.
 * Returns every problem found, so one run reports all of them.
 */
export function checkContent(contentRoot = 'content', cwd = process.cwd()): ContentError[] {
  const errors: ContentError[] = []
  const parsed = new Map<string, unknown>()
  for (const path of listFiles(join(cwd, contentRoot))) {
    const file = relative(cwd, path).replace(/\\/g, '/')
    try {
      parsed.set(file.slice(contentRoot.length + 1), parseContentFile(file, readFileSync(path, 'utf8'), contentRoot).data)
    } catch (error) {
      if (error instanceof ContentError) errors.push(error)
      else throw error
    }
  }
  const entries = (folder: string) => [...parsed].filter(([file]) => file.startsWith(`${folder}/`))
  const rules: [boolean, string, string][] = [
    ...collections
      .filter((c) => !c.pattern.source.includes('\\/'))
      .map((c): [boolean, string, string] => [
        [...parsed.keys()].some((file) => c.pattern.test(file)) || errors.some((e) => c.pattern.test(e.file.slice(contentRoot.length + 1).split(':')[0])),
        c.pattern.source.replace(/\\|\^|\$/g, ''),
        'this file is missing',
      ]),
    ...serviceSlugs.map((slug): [boolean, string, string] => [
      parsed.has(`services/${slug}.mdx`) || errors.some((e) => e.file.includes(`services/${slug}.mdx`)),
      `services/${slug}.mdx`,
      'this service page is missing',
    ]),
    [
      entries('faqs').filter(([, faq]) => (faq as { home: boolean }).home).length === 5,
      'faqs/',
      'exactly 5 questions must have "home: true" (the home page shows 5)',
    ],
    [
      entries('projects').filter(([, project]) => (project as { featured: boolean }).featured).length === 4,
      'projects/',
      'exactly 4 projects must have "featured: true" (the home page strip has 4 tiles)',
    ],
  ]
  for (const [ok, file, problem] of rules) if (!ok) errors.push(new ContentError(`${contentRoot}/${file}`, [problem]))
  return errors
}
