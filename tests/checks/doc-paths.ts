// Docs that cannot drift: every repository path a Markdown file names in backticks exists.
// What counts as a repository path: an inline code span (fenced blocks are left out) that is one word, is no URL
// (`://`) and no pattern (none of * ? [ ] { } < > …), and, after a leading ./ and a trailing :line or #anchor are
// dropped, either starts with a top-level file or folder of the repository and has a / or a file extension, or has
// a / and ends in a source file's extension (.ts, .md, .yaml, .css, …: a folder that has gone is caught too). It
// must exist from the repository's root or from the Markdown file's folder. So `components/hero/`, `package.json`,
// `.env.example` and `support/page-loaded.ts` are checked; `npm run check`, `/admin/`, `#content/server`,
// `application/json`, `*.spec.ts`, `{name}.behaviour.ts` and a bare `collections.ts` are not, nor a path through
// what commands make (node_modules, dist, .data, .rehearsal, reports: not in a clone). A file docs/recipes.md shows
// how to add is real in tests/fixtures/new-collection.patch, which
// content-layer/new-collection.integration.test.ts applies.
// Usage: tsx tests/checks/doc-paths.ts (exit 1 listing each missing path with its file and line)
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** What commands make (ignored by git): a path through one of these is not checked. */
const made = new Set(['node_modules', 'dist', '.data', '.rehearsal', '.git', 'reports', 'screenshots', 'test-results'])
/** A path with a / and one of these endings is a file, wherever it starts (a folder that has gone, say). */
const sourceExtension = /\.(tsx?|mdx?|ya?ml|jsonc?|css|sql|toml|patch)$/
const examplePatch = 'tests/fixtures/new-collection.patch'

/** The repository paths named in backticks in one Markdown text, each with its line number. */
export function namedPaths(markdown: string, topLevel: ReadonlySet<string>): { path: string; line: number }[] {
  let fenced = false
  return markdown.split('\n').flatMap((text, index) => {
    if (/^\s*(```|~~~)/.test(text)) fenced = !fenced
    if (fenced || /^\s*(```|~~~)/.test(text)) return []
    return [...text.matchAll(/`([^`\s]+)`/g)].flatMap(([, span]) => {
      if (span!.includes('://') || /[*?[\]{}<>…]/.test(span!)) return []
      const path = span!.replace(/^\.\//, '').replace(/(:\d+(-\d+)?|#[\w-]*)$/, '')
      if (path.split('/').some((segment) => made.has(segment))) return []
      const fromTop = topLevel.has(path.split('/')[0]!) && (path.includes('/') || /\.[a-z]{1,6}$/.test(path))
      const sourceFile = path.includes('/') && sourceExtension.test(path)
      return fromTop || sourceFile ? [{ path, line: index + 1 }] : []
    })
  })
}

/** Each named path that is not in the repository at `root`, as `file:line: path`. */
export function missingPaths(root: string, markdownFiles: readonly string[]): string[] {
  const topLevel = new Set(readdirSync(root).filter((entry) => !made.has(entry)))
  const patch = join(root, examplePatch)
  const examples = existsSync(patch) ? readFileSync(patch, 'utf8') : ''
  const shownInExample = (path: string) => examples.includes(`\n+++ b/${path.replace(/\/$/, '')}`)
  return markdownFiles.flatMap((file) =>
    namedPaths(readFileSync(join(root, file), 'utf8'), topLevel)
      .filter(({ path }) => ![root, join(root, dirname(file))].some((from) => existsSync(join(from, path))))
      .filter(({ path }) => !shownInExample(path))
      .map(({ path, line }) => `${file}:${line}: ${path}`),
  )
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const markdownFiles = String(execFileSync('git', ['ls-files', '-co', '--exclude-standard', '*.md']))
    .split('\n')
    .filter((file) => file && !file.startsWith('tests/fixtures/'))
  const missing = missingPaths('.', markdownFiles)
  for (const line of missing) console.error(`${line} does not exist`)
  if (missing.length) console.error(`${missing.length} paths named in the docs do not exist`)
  process.exit(missing.length ? 1 : 0)
}
