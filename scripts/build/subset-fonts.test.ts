import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import opentype from 'opentype.js'
import subsetFont from 'subset-font'
import { describe, expect, it } from 'vitest'
import { codePointsOf, subsetFonts, weightRange } from './subset-fonts.ts'

describe('codePointsOf', () => {
  it('reads single code points, ranges and wildcards', () => {
    expect(codePointsOf('U+131')).toEqual([0x131])
    expect(codePointsOf('U+2212-2215')).toEqual([0x2212, 0x2213, 0x2214, 0x2215])
    expect(codePointsOf('U+??')).toHaveLength(256)
    expect(codePointsOf('U+??,U+131')).toHaveLength(257)
  })
})

describe('weightRange', () => {
  it('spans the weights the rules ask for, ignoring the @font-face ranges; bolder counts as 700', () => {
    const css = '@font-face{font-weight:100 900}.a{font-weight:400}.b{font-weight:600}'
    expect(weightRange(css)).toEqual({ min: 400, max: 600 })
    expect(weightRange(`${css}strong{font-weight:bolder}`)).toEqual({ min: 400, max: 700 })
  })

  it('fails rather than guess when no rule sets a weight', () => {
    expect(() => weightRange('@font-face{font-weight:100 900}')).toThrow('no font-weight')
  })
})

describe('subsetFonts', () => {
  it('cuts a preloaded font to the weights in use, keeps its characters, and renames it everywhere', async () => {
    const root = mkdtempSync(join(tmpdir(), 'subset-fonts-'))
    mkdirSync(join(root, 'assets/static'), { recursive: true })
    const original = 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'
    copyFileSync(original, join(root, 'assets/static/inter-latin-wght-normal.abc123.woff2'))
    const face = '@font-face{font-family:Inter Variable;font-weight:100 900;src:url(/assets/static/inter-latin-wght-normal.abc123.woff2)format("woff2-variations");unicode-range:U+??,U+2013-2014}'
    writeFileSync(join(root, 'assets/site.css'), `${face}p{font-weight:400}h1{font-weight:600}`)
    writeFileSync(join(root, 'index.html'), '<link rel="preload" href="/assets/static/inter-latin-wght-normal.abc123.woff2" as="font" type="font/woff2" crossorigin>')

    const [renamed] = await subsetFonts(root)
    expect(renamed!.after).toBeLessThan(renamed!.before * 0.8)
    expect(existsSync(join(root, 'assets/static/inter-latin-wght-normal.abc123.woff2'))).toBe(false)
    expect(readFileSync(join(root, 'assets/site.css'), 'utf8')).toContain(`url(${renamed!.to})`)
    expect(readFileSync(join(root, 'index.html'), 'utf8')).toContain(`href="${renamed!.to}"`)

    // Read back as a plain font: the weight axis now runs 400 to 600, and the characters are all there.
    const subset = readFileSync(join(root, renamed!.to))
    const sfnt = await subsetFont(subset, String.fromCodePoint(...codePointsOf('U+??,U+2013-2014')), { targetFormat: 'sfnt' })
    const font = opentype.parse(sfnt.buffer.slice(sfnt.byteOffset, sfnt.byteOffset + sfnt.byteLength))
    const weight = font.tables.fvar?.axes.find((axis: { tag: string }) => axis.tag === 'wght')
    expect([weight?.minValue, weight?.maxValue]).toEqual([400, 600])
    for (const character of ['A', 'z', '£', 'é', '–', '—']) expect(font.charToGlyphIndex(character), character).toBeGreaterThan(0)
  })
})
