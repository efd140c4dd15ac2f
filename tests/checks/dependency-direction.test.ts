// Dependencies run one way: pages -> shell -> components -> content layer -> content, with the
// enquiry function (supabase/), the local stack and the build steps beside them, and the web editor,
// the benches and the tests on top. Read from every import in the repository's TypeScript, so a
// helper that two parts share lives in the lower of them, never in tests/.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import { describe, expect, it } from 'vitest'

const skipped = new Set(['node_modules', 'dist', '.data', '.git'])

function sourceFiles(folder = '.'): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : sourceFiles(path)
    return /\.(ts|tsx|mts|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : []
  })
}

/** What a file imports, as repository paths: relative specifiers resolved, `#content` as content-layer/. */
function importsOf(file: string): string[] {
  const code = readFileSync(file, 'utf8')
  const specifiers = [
    ...code.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]/gm),
    ...code.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm),
    ...code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => match[1]!)
  return specifiers.flatMap((specifier) => {
    if (specifier.startsWith('.')) return [normalize(join(dirname(file), specifier))]
    if (specifier.startsWith('#content')) return ['content-layer/']
    return [`package:${specifier}`]
  })
}

/** The part of the repository a path is in: its top-level folder, or "root" for a file at the top. */
const partOf = (path: string) => (path.includes('/') ? path.slice(0, path.indexOf('/')) : 'root')

/** Tests and their configuration: Playwright specs and vitest tests beside the code count as tests. */
const isTest = (file: string) =>
  partOf(file) === 'tests' || /\.(test|spec)\.tsx?$/.test(file) || /^(playwright|vitest[\w.]*)\.config\.ts$/.test(file)

const files = sourceFiles()
const imports = files.flatMap((file) => importsOf(file).map((target) => ({ file, target })))

/** The product's layers, lowest first: each may import its own and those below, never those above. */
const layers = ['content', 'content-layer', 'components', 'shell', 'pages']
/** The parts on top, which the product never imports. */
const onTop = ['editor', 'bench', 'tests']

describe('dependency direction', () => {
  it('reads the imports of the whole repository', () => {
    expect(files).toContain('pages/+client.ts')
    expect(imports.length).toBeGreaterThan(500)
  })

  it('nothing but tests imports tests/', () => {
    const wrong = imports.filter(({ file, target }) => partOf(target) === 'tests' && !isTest(file))
    expect(wrong).toEqual([])
  })

  it('nothing in the product imports the web editor, the benches or the tests', () => {
    const wrong = imports.filter(
      ({ file, target }) =>
        !isTest(file) && !onTop.includes(partOf(file)) && onTop.includes(partOf(target)) && partOf(file) !== 'root',
    )
    expect(wrong).toEqual([])
  })

  it('pages -> shell -> components -> content layer -> content, never back up', () => {
    const wrong = imports.filter(({ file, target }) => {
      const from = layers.indexOf(partOf(file))
      const to = layers.indexOf(partOf(target))
      return !isTest(file) && from >= 0 && to > from
    })
    expect(wrong).toEqual([])
  })

  it('content schemas import only zod and each other', () => {
    const wrong = imports.filter(
      ({ file, target }) =>
        file.startsWith('content/schemas/') &&
        !isTest(file) &&
        target !== 'package:zod' &&
        !target.startsWith('content/schemas/'),
    )
    expect(wrong).toEqual([])
  })
})
