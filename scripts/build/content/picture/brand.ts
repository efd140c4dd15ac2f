// The brand drawn without a browser (Node only): the site's typefaces turned into SVG paths, so
// icons and social images look the same on every machine whatever fonts it has installed.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import opentype from 'opentype.js'
import { palette } from '../../../../theme.ts'

const require = createRequire(import.meta.url)
// parse() rather than loadSync(): bundlers may hand us opentype.js's browser build, which has no file access.
const loadFont = (file: string) => opentype.parse(new Uint8Array(readFileSync(require.resolve(file))).buffer)

/** The site's typefaces (static WOFF cuts of the variable fonts the pages use). */
export const fonts = {
  serif: loadFont('@fontsource/fraunces/files/fraunces-latin-600-normal.woff'),
  sans: loadFont('@fontsource/inter/files/inter-latin-500-normal.woff'),
  sansBold: loadFont('@fontsource/inter/files/inter-latin-700-normal.woff'),
}

type Font = opentype.Font

// Glyph by glyph: opentype.js's string methods (getAdvanceWidth, getPath on a string) apply the
// font's kerning tables, and with these fonts that leaves NaN in later glyphs' outlines.
const advance = (font: Font, character: string, size: number) => (font.charToGlyph(character).advanceWidth ?? 0) * (size / font.unitsPerEm)

/** Width of a line of text at a size, with letter spacing in em. */
export const textWidth = (font: Font, text: string, size: number, tracking = 0) =>
  [...text].reduce((width, character) => width + advance(font, character, size), 0) + tracking * size * Math.max(0, text.length - 1)

/** A line of text as an SVG path, its baseline starting at (x, y); `anchor: 'middle'` centres it on x. */
export function textPath(font: Font, text: string, { x, y, size, fill, tracking = 0, anchor = 'start' }: { x: number; y: number; size: number; fill: string; tracking?: number; anchor?: 'start' | 'middle' }) {
  let left = anchor === 'middle' ? x - textWidth(font, text, size, tracking) / 2 : x
  const parts = [...text].map((character) => {
    const d = pathData(font.charToGlyph(character).getPath(left, y, size).commands)
    left += advance(font, character, size) + tracking * size
    return d
  })
  return `<path fill="${fill}" d="${parts.join('')}"/>`
}

/** SVG path data of glyph outlines (opentype.js's own toPathData writes "NaN" for some coordinates). */
function pathData(commands: opentype.PathCommand[]): string {
  const n = (value: number) => String(Math.round(value * 100) / 100)
  return commands
    .map((c) => (c.type === 'Z' ? 'Z' : c.type === 'Q' ? `Q${n(c.x1)} ${n(c.y1)} ${n(c.x)} ${n(c.y)}` : c.type === 'C' ? `C${n(c.x1)} ${n(c.y1)} ${n(c.x2)} ${n(c.y2)} ${n(c.x)} ${n(c.y)}` : `${c.type}${n(c.x)} ${n(c.y)}`))
    .join('')
}

/** Breaks text into lines no wider than `width`, at spaces. */
export function wrap(font: Font, text: string, size: number, width: number): string[] {
  const lines: string[] = []
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1)
    if (last !== undefined && textWidth(font, `${last} ${word}`, size) <= width) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}

/** The monogram (the logo's framed initials) as SVG content in a `size` square at (x, y). */
export function monogram(initials: string, { x, y, size, background }: { x: number; y: number; size: number; background?: string }) {
  const inset = size * 0.11
  const fontSize = size * 0.42
  return [
    background ? `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${size * 0.09}" fill="${background}"/>` : '',
    `<rect x="${x + inset}" y="${y + inset}" width="${size - 2 * inset}" height="${size - 2 * inset}" fill="none" stroke="${palette.brass[300]}" stroke-width="${size * 0.035}"/>`,
    textPath(fonts.serif, initials, { x: x + size / 2, y: y + size / 2 + fontSize * 0.36, size: fontSize, fill: palette.brass[300], anchor: 'middle', tracking: -0.01 }),
  ].join('')
}
