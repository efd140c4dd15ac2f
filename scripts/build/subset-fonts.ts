// Shrinks the fonts every page preloads. They are variable fonts covering every weight from 100 to
// 900 and some 330 characters each, and the site uses a few weights and about a hundred characters.
// Each preloaded Latin file becomes two:
// - the site's own subset, preloaded: only the characters the built site contains (its pages, and
//   the scripts and stylesheets that can put text on screen), at the weights the CSS asks for. The
//   two Latin files go from 83 KB to about 42 KB, and the browser shapes text with much smaller
//   tables: in Chromium traces on a slow machine, about a fifth less time in the first layout;
// - the whole Latin file, at the same weights, as a fallback @font-face declared before the
//   subset: the browser tries the last-declared face first and fetches the fallback only for a
//   character the subset lacks (a visitor typing "Zoë" in the form, or a message that only the
//   enquiry function sends). So nothing ever falls back to a system font that did not before.
// Runs after `vike build`, before the stylesheets are put in the pages: each file gets a name of
// its own (a hash of its bytes, so caches never mix old and new).
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import subsetFont from 'subset-font'

/**
 * The font files pages preload (build/font-preloads.ts keeps only these preloads): the site's
 * subsets. Their fallbacks, the whole Latin files, are named `-latin-full-wght-` and are not preloaded.
 */
export const isPreloadedFont = (href: string) => /-latin-wght-/.test(href)

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

interface Face {
  /** The whole @font-face rule, as written. */
  rule: string
  href: string
  unicodeRange: string
}

/** Each preloaded font's @font-face: its rule, its file and the characters it is for. */
function preloadedFaces(css: string): Face[] {
  const faces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([rule, body]) => ({
    rule,
    href: /url\(([^)]+\.woff2)\)/.exec(body!)?.[1]?.replace(/["']/g, ''),
    unicodeRange: /unicode-range:\s*([^;}]+)/.exec(body!)?.[1],
  }))
  return faces.filter((face): face is Face => !!face.href && !!face.unicodeRange && isPreloadedFont(face.href))
}

/** Writes a font under a name carrying a hash of its bytes: `inter-latin-wght-normal.<hash>.woff2`. */
function writeHashed(root: string, href: string, name: string, font: Buffer): string {
  const hash = createHash('sha256').update(font).digest('base64url').slice(0, 8)
  const to = `${dirname(href)}/${name.replace(/\.[^.]+\.woff2$/, `.${hash}.woff2`)}`
  writeFileSync(join(root, to), font)
  return to
}

export interface SubsetFont {
  /** The original file, now removed. */
  from: string
  /** The site's subset, preloaded. */
  to: string
  /** All of the original's characters, fetched only when a character outside `to` needs it. */
  full: string
  before: number
  after: number
  characters: number
}

/** Subsets the preloaded fonts under `root` (dist/client) and points every .css and .html file at them. */
export async function subsetFonts(root: string): Promise<SubsetFont[]> {
  const files = (readdirSync(root, { recursive: true }) as string[])
    .filter((file) => /\.(css|html|js)$/.test(file))
    .map((file) => join(root, file))
  const texts = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]))
  const css = files
    .filter((file) => file.endsWith('.css'))
    .map((file) => texts.get(file))
    .join('\n')
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
      const to = writeHashed(root, href, basename(href), ownFont)
      const full = writeHashed(root, href, basename(href).replace('-latin-wght-', '-latin-full-wght-'), fullFont)
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
  return subsets.map(({ from, to, full, before, after, characters }) => ({ from, to, full, before, after, characters }))
}
