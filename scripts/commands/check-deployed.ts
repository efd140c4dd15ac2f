// Checks a deployed send-contact-email function as the site's visitors reach it, storing and sending nothing
// (README, "Deploying the function"). The origin defaults to the site's URL in content/site.yaml. Exits with 1 if
// any check fails. E.g. npm run check:deployed -- https://<project-ref>.supabase.co/functions/v1/send-contact-email
import { parseArgs } from 'node:util'
import { readSite } from '#content/site-file.ts'

const usage = 'Usage: npm run check:deployed -- <function URL> [--origin https://www.example.co.uk]'
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { origin: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
})
if (values.help || positionals.length !== 1 || !/^https?:\/\//.test(positionals[0]!)) {
  console.log(usage)
  process.exit(values.help ? 0 : 1)
}
const functionUrl = positionals[0]!.replace(/\/+$/, '')
const origin = new URL(values.origin ?? readSite().url).origin
/** An origin no site uses (.invalid is reserved), standing for any other website. */
const foreignOrigin = 'https://check-deployed.invalid'

async function call(path: string, init: RequestInit): Promise<{ response: Response; body: Record<string, unknown> }> {
  const response = await fetch(`${functionUrl}${path}`, {
    ...init,
    redirect: 'manual',
    signal: AbortSignal.timeout(20_000),
  })
  const text = await response.text()
  try {
    return { response, body: JSON.parse(text) as Record<string, unknown> }
  } catch {
    return { response, body: { text: text.slice(0, 200) } }
  }
}

const preflight = (from: string) =>
  call('', {
    method: 'OPTIONS',
    headers: {
      Origin: from,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'authorization, apikey, content-type, x-client-info, idempotency-key',
    },
  })

console.log(`Checking ${functionUrl} as ${origin} sees it\n`)
let failed = 0
async function check(name: string, run: () => Promise<{ ok: boolean; detail: string }>): Promise<void> {
  const { ok, detail } = await run().catch((error: Error) => ({ ok: false, detail: error.message }))
  console.log(`${ok ? 'ok  ' : 'FAIL'}  ${name}\n      ${detail}`)
  if (!ok) failed += 1
}

await check(`CORS: the site (${origin}) may call it`, async () => {
  const { response } = await preflight(origin)
  const allowed = response.headers.get('access-control-allow-origin')
  const headers = response.headers.get('access-control-allow-headers') ?? ''
  const ok = response.status === 204 && allowed === origin && headers.includes('idempotency-key')
  return { ok, detail: `preflight answered ${response.status}, Access-Control-Allow-Origin: ${allowed ?? 'none'}` }
})

await check('CORS: another website may not', async () => {
  const { response } = await preflight(foreignOrigin)
  const ok = response.status === 403 && !response.headers.has('access-control-allow-origin')
  return { ok, detail: `preflight from ${foreignOrigin} answered ${response.status}` }
})

await check('a bad enquiry is refused, and nothing stored or sent', async () => {
  const { response, body } = await call('', {
    method: 'POST',
    headers: { Origin: origin, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'x', email: 'not an address', subject: '', message: 'short' }),
  })
  const ok =
    response.status === 400 && body.field === 'name' && response.headers.get('access-control-allow-origin') === origin
  return { ok, detail: `answered ${response.status}: ${String(body.error ?? body.text ?? '')}` }
})

await check('a post that no browser sent (no Origin) is refused', async () => {
  const { response } = await call('', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })
  return { ok: response.status === 403, detail: `answered ${response.status}` }
})

await check("the database answers, and the visitor's address arrives", async () => {
  const { response, body } = await call('/health', { headers: { Origin: origin } })
  const address = body.clientAddress as { source?: string; seen?: boolean } | undefined
  if (response.status === 404)
    return { ok: false, detail: 'no /health route: deploy the current version of the function' }
  const database = body.database === 'ok' ? 'the database answers' : 'the database does not answer'
  const from = address?.source === 'socket' ? 'the connection' : `the ${address?.source ?? '?'} header`
  const seen = address?.seen
    ? `the address arrives (from ${from})`
    : `no address arrives from ${from}: every visitor would share one rate-limit bucket ` +
      `(README, "Where the visitor's address comes from")`
  const ok = response.status === 200 && body.database === 'ok' && address?.seen === true
  return { ok, detail: `${database}; ${seen}` }
})
console.log(failed === 0 ? '\nAll checks passed.' : `\n${failed} check${failed === 1 ? '' : 's'} failed.`)
process.exitCode = failed === 0 ? 0 : 1
