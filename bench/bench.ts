// Lighthouse over every built route: builds, serves dist/client compressed (with the headers of
// _headers, as production does), runs Lighthouse from npm in Debian's Chromium (mobile preset,
// simulated throttling) several times per route, and prints the median of each figure.
// Usage: npm run bench [-- --runs 3 --no-build --throttling devtools --out reports/bench.json /contact /about]
// `--floor <folder>` and `--compare <folder>` (repeatable) measure other builds' home pages in the same run,
// taking turns with ours, so a busy machine slows every site alike; with a floor, a column gives each
// route's LCP divided by the floor's. `--baseline <folder>` measures an earlier build of this site at the
// same routes, taking turns with ours (before/after a change in one run). A second table gives each row's
// LCP phases (TTFB, load delay, load time, render delay: Lighthouse's largest-contentful-paint-element).
// `--throttling devtools` slows the browser itself instead (Lighthouse's applied throttling): the
// times are then what the page did on a slowed network and CPU, not the estimate Lighthouse
// simulates from an unthrottled visit, which counts every file that arrived before the largest
// paint as needed for it.
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { dirname } from 'node:path'
import { parseArgs } from 'node:util'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumArgs, chromiumPath } from '../local-stack/chromium.ts'
import { listUrls } from '../build/list-urls.ts'
import { createStaticServer } from '../local-stack/static-server.ts'
import { median } from './median.ts'

const lighthouseVersion = (
  JSON.parse(readFileSync(new URL('node_modules/lighthouse/package.json', import.meta.url), 'utf8')) as {
    version: string
  }
).version

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '3' },
    'no-build': { type: 'boolean', default: false },
    out: { type: 'string', default: 'reports/bench.json' },
    // Another build to measure (skips the build), e.g. a copy kept from before a change.
    root: { type: 'string' },
    // Folder for every run's full Lighthouse report, to see why a figure is what it is.
    lhr: { type: 'string' },
    throttling: { type: 'string', default: 'simulate' },
    // The physical-limit page, and other sites, measured at `/` beside ours.
    floor: { type: 'string' },
    compare: { type: 'string', multiple: true, default: [] },
    // An earlier build of this site, measured at the same routes as ours.
    baseline: { type: 'string' },
  },
})
const runs = Number(options.runs)
const throttlingMethods = ['simulate', 'devtools'] as const
const throttlingMethod = throttlingMethods.find((method) => method === options.throttling)
if (!throttlingMethod) throw new Error(`--throttling is simulate or devtools, not ${options.throttling}`)
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const

/** One Lighthouse run's figures: scores out of 100, times in ms, bytes as transferred. */
export interface BenchFigures {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  speedIndex: number
  totalBytes: number
  jsBytes: number
  requests: number
  /** The LCP's phases, ms: time to first byte, load delay, load time, render delay (0 for a text LCP's loads). */
  ttfb: number
  loadDelay: number
  loadTime: number
  renderDelay: number
}

interface NetworkRequest {
  resourceType?: string
  transferSize?: number
}
type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

type PhaseTable = { type?: string; items?: { phase?: string; timing?: number }[] }

/** Lighthouse's LCP phases table (its rows are named in English: TTFB, Load Delay, Load Time, Render Delay). */
function lcpPhases(lhr: Result) {
  const tables = (lhr.audits['largest-contentful-paint-element']?.details as { items?: PhaseTable[] } | undefined)
    ?.items
  const rows = tables?.find((table) => table.items?.some((row) => row.phase !== undefined))?.items ?? []
  const phase = (name: string) => rows.find((row) => row.phase === name)?.timing ?? Number.NaN
  return {
    ttfb: phase('TTFB'),
    loadDelay: phase('Load Delay'),
    loadTime: phase('Load Time'),
    renderDelay: phase('Render Delay'),
  }
}

