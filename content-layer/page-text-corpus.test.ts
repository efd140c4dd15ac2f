import { readdirSync } from 'node:fs'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import type { ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mdxComponents } from '../components/mdx/index.tsx'
import { contentServer } from './vite-plugin/vite-plugin.ts'
import { checkContent } from './check.ts'

// Hand-broken page text (a stray "{", "}" or "<", an e-mail address in angle brackets, an unknown component, an
// import, code in curly brackets, an event handler, a function run on the spot) and two pages that must build.
// Each file goes through the content check and through the build's pipeline: the site's MDX plugins compile it
// and React renders it with the site's component map, as the prerender does.
const root = 'tests/fixtures/page-text'
const folder = `${root}/content/legal`
const files = readdirSync(folder).sort()

type Verdict = { file: string; check: string; build: string }

let server: ViteDevServer
beforeAll(async () => {
  server = await contentServer(root)
})
afterAll(() => server?.close())

async function buildVerdict(file: string): Promise<string> {
  try {
    const module = await server.ssrLoadModule(`/content/legal/${file}`)
    renderToString(createElement(module.default, { components: mdxComponents }))
    return 'builds'
  } catch (error) {
    return `fails: ${(error as Error).message.replace(/\n */g, ' ')}`
  }
}

describe('page text: what passes the content check builds', () => {
  it('refuses every hand-broken file the build would fail on or would run, and passes the good ones', async () => {
    const problems = new Map(
      checkContent('content', root).map((error) => [error.file.replace('content/legal/', ''), error.message]),
    )
    const verdicts: Verdict[] = []
    for (const file of files) {
      const refused = problems.get(file)
      verdicts.push({
        file,
        check: refused ? `refused: ${refused.split('\n').slice(1).join(' ')}` : 'passed',
        build: await buildVerdict(file),
      })
    }
    const table = verdicts.map(({ file, check, build }) => `| ${file} | ${check} | ${build} |`).join('\n')
    // Nothing the check lets through fails the build, and nothing in page text runs.
    expect(
      verdicts.filter(({ check, build }) => check === 'passed' && build !== 'builds'),
      table,
    ).toEqual([])
    expect((globalThis as { pageTextRan?: boolean }).pageTextRan, table).toBeUndefined()
    // Only the good pages pass: everything else is refused, each with its line.
    expect(
      verdicts.filter(({ check }) => check === 'passed').map(({ file }) => file),
      table,
    ).toEqual(['ok-escaped.mdx', 'ok-site.mdx', 'stray-close-brace.mdx', 'stray-less-than.mdx'])
    for (const { file, check } of verdicts)
      if (check !== 'passed') expect(check, file).toMatch(/^refused: {3}- line 7: /)
  })
})
