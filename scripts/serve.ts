// Serves the built site (dist/client) as a static host would: clean URLs, 404.html with status 404.
// Usage: npm run serve (after npm run build); PORT changes the port (default 3000).
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import sirv from 'sirv'

const root = 'dist/client'
const port = Number(process.env.PORT ?? 3000)
const notFound = readFileSync(`${root}/404.html`)

const assets = sirv(root, { extensions: ['html'], gzip: false, etag: true, dev: false })

const server = createServer((req, res) =>
  assets(req, res, () => {
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' })
    res.end(notFound)
  }),
)

server.listen(port, () => console.log(`Site running at http://localhost:${port} (Ctrl-C to stop)`))

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)))
}
