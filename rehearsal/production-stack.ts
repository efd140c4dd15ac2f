// Production on this machine, as the hosts run it: the built site served by Cloudflare Pages' own runtime (workerd,
// through `wrangler pages dev`, offline and with no account) at one origin, and the send-contact-email function's
// Deno entry at another, as Supabase serves it, storing in a real PostgreSQL server that takes TLS connections only
// (as Supabase's "Enforce SSL" does) and sending through a stand-in that keeps the email API's documented contract
// (local-stack/resend-stand-in.ts).
import { resolve } from 'node:path'
import { type RunningProcess, startProcess } from '../local-stack/child-process.ts'
import { freePort } from '../local-stack/free-port.ts'
import { type FunctionProcess, startDenoFunction } from '../local-stack/function-process.ts'
import { type ResendStandIn, startResendStandIn } from '../local-stack/resend-stand-in.ts'
import { openTestPostgres, type TestDatabase } from '../local-stack/temporary-databases.ts'

/**
 * The two origins, fixed because the site is built with the function's address in it. The site is `localhost` and
 * the function `127.0.0.1`, so the browser treats them as two sites, as it does the real site and supabase.co.
 */
export const rehearsalPorts = {
  site: Number(process.env.REHEARSAL_SITE_PORT || 8788),
  function: Number(process.env.REHEARSAL_FUNCTION_PORT || 54321),
}
export const rehearsalSiteOrigin = `http://localhost:${rehearsalPorts.site}`
export const rehearsalSupabaseUrl = `http://127.0.0.1:${rehearsalPorts.function}`

/** workerd behaves as it did on this date, the newest the pinned wrangler's own workerd knows. */
const compatibilityDate = '2026-05-01'

export interface ProductionStack {
  siteOrigin: string
  functionUrl: string
  database: TestDatabase
  mail: ResendStandIn
  stop(): Promise<void>
}

/** Serves `clientRoot` with workerd and runs the function beside it; `stop` ends both and removes the database. */
export async function startProductionStack(clientRoot: string): Promise<ProductionStack> {
  const [database, mail] = await Promise.all([openTestPostgres({ tls: 'required' }), startResendStandIn()])
  let site: RunningProcess | undefined
  let fn: FunctionProcess | undefined
  const stop = async () => {
    await Promise.all([site?.stop(), fn?.dispose()])
    await Promise.all([database.close(), mail.stop()])
  }
  // Each is kept as soon as it runs, so that when the other fails to start, it is stopped too.
  const starting = [
    startProcess(
      resolve('node_modules/.bin/wrangler'),
      ['pages', 'dev', clientRoot, `--compatibility-date=${compatibilityDate}`]
        .concat(['--ip', '127.0.0.1', '--port', String(rehearsalPorts.site)])
        // Its debugger's port too, which would otherwise be 9229 and clash with any other workerd on the machine.
        .concat(['--inspector-port', String(await freePort())]),
      // Wrangler asks the network for its telemetry and Cloudflare's request metadata, and goes on without them.
      {
        env: { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' },
        ready: 'Ready on',
        timeoutMs: 120_000,
      },
    ).then((started) => (site = started)),
    startDenoFunction(
      {
        DATABASE_URL: database.url!,
        SITE_ORIGIN: rehearsalSiteOrigin,
        RESEND_API_KEY: mail.apiKey,
        RESEND_API_URL: mail.url,
      },
      rehearsalPorts.function,
    ).then((started) => (fn = started)),
  ] as const
  try {
    const [, running] = await Promise.all(starting)
    return { siteOrigin: rehearsalSiteOrigin, functionUrl: running.url, database, mail, stop }
  } catch (error) {
    await Promise.allSettled(starting)
    await stop()
    throw error
  }
}
