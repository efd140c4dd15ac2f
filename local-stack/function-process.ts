// The send-contact-email function as a process of its own, as it runs in production: under Node
// (`npm run preview`, the local stack) or under Deno (the Edge Function's entry), on a free port.
import { mkdirSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { freePort } from './free-port.ts'
import { functionPath } from './local-stack.ts'
import { type RunningProcess, startProcess } from './child-process.ts'

export const deno = resolve('node_modules/.bin/deno')
const functionDir = resolve('supabase/functions/send-contact-email')
export const denoArgs = ['--config', join(functionDir, 'deno.json'), join(functionDir, 'index.ts')]
// npm packages Deno fetches are cached in the ignored .data folder unless DENO_DIR says otherwise.
export const denoDir = process.env.DENO_DIR ?? resolve('.data/deno')

export const functionOrigin = 'https://www.harbourandhale.test'

export interface FunctionProcess extends RunningProcess {
  /** The function's URL: POST enquiries here. */
  url: string
  /** Where the Node stack keeps its outbox (its data folder); undefined under Deno. */
  dataDir?: string
  /** Stops it if still running and removes its folders. */
  dispose(): Promise<void>
}

/** Settings common to both runtimes; `env` adds to them (a database, a mail transport). */
function baseEnv(port: number, env: Record<string, string>): NodeJS.ProcessEnv {
  const merged: NodeJS.ProcessEnv = {
    ...process.env,
    NO_COLOR: '1',
    PORT: String(port),
    SITE_ORIGIN: functionOrigin,
    RATE_LIMIT_SALT: 'a-test-salt-that-is-long-enough',
    RATE_LIMIT_MAX: '100000',
    RATE_LIMIT_GLOBAL_MAX: '100000',
    RATE_LIMIT_STORE_MAX: '100000',
    MAIL_FROM: 'Harbour & Hale website <website@harbourandhale.test>',
    MAIL_TO: 'owner@harbourandhale.test',
    ...env,
  }
  for (const name of [
    'SUPABASE_DB_URL',
    'SB_REGION',
    'CLIENT_IP_HEADER',
    'ENQUIRY_JOBS_SECRET',
    'SMTP_URL',
    'RESEND_API_KEY',
  ])
    if (!(name in env)) delete merged[name]
  return merged
}

export async function startNodeFunction(env: Record<string, string>): Promise<FunctionProcess> {
  const port = await freePort()
  const dir = await mkdtemp(join(tmpdir(), 'enquiries-node-'))
  await mkdir(join(dir, 'site'))
  await writeFile(join(dir, 'site', '404.html'), '<!doctype html><title>Not found</title>')
  const dataDir = join(dir, 'data')
  const running = await startProcess(process.execPath, ['--import', 'tsx', 'local-stack/serve.ts'], {
    env: baseEnv(port, { DATA_DIR: dataDir, SITE_ROOT: join(dir, 'site'), DATABASE_URL: '', ...env }),
    ready: 'Site running',
    timeoutMs: 120_000,
  })
  return {
    ...running,
    url: `http://127.0.0.1:${port}${functionPath}`,
    dataDir,
    async dispose() {
      await running.stop()
      await rm(dir, { recursive: true, force: true })
    },
  }
}

/** `port`: a free one unless given (the production rehearsal builds the site with the function's address in it). */
export async function startDenoFunction(env: Record<string, string>, port?: number): Promise<FunctionProcess> {
  mkdirSync(denoDir, { recursive: true })
  port ??= await freePort()
  const running = await startProcess(deno, ['run', '--allow-net', '--allow-env', ...denoArgs], {
    env: baseEnv(port, { DENO_DIR: denoDir, ...env }),
    ready: 'send-contact-email listening',
    timeoutMs: 170_000,
  })
  return {
    ...running,
    url: `http://127.0.0.1:${port}${functionPath}`,
    dispose: async () => void (await running.stop()),
  }
}

export interface Sent {
  key: string
  /** `refused`: the connection was not accepted (the server had stopped listening), so nothing was received. */
  status: number | 'refused' | 'socket error'
  id?: string
  retryAfter?: string | null
}

/** Posts one enquiry as the site's form does. */
export async function sendEnquiry(url: string, key: string): Promise<Sent> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key, Origin: functionOrigin },
      body: JSON.stringify({
        name: `Visitor ${key}`,
        email: 'visitor@example.com',
        subject: 'General Enquiry',
        message: `Enquiry ${key}, sent in a burst.`,
      }),
    })
    const body = (await response.json()) as { id?: string }
    return { key, status: response.status, id: body.id, retryAfter: response.headers.get('Retry-After') }
  } catch (error) {
    return {
      key,
      status: (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED' ? 'refused' : 'socket error',
    }
  }
}

/**
 * `total` enquiries, `concurrency` at a time; `during(settled)` is called as each one is answered,
 * so a fault can be started partway through.
 */
export async function burst(
  url: string,
  prefix: string,
  total: number,
  concurrency: number,
  during: (settled: number) => void = () => {},
): Promise<Sent[]> {
  const results: Sent[] = []
  let next = 0
  const worker = async () => {
    while (next < total) {
      const index = next++
      results.push(await sendEnquiry(url, `${prefix}-${String(index).padStart(5, '0')}`))
      during(results.length)
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, total) }, worker))
  return results
}
