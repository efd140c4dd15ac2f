// `npm run cms`: the web editor on this computer, with no account, working on the files of CMS_REPO_DIR's content/
// (this folder; the editor tests point it at a copy) through Decap's local backend: a save writes the file at once.
// One server on 127.0.0.1 alone (CMS_PORT, 3100) answers the editor's page and the backend (local-backend.ts: only
// to the editor's own page, only about content/). CMS_WORKFLOW=1 tries the editorial workflow as on GitHub (each save
// a local branch cms/..., merged into main on publish: the repository must be a git repository with a main branch).
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import sirv from 'sirv'
import { readSite } from '#content/site-file.ts'
import { writeAdmin } from './admin-files.ts'
import { adminHeaders } from './admin-headers.ts'
import { localBackend, loopback } from './local-backend.ts'

const port = Number(process.env.CMS_PORT ?? 3100)
const repository = resolve(process.env.CMS_REPO_DIR ?? '.')
const localUrl = `http://localhost:${port}/api/v1`
const workflow = process.env.CMS_WORKFLOW === '1'

const site = readSite(repository)
const root = mkdtempSync(join(tmpdir(), 'cms-admin-'))
try {
  await writeAdmin(join(root, 'admin'), { kind: 'local', localUrl, workflow }, site, repository)
} catch (error) {
  rmSync(root, { recursive: true, force: true })
  throw error
}

// Asked again on each visit (no-cache, adminHeaders) but answered "not modified" while unchanged, so the
// browser reuses Decap's 5 MB bundle and the code it compiled from it; the preview's hashed files never change.
const files = sirv(root, {
  etag: true,
  setHeaders: (res, pathname) =>
    pathname.startsWith('/admin/preview/assets/') &&
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable'),
})
const headers = adminHeaders(localUrl)
const backend = await localBackend(
  repository,
  { port, workflow, logLevel: process.env.LOG_LEVEL ?? 'warn' },
  (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost')
    if (!pathname.startsWith('/admin/')) return res.writeHead(302, { Location: '/admin/' }).end()
    for (const [name, value] of headers) res.setHeader(name, value)
    files(req, res, () => void res.writeHead(404).end('Not found'))
  },
)
const server = createServer(backend)
server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(error.code === 'EADDRINUSE' ? `Port ${port} is in use: set CMS_PORT to use another.` : error.message)
  stop()
  process.exitCode = 1
})
server.listen(port, loopback, () => {
  console.log(
    `Web editor: http://localhost:${port}/admin/ (saves write to ${join(repository, 'content')}; Ctrl-C to stop)`,
  )
})

let stopping = false
function stop() {
  if (stopping) return
  stopping = true
  server.close()
  rmSync(root, { recursive: true, force: true })
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, stop)
