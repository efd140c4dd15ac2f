// How long a tap on a link takes to show the next page, as a visitor on a phone sees it, prerendering
// included. Chromium refuses to prerender while a DevTools session is attached, so this bench drives no
// browser through DevTools: Debian's Chromium runs headed on a virtual screen (Xvfb), taps are real pointer
// input (xdotool), each page's main thread is limited by a cgroup (a quarter of one core: CPU ×4), and the network
// is shaped by the bench's own server (150 ms round trip per request, 1.6 Mbit/s shared by every response,
// compressed as a CDN would). Each page the bench serves carries a small reporting script (added to the HTML by this
// server only) that tells the bench when it was prerendered, when it was activated and when it first painted.
// A run counts as prerendered only when the destination says it was activated (activationStart > 0).
// Usage: npm run bench:instant [-- --runs 5 --root <folder> --root <folder> --origin <url> --dwell 5000
//        --limit thread|process --only <journey words> --out reports/bench-instant.json]
// Several --root and --origin are measured in the same run, taking turns, so they share the machine's load. An
// --origin is a running host (e.g. Cloudflare's runtime in `npm run rehearse`) whose answers, redirects included,
// the bench passes on through its shaped network. Needs root (for the cgroup), Xvfb and xdotool.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { loadavg, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { chromiumArgs, chromiumPath } from '../local-stack/chromium.ts'
import { consentStorageKey, denyAll, storedConsent } from '../components/cookie-consent/consent-store.ts'
import { createStaticServer } from '../local-stack/static-server.ts'
import { median } from './median.ts'

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    root: { type: 'string', multiple: true },
    origin: { type: 'string', multiple: true },
    out: { type: 'string', default: 'reports/bench-instant.json' },
    // How long the visitor stays on the page before tapping (from its first paint, or from opening the menu or
    // preview), the same for every build: tapping as soon as a prerender has loaded would tap a build that
    // prerenders earlier in the page's life, while the page, the prerenders and the browser are busiest.
    dwell: { type: 'string', default: '5000' },
    display: { type: 'string', default: ':53' },
    // The share of one core each page's process gets: 0.25 is CPU ×4.
    cpu: { type: 'string', default: '0.25' },
    // What the cgroup limits: each renderer's main thread (`thread`), or the whole renderer (`process`).
    limit: { type: 'string', default: 'thread' },
    // Only the journeys whose name contains this.
    only: { type: 'string', default: '' },
  },
})
const runs = Number(options.runs)
const dwellMs = Number(options.dwell)
const origins = options.origin ?? []
const roots = options.root?.length || origins.length ? (options.root ?? []) : ['dist/client']

// Chromium's windows are at least 500 px wide: the narrowest it draws, still a phone's layout (under 640 px).
const phone = {
  width: 500,
  height: 915,
  scale: 1,
  rttMs: 150,
  bytesPerSecond: 1_600_000 / 8,
  cpuQuota: Number(options.cpu),
}

interface Journey {
  name: string
  from: string
  /** Taps before the measured one (opening the menu, the project preview), each waited for. */
  before: string[]
  /** The link tapped, by CSS selector: the first one on screen. */
  tap: string
  to: string
}

const journeys: Journey[] = [
  { name: '/ → /projects', from: '/', before: [], tap: 'main a[href="/projects"]', to: '/projects' },
  {
    name: '/projects → a project (its preview’s link)',
    from: '/projects',
    before: ['[data-slot="project-card"] a'],
    tap: '[data-slot="project-dialog-link"]',
    to: '/projects/*',
  },
  { name: '/ → /contact (hero)', from: '/', before: [], tap: 'main a[href="/contact"]', to: '/contact' },
  {
    name: '/about → /contact (menu)',
    from: '/about',
    before: ['[data-slot="menu-toggle"]'],
    tap: '[data-slot="menu"] a.btn-primary[href="/contact"]',
    to: '/contact',
  },
]

