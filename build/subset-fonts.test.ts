import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as hb from 'harfbuzzjs'
import subsetFont from 'subset-font'
import { describe, expect, it } from 'vitest'
import {
  codePointsOf,
  keepLatinFontPreloads,
  siteCodePoints,
  subsetFonts,
  unicodeRangeOf,
  weightRange,
} from './subset-fonts.ts'

describe('codePointsOf', () => {
  it('reads single code points, ranges and wildcards', () => {
    expect(codePointsOf('U+131')).toEqual([0x131])
    expect(codePointsOf('U+2212-2215')).toEqual([0x2212, 0x2213, 0x2214, 0x2215])
    expect(codePointsOf('U+??')).toHaveLength(256)
    expect(codePointsOf('U+??,U+131')).toHaveLength(257)
  })
})

describe('unicodeRangeOf', () => {
  it('writes runs as ranges and reads back as the same code points', () => {
    const points = [0x20, 0x21, 0x22, 0xa3, 0x2013, 0x2014]
    expect(unicodeRangeOf([...points].reverse())).toBe('U+20-22,U+A3,U+2013-2014')
    expect(codePointsOf(unicodeRangeOf(points))).toEqual(points)
  })
})

describe('siteCodePoints', () => {
  it('holds printable ASCII, every character written, and what character references stand for', () => {
    const points = siteCodePoints(['<p>Zoë&#x27;s £5&nbsp;000 &#8212; caf&eacute;</p>\n\t'])
    for (const character of [' ', '~', 'ë', '£', '\u00a0', '—'])
      expect(points.has(character.codePointAt(0)!), character).toBe(true)
    expect(points.has('é'.codePointAt(0)!)).toBe(false)
    expect(points.has('€'.codePointAt(0)!)).toBe(false)
    expect(points.has(0x0a) || points.has(0x09)).toBe(false)
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

/** A font file read back as plain OpenType (what HarfBuzz reads): which of `characters` it has, and its weight axis. */
async function readFont(file: string, characters: string) {
  const face = new hb.Face(new hb.Blob(await subsetFont(readFileSync(file), characters, { targetFormat: 'sfnt' })))
  const present = new Set(face.collectUnicodes())
  const weight = face.getAxisInfos().wght
  return { has: (character: string) => present.has(character.codePointAt(0)!), weights: [weight?.min, weight?.max] }
}

describe('subsetFonts', () => {
  // Cuts two real fonts with harfbuzz: a few seconds on an idle machine, several times that beside the type check.
  it("cuts a preloaded font to the site's characters and weights, whole as fallback, renamed everywhere", {
    timeout: 60_000,
  }, async () => {
    const root = mkdtempSync(join(tmpdir(), 'subset-fonts-'))
    mkdirSync(join(root, 'assets/static'), { recursive: true })
    const original = 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'
    const href = '/assets/static/inter-latin-wght-normal.abc123.woff2'
    copyFileSync(original, join(root, href))
    const face =
      '@font-face{font-family:Inter Variable;font-weight:100 900;' +
      `src:url(${href})format("woff2-variations");unicode-range:U+??,U+2013-2014}`
    writeFileSync(join(root, 'assets/site.css'), `${face}p{font-weight:400}h1{font-weight:600}`)
    writeFileSync(
      join(root, 'index.html'),
      `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin><p>Fees from £950 – fixed</p>`,
    )
    writeFileSync(join(root, 'assets/form.js'), 'toast("Thank you — we will reply")')

    const [subset] = await subsetFonts(root)
    const { to, full, before, after } = subset!
    expect(after).toBeLessThan(before * 0.6)
    expect(existsSync(join(root, 'assets/static/inter-latin-wght-normal.abc123.woff2'))).toBe(false)
    expect(readFileSync(join(root, 'index.html'), 'utf8')).toContain(`<link rel="preload" href="${to}"`)
    expect(readFileSync(join(root, 'index.html'), 'utf8')).not.toContain(full)

    // Two faces: the fallback with the original range, then the subset with exactly its characters.
    const css = readFileSync(join(root, 'assets/site.css'), 'utf8')
    const faces = [...css.matchAll(/@font-face\{[^}]*url\(([^)]+)\)[^}]*unicode-range:([^;}]+)\}/g)].map(
      ([, href, range]) => [href, range],
    )
    expect(faces).toEqual([
      [full, 'U+??,U+2013-2014'],
      [to, unicodeRangeOf(siteCodePoints(['Fees from £950 – fixed', 'Thank you — we will reply']))],
    ])
    expect(css).toContain('p{font-weight:400}')

    const own = await readFont(join(root, to), 'AZaz£–—é')
    expect(own.weights).toEqual([400, 600])
    for (const character of ['A', 'z', '£', '–', '—']) expect(own.has(character), character).toBe(true)
    expect(own.has('é')).toBe(false)
    const fallback = await readFont(join(root, full), 'AZaz£–—é')
    expect(fallback.weights).toEqual([400, 600])
    for (const character of ['A', 'z', '£', '–', '—', 'é']) expect(fallback.has(character), character).toBe(true)
  })
})

describe('keepLatinFontPreloads', () => {
  const fontPreload = (font: string) =>
    `<link rel="preload" href="/assets/static/${font}-wght-normal.x.woff2" as="font" type="font/woff2" crossorigin>`

  it('keeps only the Latin font preloads', () => {
    const image = '<link rel="preload" as="image" href="/hero.svg">'
    const html = [fontPreload('inter-cyrillic'), fontPreload('inter-latin-ext'), fontPreload('inter-latin'), image]
    expect(keepLatinFontPreloads(html.join('\n'))).toBe(`${fontPreload('inter-latin')}\n${image}`)
  })
})
