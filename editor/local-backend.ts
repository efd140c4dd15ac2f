// Decap's local backend for `npm run cms`, private to this computer: decap-server's documented middlewares in the
// editor's own server, answering only a request that passes privateRefusal. Why decap-server is not run on its own:
// docs/security.md, "The private editor".
import { createRequire } from 'node:module'
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import { posix } from 'node:path'

/** The address the editor's server listens on: this computer alone. */
export const loopback = '127.0.0.1'

/** The one folder the editor reads and writes (pictures included: content/images). */
const editable = 'content'

/** The names this computer knows the editor's server by, e.g. "localhost:3100" and "127.0.0.1:3100". */
const ownHosts = (port: number) => [`localhost:${port}`, `${loopback}:${port}`]

/** The keys of Decap's requests that name a file or folder. */
const pathKeys = new Set(['path', 'newPath', 'folder', 'mediaFolder', 'paths'])

/** Whether `path` (as Decap names it, from the repository's root) lies inside content/. */
export function isEditable(path: unknown): boolean {
  if (typeof path !== 'string' || path.includes('\\') || path.includes('\0')) return false
  const normal = posix.normalize(path.replace(/^\//, ''))
  return normal === editable || normal.startsWith(`${editable}/`)
}

/** Every file or folder a request's parameters name, at any depth. */
function namedPaths(value: unknown, key = ''): unknown[] {
  if (Array.isArray(value)) return value.flatMap((item) => namedPaths(item, key))
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([name, item]) => namedPaths(item, name))
  return pathKeys.has(key) ? [value] : []
}

/** Why a request to the editor's server is refused, or undefined to answer it. `body`: the backend's, parsed. */
export function privateRefusal(
  request: { host?: string; origin?: string; method?: string; contentType?: string; body?: unknown },
  port: number,
  api: boolean,
): string | undefined {
  // A web site that points its own name at 127.0.0.1 reaches this port with its name as the Host.
  if (!ownHosts(port).includes(request.host ?? '')) return 'This editor answers only at its own address.'
  if (!api) return undefined
  const origins = ownHosts(port).map((host) => `http://${host}`)
  if (request.method !== 'POST' || !origins.includes(request.origin ?? ''))
    return "The editor's files answer only the editor's own page."
  if (!/^application\/json\b/.test(request.contentType ?? '')) return 'The editor sends JSON.'
  const params = (request.body as { params?: unknown } | undefined)?.params
  const outside = namedPaths(params).filter((path) => !isEditable(path))
  if (outside.length) return `The editor reaches only ${editable}/, not ${outside.map(String).join(', ')}.`
  return undefined
}

type Express = RequestListener & {
  use: (...handlers: unknown[]) => void
}
type Next = () => void

/**
 * The backend's request handler for `repository`'s files, answering at /api/v1; other requests go to `otherwise`.
 * `workflow`: decap-server's git mode (a local branch per save) instead of writing files at once.
 */
export async function localBackend(
  repository: string,
  { port, workflow, logLevel = 'warn' }: { port: number; workflow: boolean; logLevel?: string },
  otherwise: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<RequestListener> {
  // decap-server's own express (its handlers are written for it) and its documented middlewares.
  const require = createRequire(createRequire(import.meta.url).resolve('decap-server/package.json'))
  const express = require('express') as { (): Express; json: (options: object) => unknown }
  const { registerLocalFs, registerLocalGit } = require('decap-server/dist/middlewares.js') as Record<
    'registerLocalFs' | 'registerLocalGit',
    (app: Express, options: { logLevel: string }) => Promise<void>
  >
  // decap-server reads the repository's folder from its environment.
  process.env.GIT_REPO_DIRECTORY = repository
  const app = express()
  const refuse = (res: ServerResponse, reason: string) =>
    res.writeHead(403, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: reason }))
  const api = (req: IncomingMessage) => new URL(req.url ?? '/', 'http://localhost').pathname === '/api/v1'
  const check = (req: IncomingMessage & { body?: unknown }) =>
    privateRefusal(
      {
        host: req.headers.host,
        origin: req.headers.origin,
        method: req.method,
        contentType: req.headers['content-type'],
        body: req.body,
      },
      port,
      api(req),
    )
  // Refused before its body is read, then again once it is (the files it names).
  app.use((req: IncomingMessage, res: ServerResponse, next: Next) => {
    const reason = check(req)
    if (reason) return refuse(res, reason)
    if (!api(req)) return otherwise(req, res)
    next()
  })
  app.use(express.json({ limit: '50mb' }))
  app.use((req: IncomingMessage & { body?: unknown }, res: ServerResponse, next: Next) => {
    const reason = check(req)
    if (reason) return refuse(res, reason)
    next()
  })
  await (workflow ? registerLocalGit : registerLocalFs)(app, { logLevel })
  return app
}