// ---- The shaped network ----------------------------------------------------------------------------------

/** One link for every response: each chunk waits its turn at the phone's rate. */
let linkFreeAt = 0
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
async function sendShaped(res: ServerResponse, status: number, headers: Record<string, string>, body: Buffer) {
  await sleep(phone.rttMs)
  res.writeHead(status, { ...headers, 'Content-Length': String(body.length) })
  for (let offset = 0; offset < body.length; offset += 8192) {
    const chunk = body.subarray(offset, offset + 8192)
    linkFreeAt = Math.max(Date.now(), linkFreeAt) + (1000 * chunk.length) / phone.bytesPerSecond
    await sleep(linkFreeAt - Date.now())
    res.write(chunk)
  }
  res.end()
}

/** Types sent compressed, as a CDN does. */
const compressible = ['text/', 'javascript', 'json', 'svg', 'xml']

// ---- What the pages tell the bench ------------------------------------------------------------------------

interface Report {
  path: string
  event: 'prerendering' | 'prerendered-loaded' | 'painted' | 'rect'
  activationStart?: number
  /** Epoch ms: the browser swapped the prerendered page in (0 when it was loaded at the tap). */
  activatedAt?: number
  /** Epoch ms: the page's `prerenderingchange` listeners ran. */
  changedAt?: number
  /** Epoch ms: the first of them began. */
  firstAt?: number
  /** Epoch ms: the first animation frame after they ran began. */
  frameAt?: number
  /** Epoch ms: the first contentful paint. */
  paintAt?: number
  /** Epoch ms: the first paint the visitor could see. */
  visibleAt?: number
  selector?: string
  x?: number
  y?: number
}

/** Served to every page as /__bench/report.js: the selectors the bench may tap, and what it reports. */
const reportScript = `
const send = (data) => navigator.sendBeacon('/__bench/beacon', JSON.stringify({ path: location.pathname, ...data }))
const navigation = performance.getEntriesByType('navigation')[0]
if (document.prerendering) {
  send({ event: 'prerendering' })
  if (document.readyState === 'complete') send({ event: 'prerendered-loaded' })
  else addEventListener('load', () => document.prerendering && send({ event: 'prerendered-loaded' }))
}
// When the page heard it was shown, and the start of the first frame after that.
let changedAt = 0
// Before any of the page's own listeners (capturing on the window): from here to changedAt is the page's work.
let firstAt = 0
addEventListener('prerenderingchange', () => { firstAt = Date.now() }, { capture: true, once: true })
const shown = new Promise((resolve) => {
  if (!document.prerendering) return resolve(0)
  const onShown = () => {
    changedAt = Date.now()
    requestAnimationFrame(() => resolve(Date.now()))
  }
  document.addEventListener('prerenderingchange', onShown, { once: true })
})
new PerformanceObserver((list, observer) => {
  const paint = list.getEntries().find((entry) => entry.name === 'first-contentful-paint')
  if (!paint) return
  observer.disconnect()
  shown.then((frameAt) => send({
    event: 'painted',
    activationStart: navigation.activationStart || 0,
    activatedAt: navigation.activationStart ? performance.timeOrigin + navigation.activationStart : 0,
    changedAt,
    firstAt,
    frameAt,
    paintAt: performance.timeOrigin + paint.startTime,
    visibleAt: Math.max(performance.timeOrigin + paint.startTime, frameAt),
  }))
}).observe({ type: 'paint', buffered: true })
// The link the bench is about to tap, asked for until it is on screen and still.
const sent = new Set()
let last = ''
const poll = async () => {
  if (!document.prerendering && document.visibilityState === 'visible') {
    const selector = await (await fetch('/__bench/wanted', { cache: 'no-store' })).text()
    const shownOf = (element) => element.getBoundingClientRect().width > 0
    const element = selector && [...document.querySelectorAll(selector)].find(shownOf)
    if (element && !sent.has(selector)) {
      const box = element.getBoundingClientRect()
      const key = selector + box.x + ',' + box.y
      // The visitor scrolls to it first.
      if (box.top < 0 || box.bottom > innerHeight) element.scrollIntoView({ block: 'center' })
      else if (key === last) {
        sent.add(selector)
        const [x, y] = [box.x + box.width / 2, box.y + box.height / 2].map((at) => at * devicePixelRatio)
        send({ event: 'rect', selector, x, y })
      }
      last = key
    }
  }
  setTimeout(poll, 100)
}
poll()
`

