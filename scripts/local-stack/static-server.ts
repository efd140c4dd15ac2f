// The built site (dist/client) served as a static host would: clean URLs, 404.html with status 404,
// the response headers of dist/client/_headers (so the Content-Security-Policy is enforced in
// every local run and test), and compression (gzip or Brotli) like any CDN, so the bench measures
// real bytes.
import { existsSync, readFileSync } from 'node:fs'
import { createServer, type RequestListener, type Server } from 'node:http'
import { createSecureServer, type Http2SecureServer } from 'node:http2'
import compression from 'compression'
import { generate } from 'selfsigned'
import sirv from 'sirv'
import { headersFor, parseHeadersFile } from '../build/headers-file.ts'

export async function createStaticHandler(root = 'dist/client'): Promise<RequestListener> {
  const notFound = readFileSync(`${root}/404.html`)
  const headersFile = `${root}/_headers`
  const hasHeaders = existsSync(headersFile)
  if (hasHeaders && readFileSync(headersFile, 'utf8').includes('written-by-the-build')) throw new Error(`${headersFile} has no Content-Security-Policy yet: build with npm run build (not vike build alone)`)
  const rules = hasHeaders ? await parseHeadersFile(headersFile) : undefined
  const assets = sirv(root, { extensions: ['html'], etag: true, dev: false })
  const compress = compression()
  return (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost')
    for (const [name, value] of Object.entries(rules ? headersFor(rules, pathname) : {})) res.setHeader(name, value)
    const sendNotFound = () => {
      // Not the path's own cache rule: a year-long `immutable` for /assets/* would keep a 404 for a
      // file that the next deploy (or a retry) does serve.
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' })
      res.end(notFound)
    }
    // compression is written for Express; plain Node request and response objects are what it uses.
    compress(req as never, res as never, () => (pathname === '/_headers' ? sendNotFound() : assets(req, res, sendNotFound)))
  }
}

export async function createStaticServer(root = 'dist/client'): Promise<Server> {
  return createServer(await createStaticHandler(root))
}

/**
 * The same site over HTTPS and HTTP/2, as a CDN serves it, for the benchmarks. Over HTTP/1.1 a
 * browser opens at most six connections to a host, so a page's seventh request waits for one to
 * come free: on the phone profile, /projects' react-dom waited 380 ms behind the cards' pictures,
 * which no visitor of the live site does. The certificate is self-signed for this run, so the
 * browser has to be told to accept it (Playwright's `ignoreHTTPSErrors`).
 */
export async function createSecureStaticServer(root = 'dist/client'): Promise<Http2SecureServer> {
  const { private: key, cert } = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  })
  // Node's HTTP/2 compatibility API gives the handler request and response objects shaped like
  // HTTP/1's, which is what sirv and compression use.
  return createSecureServer({ key, cert, allowHTTP1: true }, (await createStaticHandler(root)) as never)
}
