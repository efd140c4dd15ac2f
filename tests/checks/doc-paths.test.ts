import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { missingPaths } from './doc-paths.ts'

const root = mkdtempSync(join(tmpdir(), 'doc-paths-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
mkdirSync(join(root, 'components/hero'), { recursive: true })
writeFileSync(join(root, 'components/hero/HomeHero.tsx'), '')
writeFileSync(join(root, 'package.json'), '{}')
const write = (file: string, text: string) => {
  writeFileSync(join(root, file), text)
  return file
}

describe('the docs check', () => {
  it('names a made-up path with its file and line', () => {
    const file = write(
      'README.md',
      'Intro.\nThe hero is `components/hero/HomeHero.tsx`; its pause is `components/hero/pause.ts`.\n',
    )
    expect(missingPaths(root, [file])).toEqual(['README.md:2: components/hero/pause.ts'])
  })

  it('catches a path under a folder that has gone', () => {
    const file = write('gone.md', 'Encoded by `scripts/build/encode.ts`.\n')
    expect(missingPaths(root, [file])).toEqual(['gone.md:1: scripts/build/encode.ts'])
  })

  it('finds a path from the Markdown file’s own folder, and with a line number or anchor', () => {
    const file = write(
      'components/README.md',
      'See `hero/HomeHero.tsx`, `components/hero/HomeHero.tsx:12` and `package.json`.\n',
    )
    expect(missingPaths(root, [file])).toEqual([])
  })

  it('leaves out what is no repository path: commands, addresses, patterns, fences, outputs', () => {
    const file = write(
      'other.md',
      [
        '`npm run check`, `/admin/`, `#content/server`, `*.spec.ts`, `{name}.behaviour.ts`, `components/<feature>/`,',
        '`application/json`, `https://example.com/a.ts`, `dist/client/index.html`, `.data/outbox/`, `collections.ts`',
        '```',
        'components/missing/in-a-tree.ts',
        '```',
      ].join('\n'),
    )
    expect(missingPaths(root, [file])).toEqual([])
  })
})