const startPage = (to: string) => `<!doctype html><meta charset="utf-8"><title>bench</title><script>
sessionStorage.setItem('hasShownLoading', 'true')
localStorage.setItem(${JSON.stringify(consentStorageKey)}, ${JSON.stringify(storedConsent(denyAll))})
location.replace(${JSON.stringify(to)})
</script>`

/** The selector the bench waits to tap, read by the page. */
let wanted = ''

type Listener = (report: Report) => void
const listeners = new Set<Listener>()

/** Resolves with the first report `accept` takes, or undefined after `timeoutMs`. */
function nextReport(accept: (report: Report) => boolean, timeoutMs: number): Promise<Report | undefined> {
  return new Promise((resolve) => {
    const listener: Listener = (report) => {
      if (!accept(report)) return
      listeners.delete(listener)
      clearTimeout(timer)
      resolve(report)
    }
    const timer = setTimeout(() => {
      listeners.delete(listener)
      resolve(undefined)
    }, timeoutMs)
    listeners.add(listener)
  })
}

interface Answer {
  status: number
  headers: Record<string, string>
  body: Buffer
  /** Whether it is a page, which gets the reporting script. */
  html: boolean
}

/** A build folder served by the local stack's static server, as the hosts serve it: its address. */
async function serveFolder(root: string): Promise<{ origin: string; close: () => void }> {
  const server = await createStaticServer(root)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() }
}

