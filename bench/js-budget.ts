// What each built route makes the browser download, gzip bytes (each file compressed on its own, as
// a server sends it), from the build alone so the figures are the same on every machine:
// - HTML: the page's document itself;
// - JS with the page: the inline scripts in the HTML (the head script, the cookie dialog's script),
//   the page's entry (pages/+client.ts) with every module it imports statically (the behaviours among them);
// - JS for islands: what the page's islands load when they wake (components/islands), React
//   included; nothing on a page without islands. Not counted: keen-slider (about 6 KB) and the previews'
//   parts (pages/fragments/project-previews, 4.3 KB), which /projects fetches after the load
//   (components/project-gallery);
// - CSS: the stylesheets the HTML links or holds.
// Usage: npm run build && npm run report:js. tests/build/budget.test.ts holds each route to `budget`.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { htmlFile, listUrls } from '../build/list-urls.ts'

/**
 * Gzip bytes a route may cost, a little above today's figures so that growth is a decision rather
 * than an accident. The inline scripts are in every page's HTML, so they are held small; a page
 * without an island loads no React at all.
 */
export const budget = (url: string) => ({
  // What a new connection delivers in its first round trip (TCP's initial window of ten packets,
  // about 14 KB): a larger document waits a round trip more before the browser has all of it. Every
  // page; /projects fetches its previews' parts after it has loaded (components/project-gallery).
  html: 14 * 1024,
  // 8.8 KB: the project preview makes its pictures from their data (expand-picture.ts), completes its
  // carousel for the pictures it has and fetches its parts, in the page script, so /projects carries 4 KB less.
  withPage: 9 * 1024,
  inline: 3 * 1024,
  islands: url === '/contact' ? 105 * 1024 : 0,
  // The page's stylesheets, linked and each compressed on its own: one file of the site's CSS
  // (vite.config.ts), about 10.6 KB; a second copy or a split would go over.
  css: 12 * 1024,
})

export interface RouteWeight {
  url: string
  /** The page's HTML document. */
  html: number
  /** Inline scripts, and the entry with its static imports. */
  withPage: number
  /** Of those, the inline ones. */
  inline: number
  /** Loaded as the page's islands wake, beyond what came with the page. */
  islands: number
  css: number
}

const gzip = (text: string | Buffer) => gzipSync(text, { level: 9 }).length

/** A built module and every module it imports statically, as paths under the site's root. */
function staticClosure(root: string, path: string, seen = new Set<string>()): Set<string> {
  if (seen.has(path)) return seen
  seen.add(path)
  const code = readFileSync(join(root, path), 'utf8')
  for (const [, specifier] of code.matchAll(/(?:^|[;}\n])\s*import\s*(?:[^"'();]*?from\s*)?["']([^"']+)["']/g)) {
    staticClosure(root, join(path, '..', specifier!), seen)
  }
  return seen
}

/**
 * The chunks an entry loads on demand: for each `import()` in it, that chunk and the files Vite's
 * preload helper fetches beside it (`__vite__mapDeps`), keyed by the text just before the import
 * (for an island, its file name in the glob).
 */
function lazyImports(root: string, entry: string): { before: string; files: string[] }[] {
  const code = readFileSync(join(root, entry), 'utf8')
  const deps =
    /m\.f=\[([^\]]*)\]/
      .exec(code)?.[1]
      ?.match(/"[^"]+"/g)
      ?.map((file) => `/${JSON.parse(file) as string}`) ?? []
  return [...code.matchAll(/import\([`"']([^`"']+)[`"']\)[^;]*?__vite__mapDeps\(\[([\d,]*)\]\)/g)].map((match) => ({
    before: code.slice(Math.max(0, match.index - 120), match.index),
    files: [join(entry, '..', match[1]!), ...match[2]!.split(',').map((index) => deps[Number(index)]!)].filter((file) =>
      file.endsWith('.js'),
    ),
  }))
}

export function routeWeight(url: string, root = 'dist/client'): RouteWeight {
  const html = readFileSync(htmlFile(root, url), 'utf8')
  const entries = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]!)
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((match) => !/type="application\/(ld\+)?json"/.test(match[1]!))
    .map((match) => match[2]!)
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!)
  const stylesheets = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*>/g)]
    .filter(([link]) => !/\sdisabled\b/.test(link))
    .map(([link]) => /href="([^"]+)"/.exec(link)![1]!)
  const withPage = new Set(entries.flatMap((entry) => [...staticClosure(root, entry)]))
  // An island's code: the chunks the entry would import for it, found by the island's file name.
  const islandNames = [...html.matchAll(/data-island="([^"]+)"/g)].map((match) => match[1]!)
  const islands = new Set<string>()
  for (const entry of entries) {
    const lazy = lazyImports(root, entry)
    // Waking any island also loads the module that hydrates it (with React).
    const islandKey = /"([^"]*)\.island\.tsx":\(\)=>[^"]{0,20}$/
    const hydrate = lazy.filter(({ before }) => !islandKey.test(before))
    for (const name of islandNames) {
      const island = lazy.filter(({ before }) => islandKey.exec(before)?.[1]?.endsWith(`/${name}`))
      if (!island.length) throw new Error(`${entry}: no code found for the island ${name}`)
      for (const file of [...island, ...hydrate].flatMap(({ files }) => files)) {
        for (const path of staticClosure(root, file)) if (!withPage.has(path)) islands.add(path)
      }
    }
  }
  const inlineBytes = inline.reduce((total, code) => total + (code.trim() ? gzip(code) : 0), 0)
  const sum = (paths: Iterable<string>) =>
    [...new Set(paths)].reduce((total, path) => total + gzip(readFileSync(join(root, path))), 0)
  return {
    url,
    html: gzip(html),
    withPage: sum(withPage) + inlineBytes,
    inline: inlineBytes,
    islands: sum(islands),
    css: sum(stylesheets) + styles.reduce((total, css) => total + gzip(css), 0),
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
  console.log(
    'Per route, gzip: the HTML document, JavaScript loaded with the page (of it, inline in the HTML), JavaScript ' +
      'its islands load as they wake, CSS\n',
  )
  console.log(
    `${'route'.padEnd(42)} ${'HTML'.padStart(9)} ${'JS with page'.padStart(13)} ${'inline'.padStart(8)} ` +
      `${'JS islands'.padStart(11)} ${'CSS'.padStart(9)}`,
  )
  for (const row of listUrls().map((url) => routeWeight(url))) {
    console.log(
      `${row.url.padEnd(42)} ${kb(row.html).padStart(9)} ${kb(row.withPage).padStart(13)} ` +
        `${kb(row.inline).padStart(8)} ${kb(row.islands).padStart(11)} ${kb(row.css).padStart(9)}`,
    )
  }
}
