// What each built route makes the browser download, gzip bytes (each file compressed on its own, as
// a server sends it), from the build alone so the figures are the same on every machine:
// - JS before interaction: the scripts in the HTML (the head script and the page script, inline)
//   and any script it loads by itself (src, modulepreload): all the JavaScript a visitor who only
//   reads gets;
// - JS at interaction: what the page script loads at the visitor's first interaction to hydrate
//   (Vike's entry and everything it would have preloaded; renderer/page-script.ts);
// - CSS: the stylesheets the HTML links or holds.
// Chunks loaded on demand after that (MDX bodies, dialogs, the enquiry form's code) are not counted.
// Usage: npm run build && npm run report:js. tests/build/budget.test.ts holds each route to `budget`.
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { hydrationScriptsFile } from './build/defer-hydration.ts'
import { htmlFile } from './build/sitemap.ts'
import { listUrls } from './list-urls.ts'

/**
 * Gzip bytes a route may cost. The issue allows 60 KB of JavaScript before interaction (100 KB on
 * /contact); React alone is about 70 KB, so pages keep far below it by running nothing but two
 * small inline scripts until the visitor interacts, and those are capped so they stay small in
 * every page's HTML. What hydration then loads is capped a little above today's figures, so that
 * growth is a decision rather than an accident (the last: the icons moved from every page's CSS,
 * about 3 KB before the first paint, into the components, about 3 KB at the first interaction).
 */
export const budget = (url: string) => ({
  beforeInteraction: (url === '/contact' ? 100 : 60) * 1024,
  inline: 3 * 1024,
  atInteraction: 116 * 1024,
  css: 16 * 1024,
})

export interface RouteWeight {
  url: string
  /** Inline scripts and scripts the HTML loads by itself. */
  beforeInteraction: number
  /** Of those, the inline ones. */
  inline: number
  atInteraction: number
  css: number
}

const gzip = (text: string | Buffer) => gzipSync(text, { level: 9 }).length

export function routeWeight(url: string, root = 'dist/client'): RouteWeight {
  const file = htmlFile(root, url)
  const html = readFileSync(file, 'utf8')
  const hydration: Record<string, string[]> = JSON.parse(readFileSync(hydrationScriptsFile(root), 'utf8'))
  const eager = [...html.matchAll(/<script[^>]+src="([^"]+)"|<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((match) => match[1] ?? match[2]!)
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter((match) => !/type="application\/(ld\+)?json"/.test(match[1]!)).map((match) => match[2]!)
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!)
  const stylesheets = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*>/g)]
    .filter(([link]) => !/\sdisabled\b/.test(link))
    .map(([link]) => /href="([^"]+)"/.exec(link)![1]!)
  const deferred = hydration[`/${file.slice(root.length + 1)}`]
  if (!deferred) throw new Error(`${hydrationScriptsFile(root)} has no entry for ${file}: build with npm run build`)
  const inlineBytes = inline.reduce((total, code) => total + (code.trim() ? gzip(code) : 0), 0)
  const sum = (paths: Iterable<string>) => [...new Set(paths)].reduce((total, path) => total + gzip(readFileSync(`${root}${path}`)), 0)
  return {
    url,
    beforeInteraction: sum(eager) + inlineBytes,
    inline: inlineBytes,
    atInteraction: sum(deferred.filter((path) => !eager.includes(path))),
    css: sum(stylesheets) + styles.reduce((total, css) => total + gzip(css), 0),
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
  console.log('Per route, gzip: JavaScript before the visitor interacts (of it, inline in the HTML), JavaScript loaded at the first interaction to hydrate, CSS\n')
  console.log(`${'route'.padEnd(42)} ${'JS before'.padStart(10)} ${'inline'.padStart(8)} ${'JS at interaction'.padStart(18)} ${'CSS'.padStart(9)}`)
  for (const row of listUrls().map((url) => routeWeight(url))) {
    console.log(`${row.url.padEnd(42)} ${kb(row.beforeInteraction).padStart(10)} ${kb(row.inline).padStart(8)} ${kb(row.atInteraction).padStart(18)} ${kb(row.css).padStart(9)}`)
  }
}
