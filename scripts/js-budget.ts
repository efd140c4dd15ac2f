// Prints, per built route, the JavaScript the browser loads before the visitor interacts:
// the page's module scripts, everything it modulepreloads, and inline scripts (gzip bytes, each
// file compressed on its own as a server would send it). Chunks loaded later on demand (MDX
// bodies, dialogs) are not counted. Usage: npm run build && npm run report:js
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { listUrls } from './list-urls.ts'

const root = 'dist/client'

export interface RouteJs {
  url: string
  files: number
  gzipBytes: number
}

export function jsBeforeInteraction(url: string): RouteJs {
  const html = readFileSync(`${root}${url === '/' ? '' : url}/index.html`, 'utf8')
  const sources = new Set(
    [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"|<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1] ?? m[2]!),
  )
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/type="application\/(json|ld\+json)"/.test(m[0]))
    .map((m) => m[1]!)
  const gzip = (text: string | Buffer) => gzipSync(text, { level: 9 }).length
  const gzipBytes = [...sources].reduce((sum, src) => sum + gzip(readFileSync(`${root}${src}`)), 0) + inline.reduce((sum, code) => sum + (code.trim() ? gzip(code) : 0), 0)
  return { url, files: sources.size, gzipBytes }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = listUrls(root).map(jsBeforeInteraction)
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
  console.log('JavaScript loaded before interaction (gzip)\n')
  console.log(`${'route'.padEnd(42)} ${'files'.padStart(5)} ${'gzip'.padStart(9)}`)
  for (const row of rows) console.log(`${row.url.padEnd(42)} ${String(row.files).padStart(5)} ${kb(row.gzipBytes).padStart(9)}`)
}
