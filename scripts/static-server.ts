// The built site (dist/client) served as a static host would: clean URLs, 404.html with status 404.
import { readFileSync } from 'node:fs'
import { createServer, type RequestListener, type Server } from 'node:http'
import sirv from 'sirv'

export function createStaticHandler(root = 'dist/client'): RequestListener {
  const notFound = readFileSync(`${root}/404.html`)
  const assets = sirv(root, { extensions: ['html'], etag: true, dev: false })
  return (req, res) =>
    assets(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' })
      res.end(notFound)
    })
}

export function createStaticServer(root = 'dist/client'): Server {
  return createServer(createStaticHandler(root))
}
