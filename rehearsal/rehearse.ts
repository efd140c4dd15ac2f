// `npm run rehearse`: production on this machine, with no account. Builds the site as production does but into
// .rehearsal/ (BUILD_DIR), with the function's address another local origin (VITE_SUPABASE_URL); serves it with
// Cloudflare Pages' own runtime and runs the function's Deno entry at that origin against PostgreSQL
// (production-stack.ts); then checks in Chromium what a visitor meets (site-checks.ts, enquiry-checks.ts) and that
// the local server answers as the host does (imitation.ts). Prints one line per check; exits 1 if any fails.
// Usage: npm run rehearse [-- --no-build]   (--no-build: serve the last rehearsal build again)
import { spawnSync } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { readSite } from '#content/site-file.ts'
import { listUrls } from '../build/list-urls.ts'
import { parseHeadersFile } from '../build/headers-file.ts'
import { chromiumArgs, chromiumPath } from '../local-stack/chromium.ts'
import { checkEnquiries } from './enquiry-checks.ts'
import { checkImitation } from './imitation.ts'
import { rehearsalSupabaseUrl, startProductionStack } from './production-stack.ts'
import { type Check, checkSite } from './site-checks.ts'

const { values: options } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false } } })
const buildDir = '.rehearsal'
const clientRoot = `${buildDir}/client`
const started = performance.now()

if (!options['no-build'] || !existsSync(`${clientRoot}/index.html`)) {
  console.log(`rehearse: building into ${clientRoot}, the function at ${rehearsalSupabaseUrl}`)
  const { status } = spawnSync('npm', ['run', 'build', '--silent'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      BUILD_DIR: buildDir,
      VITE_SUPABASE_URL: rehearsalSupabaseUrl,
      VITE_SUPABASE_ANON_KEY: 'rehearsal-anon-key',
    },
  })
  if (status !== 0) process.exit(status || 1)
}

const stack = await startProductionStack(clientRoot)
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
  // Playwright turns the back/forward cache off; production browsers have it on.
  ignoreDefaultArgs: ['--disable-back-forward-cache'],
})
const checks: Check[] = []
try {
  const routes = listUrls(clientRoot)
  const headersFile = `${clientRoot}/_headers`
  const headerNames = [
    ...new Set((await parseHeadersFile(headersFile)).rules.flatMap((rule) => Object.keys(rule.values))),
  ]
  console.log(
    `rehearse: ${routes.length} pages on Cloudflare's runtime at ${stack.siteOrigin}, ` +
      `the function at ${stack.functionUrl}`,
  )
  checks.push(...(await checkSite(browser, { origin: stack.siteOrigin, siteUrl: readSite().url, routes, headersFile })))
  checks.push(...(await checkEnquiries(browser, stack)))
  checks.push(await checkImitation(clientRoot, stack.siteOrigin, routes, headerNames))
} finally {
  await browser.close()
  await stack.stop()
}

// Every problem, where the lines below show the first few.
writeFileSync(`${buildDir}/report.txt`, checks.map(({ name, problems }) => [name, ...problems].join('\n  ')).join('\n'))
for (const { name, problems } of checks) {
  console.log(`${problems.length ? 'FAILED' : 'ok    '}  ${name}`)
  for (const problem of problems.slice(0, 10)) console.log(`          ${problem}`)
  if (problems.length > 10) console.log(`          and ${problems.length - 10} more (${buildDir}/report.txt)`)
}
const failed = checks.filter((check) => check.problems.length).length
console.log(
  `rehearse: ${checks.length - failed} of ${checks.length} checks passed ` +
    `in ${Math.round((performance.now() - started) / 1000)} s`,
)
process.exit(failed ? 1 : 0)
