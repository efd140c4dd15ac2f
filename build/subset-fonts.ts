// Cuts the two Latin fonts every page preloads to the characters and weights the built site uses, and keeps the
// whole file as a fallback face: see docs/performance.md, "Fonts cut to the site" (in Chromium traces on a slow
// machine the first layout took about a fifth less time). Runs after `vike build`, before the stylesheets are put
// in the pages; each file is named by a hash of its bytes, so caches never mix old and new.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import subsetFont from 'subset-font'

/** The font files pages preload: the site's subsets (their fallbacks, named `-latin-full-wght-`, are not preloaded). */
const isPreloadedFont = (href: string) => /-latin-wght-/.test(href)

/**
 * Keeps a page's preloads of the Latin subsets only. Vike preloads every file a stylesheet names: all ten
 * subsets of the two fonts (about 250 KB) at high priority beside what the first paint needs, though the
 * text is English. The Latin two stay preloaded: both fonts are in the first screen's text, and found
 * only once styles apply they would hold up its first paint.
 */
export function keepLatinFontPreloads(html: string): string {
  return html.replace(/[ \t]*<link rel="preload" href="[^"]+" as="font"[^>]*>\n?/g, (link) =>
    isPreloadedFont(link) ? link : '',
  )
}

/** The code points of a CSS unicode-range, e.g. "U+??,U+131,U+2000-206F" (a `?` is any hex digit). */
export function codePointsOf(unicodeRange: string): number[] {
  return unicodeRange.split(',').flatMap((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-') as [string, string?]
    const start = parseInt(from.replace(/\?/g, '0'), 16)
    const end = parseInt(to.replace(/\?/g, 'F'), 16)
    return Array.from({ length: end - start + 1 }, (_, index) => start + index)
  })
}

/** A CSS unicode-range for a set of code points, runs written as ranges: "U+20-7E,U+A3,U+2013-2014". */
export function unicodeRangeOf(codePoints: Iterable<number>): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b)
  const runs: [number, number][] = []
  for (const point of sorted) {
    const last = runs.at(-1)
    if (last && point === last[1] + 1) last[1] = point
    else runs.push([point, point])
  }
  const hex = (point: number) => point.toString(16).toUpperCase()
  return runs.map(([start, end]) => (start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`)).join(',')
}

const namedEntities: Record<string, string> = {
  nbsp: '\u00a0',
  copy: '©',
  pound: '£',
  euro: '€',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  middot: '·',
  times: '×',
}

/**
 * Every character the text of these files can put on screen. HTML character references count as
 * the characters they stand for; a named one not listed here is simply left out, which costs at
 * most the fallback file's download, never a wrong glyph. Printable ASCII is always in; control
 * characters (line breaks, tabs) are never drawn, so never in.
 */
export function siteCodePoints(texts: string[]): Set<number> {
  const points = new Set<number>(Array.from({ length: 0x7f - 0x20 }, (_, index) => 0x20 + index))
  for (const text of texts) {
    const decoded = text
      .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
      .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
      .replace(/&([a-z]+);/gi, (reference, name: string) => namedEntities[name] ?? reference)
    for (const character of decoded) if (!/\p{Cc}/u.test(character)) points.add(character.codePointAt(0)!)
  }
  return points
}

/** The lightest and boldest weights the CSS asks for, outside its @font-face rules (`bolder` counts as 700). */
export function weightRange(css: string): { min: number; max: number } {
  const rules = css.replace(/@font-face\s*\{[^}]*\}/g, '')
  const weights = [...rules.matchAll(/font-weight:\s*(\d+|bolder)/g)].map(([, weight]) =>
    weight === 'bolder' ? 700 : Number(weight),
  )
  if (!weights.length) throw new Error('subset-fonts: the CSS sets no font-weight, so there is no range to keep')
  return { min: Math.min(...weights), max: Math.max(...weights) }
}

/** Each preloaded font's @font-face: the whole rule as written, its file and the characters it is for. */
function preloadedFaces(css: string) {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].flatMap(([rule, body]) => {
    const href = /url\(([^)]+\.woff2)\)/.exec(body!)?.[1]?.replace(/["']/g, '')
    const unicodeRange = /unicode-range:\s*([^;}]+)/.exec(body!)?.[1]
    return href && unicodeRange && isPreloadedFont(href) ? [{ rule, href, unicodeRange }] : []
  })
}

/** Writes a font at `href` with the hash in its name replaced by its own: `inter-latin-wght-normal.<hash>.woff2`. */
function writeHashed(root: string, href: string, font: Buffer): string {
  const hash = createHash('sha256').update(font).digest('base64url').slice(0, 8)
  const to = href.replace(/\.[^./]+\.woff2$/, `.${hash}.woff2`)
  writeFileSync(join(root, to), font)
  return to
}

/**
 * Subsets the preloaded fonts under `root` (dist/client) and points every .css and .html file at them.
 * Each original (`from`, removed) gives the site's subset (`to`) and the whole file (`full`).
 */
export async function subsetFonts(root: string) {
  const files = (readdirSync(root, { recursive: true }) as string[])
    .filter((file) => /\.(css|html|js)$/.test(file))
    .map((file) => join(root, file))
  const texts = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]))
  const css = [...texts].flatMap(([file, text]) => (file.endsWith('.css') ? [text] : [])).join('\n')
  const weights = weightRange(css)
  const used = siteCodePoints([...texts.values()])
  const faces = [...new Map(preloadedFaces(css).map((face) => [face.href, face])).values()]
  const subsets = await Promise.all(
    faces.map(async ({ rule, href, unicodeRange }) => {
      const original = readFileSync(join(root, href))
      const all = codePointsOf(unicodeRange)
      const own = all.filter((point) => used.has(point))
      const cut = (points: number[]) =>
        subsetFont(original, String.fromCodePoint(...points), {
          targetFormat: 'woff2',
          variationAxes: { wght: weights },
        })
      const [ownFont, fullFont] = await Promise.all([cut(own), cut(all)])
      const to = writeHashed(root, href, ownFont)
      const full = writeHashed(root, href.replace('-latin-wght-', '-latin-full-wght-'), fullFont)
      rmSync(join(root, href))
      // The fallback first: of two faces for a character, the browser tries the later one first.
      const faceRules = rule.replace(href, full) + rule.replace(href, to).replace(unicodeRange, unicodeRangeOf(own))
      return {
        from: href,
        to,
        full,
        rule,
        faceRules,
        before: original.length,
        after: ownFont.length,
        characters: own.length,
      }
    }),
  )
  for (const [file, text] of texts) {
    if (file.endsWith('.js')) continue
    const updated = subsets.reduce(
      (content, { rule, faceRules, from, to }) => content.replaceAll(rule, faceRules).replaceAll(from, to),
      text,
    )
    if (updated !== text) writeFileSync(file, updated)
  }
  return subsets
}
