// Checks a deployed send-contact-email function as the site's visitors reach it, then the deployed site itself in
// Chromium with the production rehearsal's list (rehearsal/site-checks.ts), storing and sending nothing
// (docs/deploying.md). The site's origin defaults to its URL in content/site.yaml. Exits with 1 if any check fails.
// E.g. npm run check:deployed -- https://<project-ref>.supabase.co/functions/v1/send-contact-email
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { parse as parseYaml } from 'yaml'
import { readSite } from '#content/site-file.ts'
import { chromiumArgs, chromiumPath } from '../local-stack/chromium.ts'
import { checkSite, routesInSitemap } from '../rehearsal/site-checks.ts'

const usage =
  'Usage: npm run check:deployed -- <function URL> [--origin https://www.example.co.uk] ' +
  '[--preview-origin https://deploy-preview-1--<site>.netlify.app] [--function-only]'
const { positionals, values } = parseArgs({
  allowPositionals: true,
  // --function-only: the function alone, where no site is served at the origin (a function on a server of its own).
  // --preview-origin: a deploy preview's origin, whose form must reach the function too (SITE_PREVIEW_ORIGINS).
  options: {
    origin: { type: 'string' },
    'preview-origin': { type: 'string' },
    'function-only': { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  },
})
if (values.help || positionals.length !== 1 || !/^https?:\/\//.test(positionals[0]!)) {
  console.log(usage)
  process.exit(values.help ? 0 : 1)
}
const functionUrl = positionals[0]!.replace(/\/+$/, '')
const site = readSite()
const origin = new URL(values.origin ?? site.url).origin
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

const previewOrigin = values['preview-origin'] && new URL(values['preview-origin']).origin
if (previewOrigin)
  await check(`CORS: a deploy preview (${previewOrigin}) may call it`, async () => {
    const { response } = await preflight(previewOrigin)
    const allowed = response.headers.get('access-control-allow-origin')
    const ok = response.status === 204 && allowed === previewOrigin
    const hint = ok ? '' : ': set SITE_PREVIEW_ORIGINS (docs/deploying.md, "The contact form on deploy previews")'
    return { ok, detail: `preflight answered ${response.status}${hint}` }
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

/** GET /health once: its answer serves the checks below. */
const health = call('/health', { headers: { Origin: origin } })

type Health = {
  database?: string
  databaseTls?: boolean
  clientAddress?: { source?: string; seen?: boolean }
  notifications?: { ok?: boolean; reason?: string; unsent?: number }
  jobs?: { job: string; lastRunAt?: string; lastStatus?: string }[]
}
const healthBody = async () => {
  const { response, body } = await health
  if (response.status === 404) throw new Error('no /health route: deploy the current version of the function')
  return body as Health
}

await check("the database answers, and the visitor's address arrives", async () => {
  const body = await healthBody()
  const address = body.clientAddress
  const database =
    body.database === 'ok'
      ? 'the database answers'
      : 'the database does not answer (if the function\'s logs say "Tenant or user not found", the pooler host in ' +
        "DATABASE_URL is wrong: copy the whole string from the dashboard's Connect dialog, Transaction pooler)"
  const from = address?.source === 'socket' ? 'the connection' : `the ${address?.source ?? '?'} header`
  const seen = address?.seen
    ? `the address arrives (from ${from})`
    : `no address arrives from ${from}: every visitor would share one rate-limit bucket ` +
      `(docs/enquiries.md, "Where the visitor's address comes from")`
  return { ok: body.database === 'ok' && address?.seen === true, detail: `${database}; ${seen}` }
})

await check('the function reaches the database over TLS', async () => {
  const { database, databaseTls } = await healthBody()
  if (database !== 'ok') return { ok: false, detail: 'the database does not answer (above)' }
  if (databaseTls === undefined) return { ok: false, detail: 'not reported: deploy the current version' }
  return {
    ok: databaseTls,
    detail: databaseTls
      ? 'its connection is encrypted'
      : 'its connection is NOT encrypted: take sslmode=disable out of DATABASE_URL (docs/deploying.md)',
  }
})

await check('the owner is hearing of every enquiry (what the uptime monitor watches)', async () => {
  const { response } = await health
  const { notifications } = await healthBody()
  if (notifications === undefined) return { ok: false, detail: 'not reported: deploy the current version' }
  const detail = notifications.ok
    ? `/health answers ${response.status}; ${notifications.unsent ?? 0} enquiries waiting for their email`
    : `/health answers ${response.status}: ${notifications.reason} (docs/enquiries.md, "When the uptime monitor fires")`
  return { ok: response.status === 200 && notifications.ok === true, detail }
})

/** The jobs the migrations schedule with pg_cron (supabase/migrations/*_enquiry_jobs.sql). */
const scheduledJobs = [
  ['retry-enquiry-notifications', 'the notification retry (every 10 minutes)'],
  ['purge-contact-enquiries', 'the retention purge (daily)'],
] as const

for (const [name, what] of scheduledJobs) {
  await check(`${what} is scheduled`, async () => {
    const { jobs } = await healthBody()
    if (jobs === undefined) return { ok: false, detail: 'not reported: deploy the current version' }
    const job = jobs.find((listed) => listed.job === name)
    if (job === undefined)
      return {
        ok: false,
        detail:
          `no pg_cron job "${name}": apply the migrations (supabase db push)` +
          (name === 'retry-enquiry-notifications'
            ? ' with pg_net enabled, then supabase/sql/enquiry-job-secrets.sql'
            : ''),
      }
    const last = job.lastRunAt ? `last ran ${job.lastRunAt} (${job.lastStatus ?? 'status unknown'})` : 'not run yet'
    return { ok: job.lastStatus !== 'failed', detail: `pg_cron job "${name}": ${last}` }
  })
}
if (!values['function-only']) await checkTheSite()

console.log(failed === 0 ? '\nAll checks passed.' : `\n${failed} check${failed === 1 ? '' : 's'} failed.`)
process.exitCode = failed === 0 ? 0 : 1

/** The site at the origin, in Chromium, with the production rehearsal's list. */
async function checkTheSite() {
  console.log(`\nChecking the site at ${origin} in Chromium\n`)
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  })
  try {
    const routes = await routesInSitemap(origin, site.url)
    for (const { name, problems } of await checkSite(browser, { origin, siteUrl: site.url, routes }))
      await check(name, async () => ({ ok: !problems.length, detail: problems.slice(0, 5).join('; ') || 'yes' }))
    await check("the editor's configuration names the repository and the sign-in a private one needs", editorConfig)
  } catch (error) {
    await check('the site answers', async () => ({ ok: false, detail: (error as Error).message }))
  } finally {
    await browser.close()
  }
}

/** /admin/config.yml as built (editor/config.ts): the GitHub repository, the `repo` scope, the preview links. */
async function editorConfig() {
  const response = await fetch(`${origin}/admin/config.yml`, { signal: AbortSignal.timeout(20_000) })
  if (!response.ok) return { ok: false, detail: `/admin/config.yml answered ${response.status}` }
  const config = parseYaml(await response.text()) as {
    backend?: { name?: string; repo?: string; auth_scope?: string; base_url?: string }
    show_preview_links?: boolean
  }
  const { name, repo, auth_scope: scope, base_url: signIn } = config.backend ?? {}
  const problems = [
    ...(name === 'github' ? [] : [`backend ${name ?? 'missing'}, not github`]),
    ...(repo && repo !== 'OWNER/REPOSITORY' ? [] : ['no repository: set CMS_GITHUB_REPO=owner/name and rebuild']),
    ...(scope === 'repo' ? [] : [`scope ${scope ?? 'not set'}: a private repository needs repo`]),
  ]
  const previews = config.show_preview_links === false ? 'preview links off (Cloudflare Pages)' : 'preview links on'
  const detail = `${repo ?? '?'}, scope ${scope ?? '?'}, sign-in through ${signIn ?? "Netlify's provider"}, ${previews}`
  return { ok: problems.length === 0, detail: problems.length ? problems.join('; ') : detail }
}
