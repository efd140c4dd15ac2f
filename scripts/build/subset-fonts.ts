// Shrinks the fonts every page preloads. They are variable fonts covering every weight from 100 to
// 900, and the design uses a few of them: cut to the range of weights the CSS asks for (keeping
// every character of each file's unicode-range, so nothing falls back that did not before), the
// two Latin files go from about 85 KB to about 61 KB. They are fetched beside the HTML on every
// first visit, so this is time off the first paint on a slow connection. Runs after `vike build`,
// before the stylesheets are put in the pages: each subset gets a name of its own (a hash of its
// bytes, so caches never mix old and new) and every stylesheet and page is pointed at it.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import subsetFont from 'subset-font'

/** The font files pages preload (build/inline-styles.ts keeps only these preloads). */
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

/** The lightest and boldest weights the CSS asks for, outside its @font-face rules (`bolder` counts as 700). */
export function weightRange(css: string): { min: number; max: number } {
  const rules = css.replace(/@font-face\s*\{[^}]*\}/g, '')
  const weights = [...rules.matchAll(/font-weight:\s*(\d+|bolder)/g)].map(([, weight]) => (weight === 'bolder' ? 700 : Number(weight)))
  if (!weights.length) throw new Error('subset-fonts: the CSS sets no font-weight, so there is no range to keep')
  return { min: Math.min(...weights), max: Math.max(...weights) }
}

/** Each preloaded font's @font-face: its file and the characters it is for. */
function preloadedFaces(css: string): { href: string; unicodeRange: string }[] {
  const faces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body]) => ({
    href: /url\(([^)]+\.woff2)\)/.exec(body!)?.[1]?.replace(/["']/g, ''),
    unicodeRange: /unicode-range:\s*([^;}]+)/.exec(body!)?.[1],
  }))
  return faces.filter((face): face is { href: string; unicodeRange: string } => !!face.href && !!face.unicodeRange && isPreloadedFont(face.href))
}

/** Subsets the preloaded fonts under `root` (dist/client) and points every .css and .html file at them. */
export async function subsetFonts(root: string): Promise<{ from: string; to: string; before: number; after: number }[]> {
  const files = (readdirSync(root, { recursive: true }) as string[]).filter((file) => /\.(css|html)$/.test(file)).map((file) => join(root, file))
  const css = files.filter((file) => file.endsWith('.css')).map((file) => readFileSync(file, 'utf8')).join('\n')
  const weights = weightRange(css)
  const faces = [...new Map(preloadedFaces(css).map((face) => [face.href, face])).values()]
  const renamed = await Promise.all(
    faces.map(async ({ href, unicodeRange }) => {
      const original = readFileSync(join(root, href))
      const subset = await subsetFont(original, String.fromCodePoint(...codePointsOf(unicodeRange)), { targetFormat: 'woff2', variationAxes: { wght: weights } })
      const hash = createHash('sha256').update(subset).digest('base64url').slice(0, 8)
      const to = `${dirname(href)}/${basename(href).replace(/\.[^.]+\.woff2$/, `.${hash}.woff2`)}`
      writeFileSync(join(root, to), subset)
      rmSync(join(root, href))
      return { from: href, to, before: original.length, after: subset.length }
    }),
  )
  for (const file of files) {
    const text = readFileSync(file, 'utf8')
    const updated = renamed.reduce((content, { from, to }) => content.replaceAll(from, to), text)
    if (updated !== text) writeFileSync(file, updated)
  }
  return renamed
}