/** What a running host answers, redirects and all, uncompressed (the bench compresses as it sends). */
function answersOf(origin: string): (url: URL) => Promise<Answer> {
  return async (url) => {
    const response = await fetch(new URL(url.pathname + url.search, origin), { redirect: 'manual' })
    const headers = Object.fromEntries(
      [...response.headers].filter(
        ([name]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(name),
      ),
    )
    const body = Buffer.from(await response.arrayBuffer())
    return { status: response.status, headers, body, html: /text\/html/.test(headers['content-type'] ?? '') }
  }
}

async function serveSite(answer: (url: URL) => Promise<Answer>) {
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://bench')
    if (url.pathname === '/__bench/beacon') {
      let body = ''
      for await (const chunk of req) body += chunk
      res.end()
      const parsed = JSON.parse(body) as Report
      if (process.env.BENCH_DEBUG) process.stderr.write(`\n${Date.now()} ${body}`)
      for (const listener of listeners) listener(parsed)
      return
    }
    if (url.pathname === '/__bench/wanted')
      return res.writeHead(200, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' }).end(wanted)
    if (url.pathname === '/__bench/start')
      return res.writeHead(200, { 'Content-Type': 'text/html' }).end(startPage(url.searchParams.get('to') ?? '/'))
    if (url.pathname === '/__bench/report.js')
      return sendShaped(
        res,
        200,
        { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' },
        Buffer.from(reportScript),
      )
    let { status, headers, body, html } = await answer(url)
    if (html)
      body = Buffer.from(
        body.toString('utf8').replace('</head>', '<script src="/__bench/report.js" async></script></head>'),
      )
    const type = headers['Content-Type'] ?? headers['content-type'] ?? ''
    if (compressible.some((text) => type.includes(text)) && /gzip/.test(String(req.headers['accept-encoding']))) {
      body = gzipSync(body)
      headers = { ...headers, 'Content-Encoding': 'gzip' }
    }
    await sendShaped(res, status, headers, body)
  }
  // A host that drops a connection (--origin) costs that one run, not the bench.
  const server = createServer((req, res) =>
    handle(req, res).catch(() => (res.headersSent ? res.destroy() : res.writeHead(502).end())),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

// ---- The browser ------------------------------------------------------------------------------------------

// As Lighthouse's CPU ×4 slows the page's main thread and nothing else, each page's process (a renderer) gets a
// cgroup of its own limited to a share of one core, holding that process's main thread only. Its other threads
// stay unlimited: with no GPU here, the renderer itself rasters the page's tiles (and decodes its pictures) on
// worker threads, which a phone runs on its other cores and its GPU. Limiting the whole process (`--limit
// process`) slowed exactly that work, which is larger for a prerendered page (the whole screen, its pictures
// decoded, at the tap) than for a page loading (its text first), and showed prerendered taps slower than loads.
const cgroup = '/sys/fs/cgroup/cpu/bench-instant'
/** The cpu cgroup the bench (and so the browser) runs in, where threads go back to. */
const homeGroup = `/sys/fs/cgroup/cpu${
  readFileSync('/proc/self/cgroup', 'utf8')
    .split('\n')
    .find((line) => /:(\w+,)*cpu(,\w+)*:/.test(line))
    ?.split(':')[2] ?? '/'
}`
const limited = new Set<number>()
function limitRenderers(browserPid: number) {
  const parentOf = (pid: number) => Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1])
  const descends = (pid: number): boolean => {
    for (let at = pid; at > 1; at = parentOf(at)) if (at === browserPid) return true
    return false
  }
  for (const pid of limited) {
    // Threads the main thread started since inherit its group: back to the machine's.
    if (options.limit !== 'thread') break
    try {
      for (const tid of readFileSync(`${cgroup}/${pid}/tasks`, 'utf8').split('\n').filter(Boolean))
        if (Number(tid) !== pid) writeFileSync(`${homeGroup}/tasks`, tid)
    } catch {
      // Gone meanwhile.
    }
  }
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry)
    if (!pid || limited.has(pid)) continue
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer') || !descends(pid)) continue
      const group = `${cgroup}/${pid}`
      mkdirSync(group, { recursive: true })
      writeFileSync(`${group}/cpu.cfs_period_us`, '100000')
      writeFileSync(`${group}/cpu.cfs_quota_us`, String(Math.round(100000 * phone.cpuQuota)))
      // A process's main thread has the process's id.
      writeFileSync(`${group}/${options.limit === 'thread' ? 'tasks' : 'cgroup.procs'}`, String(pid))
      limited.add(pid)
    } catch {
      // Gone meanwhile.
    }
  }
}
function removeCgroups() {
  for (const pid of limited) {
    try {
      rmdirSync(`${cgroup}/${pid}`)
      limited.delete(pid)
    } catch {
      // Its process is still on its way out: removed on a later call.
    }
  }
}

let xvfb: ChildProcess | undefined
let browser: ChildProcess | undefined
function stopAll() {
  if (browser?.pid) process.kill(-browser.pid, 'SIGKILL')
  xvfb?.kill()
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    stopAll()
    process.exit(130)
  })

function startXvfb() {
  const [width, height] = [phone.width * phone.scale, phone.height * phone.scale]
  xvfb = spawn('Xvfb', [options.display!, '-screen', '0', `${width}x${height}x24`, '-nolisten', 'tcp'], {
    stdio: 'ignore',
  })
}

