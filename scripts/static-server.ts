// The built site (dist/client) served as a static host would: clean URLs, 404.html with status 404,
// compressed (gzip or Brotli, as the browser asks) like any CDN, so the bench measures real bytes.
import { readFileSync } from 'node:fs'
import { createServer, type RequestListener, type Server } from 'node:http'
import compression from 'compression'
import sirv from 'sirv'

export function createStaticHandler(root = 'dist/client'): RequestListener {
  const notFound = readFileSync(`${root}/404.html`)
  const assets = sirv(root, { extensions: ['html'], etag: true, dev: false })
  const compress = compression()
  return (req, res) =>
    // compression is written for Express; plain Node request and response objects are what it uses.
    compress(req as never, res as never, () =>
      assets(req, res, () => {
        res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' })
        res.end(notFound)
      }),
    )
}

export function createStaticServer(root = 'dist/client'): Server {
  return createServer(createStaticHandler(root))
}
