// The built site served as a static host would: each page at its one address (canonicalPath), 404.html with status
// 404, the headers of _headers (so the Content-Security-Policy is enforced in every local run and test), and gzip or
// Brotli like any CDN, so the bench measures real bytes (bench/secure-static-server.ts serves it over HTTP/2).
// rehearsal/imitation.ts holds its answers to those of Cloudflare's own runtime.
import { existsSync, readFileSync } from 'node:fs'
import { extname } from 'node:path'
import { createServer, type RequestListener, type ServerResponse } from 'node:http'
import compression from 'compression'
import sirv from 'sirv'
import { headersFor, parseHeadersFile } from '../build/headers-file.ts'

export async function createStaticHandler(root = 'dist/client'): Promise<RequestListener> {
  // A reference build with no 404 page of its own (the floor page) still answers a plain one.
  const notFound = existsSync(`${root}/404.html`) ? readFileSync(`${root}/404.html`) : 'Not found'
  const headersFile = `${root}/_headers`
  const hasHeaders = existsSync(headersFile)
  if (hasHeaders && readFileSync(headersFile, 'utf8').includes('written-by-the-build'))
    throw new Error(
      `${headersFile} has no Content-Security-Policy yet: build with npm run build (not vike build alone)`,
    )
  const rules = hasHeaders ? await parseHeadersFile(headersFile) : undefined
  const assets = sirv(root, { extensions: ['html'], etag: true, dev: false, setHeaders: withHostDefaults })
  const compress = compression()
  return (req, res) => {
    const { pathname, search } = new URL(req.url ?? '/', 'http://localhost')
    // The hosts send the headers of _headers with every answer, redirects and 404s included.
    for (const [name, value] of Object.entries(rules ? headersFor(rules, pathname) : {})) res.setHeader(name, value)
    const canonical = canonicalPath(root, pathname)
    if (canonical) {
      res.writeHead(308, { Location: `${canonical}${search}` }).end()
      return
    }
    const sendNotFound = () => {
      // Not the path's own cache rule, as on Cloudflare Pages: a year-long `immutable` for /assets/* would keep a 404
      // for a file that the next deploy (or a retry) does serve.
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
      res.end(notFound)
    }
    // compression is written for Express; plain Node request and response objects are what it uses.
    compress(req as never, res as never, () =>
      pathname === '/_headers' ? sendNotFound() : assets(req, res, sendNotFound),
    )
  }
}

/**
 * Where a page's other spelling redirects (308), as Cloudflare Pages answers (docs/deploying.md, "One address per
 * page"); the web editor's `/admin` goes to `/admin/`. Undefined when the path is already the address to serve.
 */
function canonicalPath(root: string, pathname: string): string | undefined {
  const pageFile = (page: string) => existsSync(`${root}${page}.html`)
  const folderPage = (folder: string) => existsSync(`${root}${folder}index.html`)
  if (pathname.endsWith('/index.html')) {
    const folder = pathname.slice(0, -'index.html'.length)
    return folderPage(folder) ? folder : undefined
  }
  const page = pathname.replace(/\.html$|(.)\/$/, '$1')
  if (page !== pathname) return pageFile(page) ? page : undefined
  return !pathname.endsWith('/') && folderPage(`${pathname}/`) ? `${pathname}/` : undefined
}

// Text types with the encoding named, as the HTML has it (sirv names it for HTML only), so no browser guesses it.
const textTypes: Record<string, string> = {
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
  '.yml': 'text/yaml',
}

// A type _headers names (speculation-rules.json's, which browsers require) stands, as on the hosts. A file with no
// cache rule of its own is asked for again on every visit, as both hosts answer.
function withHostDefaults(res: ServerResponse, pathname: string) {
  const type = textTypes[extname(pathname)]
  if (type && !res.hasHeader('Content-Type')) res.setHeader('Content-Type', `${type}; charset=utf-8`)
  if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate')
}

export const createStaticServer = async (root = 'dist/client') => createServer(await createStaticHandler(root))