/** Chromium in kiosk mode (the page fills the screen, at 0,0), started in the CPU-limited cgroup. */
function openBrowser(url: string, profile: string) {
  const args = [
    ...chromiumArgs,
    '--kiosk',
    `--force-device-scale-factor=${phone.scale}`,
    '--window-position=0,0',
    `--window-size=${phone.width},${phone.height}`,
    `--user-data-dir=${profile}`,
    '--no-default-browser-check',
    '--password-store=basic',
    url,
  ]
  browser = spawn(chromiumPath, args, {
    stdio: 'ignore',
    env: { ...process.env, DISPLAY: options.display },
    detached: true,
  })
}

const tap = ({ x, y }: { x: number; y: number }) =>
  execFileSync('xdotool', ['mousemove', String(Math.round(x)), String(Math.round(y)), 'click', '1'], {
    env: { ...process.env, DISPLAY: options.display },
  })

/** A page's address with a trailing slash is the same page: a host may redirect to it (bench:instant --origin). */
const withoutSlash = (path: string) => path.replace(/(.)\/$/, '$1')
const matchesPath = (pattern: string, path: string) =>
  pattern.endsWith('*')
    ? path.startsWith(pattern.slice(0, -1)) && path !== pattern.slice(0, -2)
    : withoutSlash(path) === pattern

let watcher: ReturnType<typeof setInterval> | undefined

interface RunResult {
  ms?: number
  /** Of a prerendered run, from the tap to the browser activating the page. */
  toActivationMs?: number
  /** Of a prerendered run, from the tap to: the page's first `prerenderingchange` listener, the last one done, the
   * next animation frame, and the first contentful paint. */
  phasesMs?: { listenersStart: number; listenersDone: number; frame: number; paint: number }
  prerendered: boolean
  error?: string
}

async function runJourney(origin: string, journey: Journey): Promise<RunResult> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-instant-'))
  const rect = (selector: string) => {
    wanted = selector
    return nextReport((report) => report.event === 'rect' && report.selector === selector, 30_000)
  }
  try {
    const loaded = nextReport(
      (report) => report.event === 'painted' && withoutSlash(report.path) === journey.from,
      60_000,
    )
    openBrowser(`${origin}/__bench/start?to=${encodeURIComponent(journey.from)}`, profile)
    const browserPid = browser!.pid!
    watcher = setInterval(() => limitRenderers(browserPid), 20)
    if (!(await loaded)) return { prerendered: false, error: 'source page never painted' }
    // The visitor looks at the page a moment before opening the menu or a preview.
    if (journey.before.length) await sleep(3000)
    for (const selector of journey.before) {
      const target = await rect(selector)
      if (!target) return { prerendered: false, error: `${selector} never shown` }
      tap(target as { x: number; y: number })
    }
    const tapAt = Date.now() + dwellMs
    const target = await rect(journey.tap)
    if (!target) return { prerendered: false, error: `${journey.tap} never shown` }
    await sleep(tapAt - Date.now())
    const painted = nextReport((report) => report.event === 'painted' && matchesPath(journey.to, report.path), 60_000)
    wanted = ''
    const tappedAt = Date.now()
    tap(target as { x: number; y: number })
    const shown = await painted
    if (!shown) return { prerendered: false, error: 'destination never painted' }
    const prerendered = (shown.activationStart ?? 0) > 0
    return {
      ms: shown.visibleAt! - tappedAt,
      ...(prerendered && {
        toActivationMs: shown.activatedAt! - tappedAt,
        phasesMs: {
          listenersStart: shown.firstAt! - tappedAt,
          listenersDone: shown.changedAt! - tappedAt,
          frame: shown.frameAt! - tappedAt,
          paint: shown.paintAt! - tappedAt,
        },
      }),
      prerendered,
    }
  } finally {
    clearInterval(watcher)
    if (browser?.pid) process.kill(-browser.pid, 'SIGKILL')
    browser = undefined
    await sleep(300)
    removeCgroups()
    rmSync(profile, { recursive: true, force: true })
  }
}

