// `npm run cms`: the web editor on this computer, with no account, working on the files of CMS_REPO_DIR (this folder;
// the editor tests point it at a copy) through decap-server, Decap's local backend: a save writes the file at once.
// CMS_PORT (3100), DECAP_SERVER_PORT (8081); CMS_WORKFLOW=1 tries the editorial workflow as on GitHub (each save a
// local branch cms/..., merged into main on publish: the repository must be a git repository with a main branch).
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import sirv from 'sirv'
import { readSite } from '#content/site-file.ts'
import { writeAdmin } from './admin-files.ts'
import { adminHeaders } from './admin-headers.ts'

const port = Number(process.env.CMS_PORT ?? 3100)
const backendPort = Number(process.env.DECAP_SERVER_PORT ?? 8081)
const repository = resolve(process.env.CMS_REPO_DIR ?? '.')
const localUrl = `http://localhost:${backendPort}/api/v1`
const workflow = process.env.CMS_WORKFLOW === '1'

const backend = spawn(process.execPath, [createRequire(import.meta.url).resolve('decap-server/dist/index.js')], {
  env: {
    ...process.env,
    PORT: String(backendPort),
    GIT_REPO_DIRECTORY: repository,
    MODE: workflow ? 'git' : 'fs',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
})

// Written (the preview's bundle built, some seconds) while decap-server starts.
const site = readSite(repository)
const root = mkdtempSync(join(tmpdir(), 'cms-admin-'))
try {
  await writeAdmin(join(root, 'admin'), { kind: 'local', localUrl, workflow }, site)
} catch (error) {
  backend.kill('SIGTERM')
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
const server = createServer((req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost')
  if (!pathname.startsWith('/admin/')) return res.writeHead(302, { Location: '/admin/' }).end()
  for (const [name, value] of headers) res.setHeader(name, value)
  files(req, res, () => void res.writeHead(404).end('Not found'))
})
server.listen(port, () => {
  console.log(
    `Web editor: http://localhost:${port}/admin/ (saves write to ${join(repository, 'content')}; Ctrl-C to stop)`,
  )
})

let stopping = false
function stop() {
  if (stopping) return
  stopping = true
  backend.kill('SIGTERM')
  server.close()
  rmSync(root, { recursive: true, force: true })
}
backend.on('exit', (code) => {
  if (!stopping) {
    console.error(
      `decap-server stopped (exit code ${code}); is port ${backendPort} in use? Set DECAP_SERVER_PORT to use another.`,
    )
    stop()
    process.exitCode = 1
  }
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, stop)
