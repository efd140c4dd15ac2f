// The local server (local-stack/static-server.ts), which `npm start`, the end-to-end suite and the benches use, held to
// the host: every page, each page's other spellings, the editor, an unknown path and the files with rules of their
// own must get the same status, redirect and headers from it as from Cloudflare's runtime serving the same build.
import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { createStaticServer } from '../local-stack/static-server.ts'
import type { Check } from './site-checks.ts'

/** What a host answers that a visitor's browser acts on; `Access-Control-Allow-Origin: *`, which Cloudflare adds to
 * every file, and its ETag and Date are the host's own. */
const compared = (headerNames: string[]) => ['status', 'location', 'content-type', 'cache-control', ...headerNames]

async function answer(origin: string, path: string, names: string[]): Promise<Record<string, string>> {
  const response = await fetch(new URL(path, origin), { redirect: 'manual', headers: { 'Accept-Encoding': 'gzip' } })
  await response.body?.cancel()
  const all: Record<string, string> = { status: String(response.status), ...Object.fromEntries(response.headers) }
  if (all.location) all.location = new URL(all.location, origin).pathname + new URL(all.location, origin).search
  // The encoding is named by the local server for every text type; browsers read these files as UTF-8 either way.
  if (all['content-type']) all['content-type'] = all['content-type'].replace(/;\s*charset=utf-8$/i, '')
  return Object.fromEntries(names.map((name) => [name, all[name] ?? '']))
}

export async function checkImitation(clientRoot: string, hostOrigin: string, routes: string[], headerNames: string[]) {
  const check: Check = { name: 'the local server answers as the host does (status, redirect, headers)', problems: [] }
  const server = (await createStaticServer(clientRoot)).listen(0, '127.0.0.1')
  await once(server, 'listening')
  const localOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const home = await (await fetch(`${hostOrigin}/`)).text()
  const assets = [...home.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!).slice(0, 3)
  const paths = [
    ...routes.flatMap((route) => (route === '/' ? ['/', '/index.html'] : [route, `${route}/`, `${route}.html`])),
    '/contact/?from=card',
    '/admin',
    '/admin/',
    '/admin/index.html',
    `/no-such-page`,
    '/assets/no-such-file.js',
    '/speculation-rules.json',
    '/sitemap.xml',
    '/robots.txt',
    ...assets,
  ]
  const names = compared(headerNames.map((name) => name.toLowerCase()))
  try {
    for (const path of paths) {
      const [local, host] = await Promise.all([answer(localOrigin, path, names), answer(hostOrigin, path, names)])
      for (const name of names)
        if (local[name] !== host[name])
          check.problems.push(`${path}: ${name} "${local[name]}" here, "${host[name]}" on the host`)
    }
  } finally {
    server.close()
  }
  check.name += ` (${paths.length} addresses)`
  return check
}
