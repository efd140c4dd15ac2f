// Puts each page's stylesheets in the page itself. Linked, they hold up the first paint by a round
// trip (or more) after the HTML arrives; the whole site's CSS is about 14 KB gzipped, so sending it
// inside each page costs less than waiting for it. Each link stays in place, `disabled` (browsers
// neither fetch nor apply a disabled stylesheet): when hydration loads the page's code, Vite's
// preload helper looks for a link to each stylesheet the code depends on and adds any it does not
// find, which would fetch the same CSS again.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { isPreloadedFont } from './subset-fonts.ts'

const stylesheetLink = /<link rel="stylesheet" type="text\/css" href="(\/[^"]+\.css)">/g

export function inlineStylesheets(html: string, root: string): string {
  const links = [...html.matchAll(stylesheetLink)]
  if (!links.length) return html
  const css = links.map(([, href]) => readFileSync(join(root, href!), 'utf8')).join('\n')
  let first = true
  return html.replace(stylesheetLink, (_link, href: string) => {
    const marker = `<link rel="stylesheet" href="${href}" disabled>`
    if (!first) return marker
    first = false
    // In a <style> element "</style" would end it early; CSS has no reason to contain it.
    if (/<\/style/i.test(css)) throw new Error(`${href}: CSS containing "</style" cannot be inlined`)
    return `<style>${css}</style>${marker}`
  })
}

/**
 * Keeps the font preloads of the Latin subsets only. Vike preloads every file a stylesheet names:
 * all ten subsets of the two fonts (about 250 KB), fetched at high priority beside what the first
 * paint needs; the text is English, so only the Latin files are ever used. Those two stay
 * preloaded: both fonts are in the first screen's text, and found only once styles apply they would
 * hold up its first paint.
 */
export function keepLatinFontPreloads(html: string): string {
  return html.replace(/[ \t]*<link rel="preload" href="[^"]+" as="font"[^>]*>\n?/g, (link) => (isPreloadedFont(link) ? link : ''))
}