mkdirSync(cgroup, { recursive: true })
startXvfb()
await sleep(1000)
const folders = await Promise.all(roots.map(serveFolder))
const sites = await Promise.all([
  ...roots.map(async (root, index) => ({ label: root, ...(await serveSite(answersOf(folders[index]!.origin))) })),
  ...origins.map(async (origin) => ({ label: origin, ...(await serveSite(answersOf(origin))) })),
])
const results = new Map<string, RunResult[]>()
try {
  for (let run = 1; run <= runs; run++) {
    for (const journey of journeys.filter(({ name }) => name.includes(options.only!))) {
      for (const site of sites) {
        process.stderr.write(`\rrun ${run}/${runs} ${journey.name} ${site.label}                `)
        const result = await runJourney(site.origin, journey)
        const key = `${site.label}\t${journey.name}`
        results.set(key, [...(results.get(key) ?? []), result])
      }
    }
  }
} finally {
  stopAll()
  for (const site of sites) site.server.close()
  for (const folder of folders) folder.close()
  await sleep(1000)
  removeCgroups()
}
process.stderr.write('\n')

const rows = [...results].map(([key, list]) => {
  const [root, journey] = key.split('\t') as [string, string]
  const hits = list.filter((result) => result.prerendered && result.ms !== undefined).map((result) => result.ms!)
  const misses = list.filter((result) => !result.prerendered && result.ms !== undefined).map((result) => result.ms!)
  const all = list.filter((result) => result.ms !== undefined).map((result) => result.ms!)
  return {
    root,
    journey,
    median: median(all),
    prerendered: {
      count: hits.length,
      median: median(hits),
      toActivation: median(
        list.flatMap((result) => (result.toActivationMs === undefined ? [] : [result.toActivationMs])),
      ),
    },
    notPrerendered: { count: misses.length, median: median(misses) },
    runs: list,
  }
})
console.log(
  `Tap → next page visible, Chromium headed (no DevTools), ${phone.width} px, CPU ×4 (cgroup quota ` +
    `${phone.cpuQuota} core), ${phone.rttMs} ms RTT, ${phone.bytesPerSecond * 8e-6} Mbit/s; median of ${runs}; ` +
    `load average at the end ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}\n`,
)
console.log(
  '| build | journey | median ms | prerendered (n, median ms) | of which tap → activation ms | ' +
    'not prerendered (n, median ms) |',
)
console.log('|---|---|---|---|---|---|')
const fmt = (value: number) => (Number.isNaN(value) ? '–' : String(Math.round(value)))
for (const row of rows)
  console.log(
    `| ${row.root} | ${row.journey} | ${fmt(row.median)} | ` +
      `${row.prerendered.count}, ${fmt(row.prerendered.median)} | ${fmt(row.prerendered.toActivation)} | ` +
      `${row.notPrerendered.count}, ${fmt(row.notPrerendered.median)} |`,
  )
// Where a prerendered tap's time goes, from the tap (medians): what the page's listeners take is the page's, the
// rest until the paint is the browser's.
console.log('\n| build | journey | activation | listeners start | listeners done | next frame | first paint |')
console.log('|---|---|---|---|---|---|---|')
for (const row of rows) {
  const phases = row.runs.flatMap((run) => (run.phasesMs ? [run.phasesMs] : []))
  const of = (phase: keyof NonNullable<RunResult['phasesMs']>) => fmt(median(phases.map((run) => run[phase])))
  console.log(
    `| ${row.root} | ${row.journey} | ${fmt(row.prerendered.toActivation)} | ${of('listenersStart')} | ` +
      `${of('listenersDone')} | ${of('frame')} | ${of('paint')} |`,
  )
}
const errors = rows.flatMap((row) => row.runs.filter((run) => run.error).map((run) => `${row.journey}: ${run.error}`))
if (errors.length) console.log(`\nFailed runs:\n${errors.join('\n')}`)
mkdirSync(dirname(options.out!), { recursive: true })
writeFileSync(options.out!, JSON.stringify(rows, null, 2))
