// How long the web editor takes to open, as its owner meets it, not a test: `npm run cms` on a copy of content/, then
// Chromium opens /admin/ in a fresh profile (nothing cached), again in the same window (cached), and again after the
// browser was closed and opened again on that profile (as the owner opens the editor another day: only what the browser
// keeps on disk), each --runs times. Prints, per visit, the time from navigation to the Login button, to the collection
// list after clicking it, and the bytes that came over the network.
// Usage: npm run bench:admin [-- --runs 5 --checkout ../other-checkout] (CMS_PORT, DECAP_SERVER_PORT: 3100, 8081)
import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { chromium, type BrowserContext, type Page } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../local-stack/chromium.ts'
import { median } from './median.ts'

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, checkout: { type: 'string', default: '.' } },
})
const runs = Number(values.runs)
const checkout = resolve(values.checkout)
const port = Number(process.env.CMS_PORT ?? 3100)
const backendPort = Number(process.env.DECAP_SERVER_PORT ?? 8081)

const folder = mkdtempSync(join(tmpdir(), 'bench-admin-'))
cpSync(join(checkout, 'content'), join(folder, 'content'), { recursive: true })
const editor: ChildProcess = spawn(join(checkout, 'node_modules/.bin/tsx'), ['editor/serve.ts'], {
  cwd: checkout,
  env: { ...process.env, CMS_PORT: String(port), DECAP_SERVER_PORT: String(backendPort), CMS_REPO_DIR: folder },
  stdio: ['ignore', 'pipe', 'inherit'],
  detached: true,
})
const started = performance.now()
await new Promise<void>((ready, fail) => {
  editor.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Web editor:') && ready())
  editor.on('exit', (code) => fail(new Error(`npm run cms stopped (exit code ${code})`)))
})
const startup = performance.now() - started
// The backend answers on the editor's own port, to its own page; a checkout from before that ran decap-server apart.
const answers = (backend: number) =>
  fetch(`http://localhost:${backend}/api/v1`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: `http://localhost:${port}` },
    body: '{"action":"info","params":{}}',
  }).then(
    (response) => response.ok,
    () => false,
  )
const backendAnswers = async () => (await answers(port)) || answers(backendPort)
while (!(await backendAnswers())) await new Promise((wait) => setTimeout(wait, 250))

/** A browser on its own profile folder, which outlives it. */
const openBrowser = (profile: string): Promise<BrowserContext> =>
  chromium.launchPersistentContext(profile, { executablePath: chromiumPath, args: chromiumArgs })
const url = `http://localhost:${port}/admin/`

/** One visit: navigation to Login, Login to the collection list, and the bytes received. */
async function visit(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  let bytes = 0
  cdp.on('Network.loadingFinished', ({ encodedDataLength }) => (bytes += encodedDataLength))
  const start = performance.now()
  await page.goto(url, { waitUntil: 'commit' })
  const login = page.getByRole('button', { name: 'Login' })
  await login.waitFor({ timeout: 120_000 })
  const toLogin = performance.now() - start
  await login.click()
  await page.getByRole('link', { name: 'Projects' }).first().waitFor({ timeout: 120_000 })
  const toList = performance.now() - start
  await cdp.detach()
  return { toLogin, toList, bytes }
}

const rows: { visit: string; toLogin: number; toList: number; bytes: number }[] = []
try {
  for (let run = 1; run <= runs; run++) {
    const profile = mkdtempSync(join(tmpdir(), 'bench-admin-profile-'))
    let browser = await openBrowser(profile)
    let page = browser.pages()[0] ?? (await browser.newPage())
    // Decap keeps its local sign-in in localStorage; a signed-in visit opens at the list: each visit starts signed out.
    const signOut = () => page.evaluate(() => localStorage.clear())
    rows.push({ visit: `fresh ${run}`, ...(await visit(page)) })
    await signOut()
    rows.push({ visit: `cached ${run}`, ...(await visit(page)) })
    await signOut()
    await browser.close()
    browser = await openBrowser(profile)
    page = browser.pages()[0] ?? (await browser.newPage())
    rows.push({ visit: `reopened ${run}`, ...(await visit(page)) })
    await browser.close()
    rmSync(profile, { recursive: true, force: true })
  }
} finally {
  if (editor.pid) process.kill(-editor.pid, 'SIGTERM')
  rmSync(folder, { recursive: true, force: true })
}

const ms = (value: number) => `${Math.round(value)} ms`
console.log(`npm run cms ready in ${ms(startup)} (${checkout})`)
console.table(
  rows.map((row) => ({
    visit: row.visit,
    'to Login': ms(row.toLogin),
    'to collection list': ms(row.toList),
    received: `${Math.round(row.bytes / 1024)} KB`,
  })),
)
for (const kind of ['fresh', 'cached', 'reopened']) {
  const of = rows.filter((row) => row.visit.startsWith(kind))
  console.log(
    `${kind}: median ${ms(median(of.map((row) => row.toLogin)))} to Login, ` +
      `${ms(median(of.map((row) => row.toList)))} to the collection list, ` +
      `${Math.round(median(of.map((row) => row.bytes)) / 1024)} KB`,
  )
}