function figures(lhr: Result): BenchFigures {
  const score = (id: (typeof categories)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const requests = (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? []
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    speedIndex: value('speed-index'),
    totalBytes: value('total-byte-weight'),
    jsBytes: requests
      .filter((request) => request.resourceType === 'Script')
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    requests: requests.length,
    ...lcpPhases(lhr),
  }
}

/** What cost a category its points, with the audit's value in each run where it lost them. */
function failedAudits(results: Result[]): string[] {
  const failed = new Map<string, string[]>()
  for (const lhr of results) {
    for (const id of categories) {
      for (const ref of lhr.categories[id]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id]
        if (ref.weight > 0 && audit && (audit.score ?? 1) < 1)
          failed.set(`${id}: ${ref.id}`, [
            ...(failed.get(`${id}: ${ref.id}`) ?? []),
            audit.displayValue || String(audit.score),
          ])
      }
    }
  }
  return [...failed].map(([audit, values]) => `${audit} (${values.join(', ')})`)
}

/** The browser of the run in progress, closed if the bench is stopped (Ctrl-C, kill). */
let running: Awaited<ReturnType<typeof launch>> | undefined
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    running?.kill()
    process.exit(130)
  })
}

async function runLighthouse(url: string): Promise<Result> {
  // A fresh browser per run: Lighthouse also clears the origin's storage and cache, so every run
  // is a first visit (intro and cookie dialog included), as a search engine's test would see it.
  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
    handleSIGINT: false,
  })
  running = chrome
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
      throttlingMethod,
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`)
    return result.lhr
  } finally {
    chrome.kill()
  }
}

const root = options.root ?? 'dist/client'
/** Lighthouse now and then fails to record a trace (NO_NAVSTART...): such a run is run again. */
async function runWithRetries(url: string, attempts = 3): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url)
    } catch (error) {
      if (attempt >= attempts) throw error
      process.stderr.write(`\n${error instanceof Error ? error.message : error}: running it again\n`)
    }
  }
}

if (!options['no-build'] && !options.root) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' })

/** A site served for the run: ours at each route, the others at their home page. */
interface Site {
  label: string
  origin: string
  routes: string[]
  close: () => void
}
async function serve(folder: string, label: string, routes: string[]): Promise<Site> {
  const server = await createStaticServer(folder)
  const port = label === 'ours' ? Number(process.env.BENCH_PORT ?? 0) : 0
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    label,
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    routes,
    close: () => {
      server.close()
      server.closeAllConnections()
    },
  }
}
const ourRoutes = positionals.length ? positionals : listUrls(root)
const sites = [
  await serve(root, 'ours', ourRoutes),
  ...(options.baseline ? [await serve(options.baseline, options.baseline, ourRoutes)] : []),
  ...(options.floor ? [await serve(options.floor, 'floor', ['/'])] : []),
  // Named by the folder as given, as bench:instant names its builds: two builds' `dist/client` must not share a row.
  ...(await Promise.all(options.compare.map((folder) => serve(folder, folder, ['/'])))),
]
const rowName = (site: Site, url: string) => (site.label === 'ours' ? url : `${site.label} ${url}`)

const report: {
  url: string
  median: BenchFigures
  runs: BenchFigures[]
  benchmarkIndex: number[]
  lcpElement?: string
  failedAudits: string[]
}[] = []
const results = new Map<string, Result[]>()
try {
  // Run by run, every route of every site in turn, so each median is taken across the same stretch of time.
  for (let run = 1; run <= runs; run++) {
    for (const site of sites) {
      for (const url of site.routes) {
        const name = rowName(site, url)
        process.stderr.write(`\r${name} run ${run}/${runs}        `)
        const lhr = await runWithRetries(site.origin + url)
        results.set(name, [...(results.get(name) ?? []), lhr])
        if (options.lhr) {
          mkdirSync(options.lhr, { recursive: true })
          writeFileSync(`${options.lhr}/${name.replace(/[/ ]/g, '_') || '_'}-${run}.json`, JSON.stringify(lhr))
        }
      }
    }
  }
  for (const [url, runResults] of results) {
    const all = runResults.map(figures)
    const medianFigures = Object.fromEntries(
      Object.keys(all[0]!).map((key) => [key, median(all.map((run) => run[key as keyof BenchFigures]))]),
    ) as unknown as BenchFigures
    const lcpItems = (
      runResults[0]!.audits['largest-contentful-paint-element']?.details as
        | { items?: { items?: { node?: { snippet?: string } }[] }[] }
        | undefined
    )?.items
    report.push({
      url,
      median: medianFigures,
      runs: all,
      benchmarkIndex: runResults.map((lhr) => lhr.environment.benchmarkIndex),
      lcpElement: lcpItems?.[0]?.items?.[0]?.node?.snippet,
      failedAudits: failedAudits(runResults),
    })
  }
} finally {
  for (const site of sites) site.close()
}
process.stderr.write('\r\x1b[K')

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`
const s = (ms: number) => `${(ms / 1000).toFixed(2)}`
const columns: [string, (row: BenchFigures) => string][] = [
  ['perf', (row) => String(row.performance)],
  ['a11y', (row) => String(row.accessibility)],
  ['bp', (row) => String(row.bestPractices)],
  ['seo', (row) => String(row.seo)],
  ['FCP s', (row) => s(row.fcp)],
  ['LCP s', (row) => s(row.lcp)],
  ['TBT ms', (row) => String(Math.round(row.tbt))],
  ['CLS', (row) => row.cls.toFixed(3)],
  ['SI s', (row) => s(row.speedIndex)],
  ['total KB', (row) => kb(row.totalBytes)],
  ['JS KB', (row) => kb(row.jsBytes)],
  ['requests', (row) => String(row.requests)],
]
const floorLcp = report.find((row) => row.url === 'floor /')?.median.lcp
if (floorLcp) columns.push(['LCP÷floor', (row) => (row.lcp / floorLcp).toFixed(2)])
const width = Math.max(5, ...report.map((row) => row.url.length))
const benchmarkIndex = Math.round(median(report.flatMap((row) => row.benchmarkIndex)))
console.log(
  `Lighthouse ${lighthouseVersion} mobile, ` +
    `${throttlingMethod === 'devtools' ? 'applied (devtools) throttling' : 'simulated throttling'}, median of ` +
    `${runs} run(s) per route; bytes as transferred; this machine's benchmarkIndex ${benchmarkIndex}\n`,
)
// The median hides how far the runs were apart on a shared machine.
const lcpRange = (row: (typeof report)[number]) => {
  const lcps = row.runs.map((run) => run.lcp)
  return `${s(Math.min(...lcps))}-${s(Math.max(...lcps))}`
}
console.log(['route'.padEnd(width), ...columns.map(([name]) => name.padStart(8)), 'LCP range s'.padStart(12)].join(' '))
for (const row of report)
  console.log(
    [
      row.url.padEnd(width),
      ...columns.map(([, cell]) => cell(row.median).padStart(8)),
      lcpRange(row).padStart(12),
    ].join(' '),
  )
const phases: [string, (row: BenchFigures) => number][] = [
  ['TTFB', (row) => row.ttfb],
  ['load delay', (row) => row.loadDelay],
  ['load time', (row) => row.loadTime],
  ['render delay', (row) => row.renderDelay],
]
console.log(
  `\nLCP phases, ms (median of each)\n${['route'.padEnd(width), ...phases.map(([n]) => n.padStart(12))].join(' ')}`,
)
for (const row of report)
  console.log(
    [row.url.padEnd(width), ...phases.map(([, cell]) => String(Math.round(cell(row.median))).padStart(12))].join(' '),
  )
for (const row of report.filter((row) => row.failedAudits.length))
  console.log(`\n${row.url}\n  ${row.failedAudits.join('\n  ')}`)

mkdirSync(dirname(options.out), { recursive: true })
writeFileSync(
  options.out,
  JSON.stringify({ date: new Date().toISOString(), runs, throttlingMethod, routes: report }, null, 2),
)
console.log(`\nWritten to ${options.out}`)
