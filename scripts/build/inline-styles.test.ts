import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { inlineStylesheets, keepLatinFontPreloads } from './inline-styles.ts'

it("puts the page's stylesheets in one <style> and leaves each link disabled, for Vite's preload helper to find", () => {
  const root = mkdtempSync(join(tmpdir(), 'styles-'))
  mkdirSync(join(root, 'assets'))
  writeFileSync(join(root, 'assets/a.css'), 'a{color:red}')
  writeFileSync(join(root, 'assets/b.css'), 'b{color:blue}')
  const html = '<head><link rel="stylesheet" type="text/css" href="/assets/a.css">\n<link rel="stylesheet" type="text/css" href="/assets/b.css"></head>'
  expect(inlineStylesheets(html, root)).toBe(
    '<head><style>a{color:red}\nb{color:blue}</style><link rel="stylesheet" href="/assets/a.css" disabled>\n<link rel="stylesheet" href="/assets/b.css" disabled></head>',
  )
})

it('keeps only the Latin font preloads', () => {
  const html = [
    '<link rel="preload" href="/assets/static/inter-cyrillic-wght-normal.x.woff2" as="font" type="font/woff2" crossorigin>',
    '<link rel="preload" href="/assets/static/inter-latin-ext-wght-normal.x.woff2" as="font" type="font/woff2" crossorigin>',
    '<link rel="preload" href="/assets/static/inter-latin-wght-normal.x.woff2" as="font" type="font/woff2" crossorigin>',
    '<link rel="preload" as="image" href="/hero.svg">',
  ].join('\n')
  expect(keepLatinFontPreloads(html)).toBe(
    '<link rel="preload" href="/assets/static/inter-latin-wght-normal.x.woff2" as="font" type="font/woff2" crossorigin>\n<link rel="preload" as="image" href="/hero.svg">',
  )
})
