// The font preloads Vike writes into each page, cut to those the page can use.
import { isPreloadedFont } from './subset-fonts.ts'

/**
 * Keeps the font preloads of the Latin subsets only. Vike preloads every file a stylesheet names:
 * all ten subsets of the two fonts (about 250 KB), fetched at high priority beside what the first
 * paint needs; the text is English, so only the Latin files are ever used. Those two stay
 * preloaded: both fonts are in the first screen's text, and found only once styles apply they would
 * hold up its first paint.
 */
export function keepLatinFontPreloads(html: string): string {
  return html.replace(/[ \t]*<link rel="preload" href="[^"]+" as="font"[^>]*>\n?/g, (link) =>
    isPreloadedFont(link) ? link : '',
  )
}
