// A running local stack holds the PGlite database, which a second process must not open: the owner's commands reach
// it through a socket in the data folder instead, readable by its owner only.
import { createHash } from 'node:crypto'
import { existsSync, unlinkSync } from 'node:fs'
import { createServer, request, type Server } from 'node:http'
import { join, resolve } from 'node:path'
import { text } from 'node:stream/consumers'
import { reasonOf } from '../supabase/functions/_shared/notifications.ts'

function controlSocketPath(dataDir: string): string {
  const absolute = resolve(dataDir)
  if (process.platform === 'win32')
    return `\\\\.\\pipe\\enquiries-${createHash('sha256').update(absolute).digest('hex').slice(0, 16)}`
  return join(absolute, 'control.sock')
}

/** Sends a command to the running stack; undefined when no stack is listening. */
export function sendControlCommand(dataDir: string, command: string, options: Record<string, unknown>) {
  const socketPath = controlSocketPath(dataDir)
  if (process.platform !== 'win32' && !existsSync(socketPath)) return Promise.resolve(undefined)
  return new Promise<unknown>((resolvePromise, reject) => {
    const body = JSON.stringify({ command, options })
    const req = request(
      { socketPath, path: '/', method: 'POST', headers: { 'Content-Type': 'application/json' } },
      async (res) => {
        const parsed = JSON.parse(await text(res)) as { result?: unknown; error?: string }
        if (res.statusCode === 200) resolvePromise(parsed.result)
        else reject(new Error(parsed.error ?? `The local stack answered ${res.statusCode}`))
      },
    )
    req.on('error', (error: NodeJS.ErrnoException) => {
      // A socket file left by a stack that was killed: nobody is listening.
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolvePromise(undefined)
      else reject(error)
    })
    req.end(body)
  })
}

/** Throws if a running stack already holds this data folder. */
export async function assertDataDirFree(dataDir: string): Promise<void> {
  const answer = await sendControlCommand(dataDir, 'ping', {}).catch(() => 'busy')
  if (answer !== undefined)
    throw new Error(
      `Another local stack is already using ${dataDir}. Stop it first, or set DATA_DIR to another folder.`,
    )
}

/** Listens for commands; fails if another stack already serves this data folder. */
export async function startControlServer(
  dataDir: string,
  run: (command: string, options: Record<string, unknown>) => Promise<unknown>,
): Promise<Server> {
  const socketPath = controlSocketPath(dataDir)
  await assertDataDirFree(dataDir)
  if (process.platform !== 'win32' && existsSync(socketPath)) unlinkSync(socketPath)
  const server = createServer(async (req, res) => {
    const { command, options } = JSON.parse(await text(req)) as { command: string; options: Record<string, unknown> }
    const json = { 'Content-Type': 'application/json' }
    run(command, options).then(
      (result) => res.writeHead(200, json).end(JSON.stringify({ result })),
      (error: unknown) => res.writeHead(500, json).end(JSON.stringify({ error: reasonOf(error) })),
    )
  })
  const previousMask = process.umask(0o177)
  try {
    await new Promise<void>((resolvePromise, reject) => server.once('error', reject).listen(socketPath, resolvePromise))
  } finally {
    process.umask(previousMask)
  }
  return server
}
