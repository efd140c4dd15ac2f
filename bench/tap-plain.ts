// A plain measure of a first tap, to check bench-interactions.ts against: nothing shared with it but the
// browser. A touch tap through Playwright's touchscreen on a phone (375 px, CPU ×4, 150 ms round trip,
// 1.6 Mbit/s), 1 s after the load event, on a new visitor who has seen the intro and chosen cookies (or
// not, for the cookie buttons). In the page: the pointerdown's timeStamp, then, in each animation frame,
// whether the answer shows; the first frame where it does is timed when a task posted from it runs (the
// frame has been rendered), and, for comparison, by its own timestamp (the frame's start). A form whose island
// is not live yet is checked by the browser itself, which reports its first invalid field: that is an answer
// too, counted apart ("by the browser").
// With --phases, each tap is also traced (which slows it a little), and a second table gives where its time went, from
// Chromium's own trace events between the pointerdown and the painted frame: the click's handlers (with what they make
// the browser do at once), style recalculation (and how many elements it restyled), layout, paint and compiling.
// Usage: npx tsx bench/tap-plain.ts [--runs 5] [--only <words in a control's name>] [--phases] [builds, default
// dist/client; several take turns in each run]
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../local-stack/chromium.ts'
import { createSecureStaticServer } from './secure-static-server.ts'
import { consentStorageKey, denyAll, storedConsent } from '../components/cookie-consent/consent-store.ts'
import { median } from './median.ts'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '5' }, only: { type: 'string' }, phases: { type: 'boolean' } },
})
const roots = positionals.length ? positionals : ['dist/client']
// Served as bench-interactions serves them (HTTPS, HTTP/2, compressed, with _headers).
const sites = await Promise.all(
  roots.map(async (root, index) => {
    const server = await createSecureStaticServer(root)
    const port = Number(process.env.BENCH_PORT ?? 4350) + index
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
    return { root, server, origin: `https://127.0.0.1:${port}` }
  }),
)

/** Each control: its page, a CSS selector for it, and a test run in the page for "the answer shows". */
const allControls = [
  {
    name: 'FAQ <details> (/faqs)',
    path: '/faqs',
    target: 'main details:not([open]) > summary',
    shows: 'main details[open]',
  },
  {
    name: 'project card → preview',
    path: '/projects',
    target: '[data-slot="project-card"] a',
    shows: 'dialog[open]',
  },
  {
    name: 'Send Message (empty)',
    path: '/contact',
    target: 'form button[type="submit"]',
    shows: '[aria-invalid="true"]',
  },
  {
    name: 'menu open',
    path: '/about',
    target: 'button[popovertarget], [data-slot="menu-toggle"]',
    shows: ':popover-open',
  },
  {
    name: 'cookie: Accept All',
    path: '/about',
    target: '[data-slot="cookie-consent"] button',
    shows: 'closed',
    firstVisit: true,
  },
] as const
const controls = allControls.filter((control) => !values.only || control.name.includes(values.only))

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
// The page's marks, the main thread's tasks, and V8's compiling.
const traceCategories = ['blink.user_timing', 'devtools.timeline', 'disabled-by-default-v8.compile']
interface Result {
  down: number
  start: number
  painted: number
  byTheBrowser: boolean
  phases?: Phases
}

/** Milliseconds of each kind of work on the page's main thread between the tap and its painted frame. */
type Phases = Record<(typeof phaseNames)[number], number>
const phaseNames = ['click', 'style', 'elements', 'layout', 'paint', 'compile'] as const

/** The phases of the tap in a trace whose events include the page's `tap` and `painted` marks. */
function phasesOf(trace: Buffer): Phases {
  type Event = {
    name: string
    ph: string
    ts: number
    dur?: number
    pid: number
    tid: number
    args?: { elementCount?: number; data?: { type?: string } }
  }
  const events: Event[] = JSON.parse(trace.toString()).traceEvents
  const [tapped, painted] = ['tap', 'painted'].map((mark) => events.find((event) => event.name === mark)!)
  const during = events.filter(
    ({ ph, ts, pid, tid }) =>
      ph === 'X' && pid === tapped!.pid && tid === tapped!.tid && ts >= tapped!.ts && ts <= painted!.ts,
  )
  const total = (names: string[]) =>
    during.filter(({ name }) => names.includes(name)).reduce((sum, { dur = 0 }) => sum + dur / 1000, 0)
  const click = during.find(({ name, args }) => name === 'EventDispatch' && args?.data?.type === 'click')
  return {
    click: (click?.dur ?? 0) / 1000,
    style: total(['UpdateLayoutTree']),
    elements: during
      .filter(({ name }) => name === 'UpdateLayoutTree')
      .reduce((sum, { args }) => sum + (args?.elementCount ?? 0), 0),
    layout: total(['Layout']),
    paint: total(['PrePaint', 'Paint', 'Layerize']),
    compile: total(['V8.CompileCode']),
  }
}

async function tap(origin: string, control: (typeof allControls)[number]): Promise<Result | undefined> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 667 },
    deviceScaleFactor: 2,
    hasTouch: true,
    isMobile: true,
    ignoreHTTPSErrors: true,
  })
  try {
    // tsx keeps function names with a helper the page does not have.
    await context.addInitScript({ content: 'self.__name = (fn) => fn' })
    await context.addInitScript(
      ({ shows, firstVisit, consent }) => {
        sessionStorage.setItem('hasShownLoading', 'true')
        if (!firstVisit) localStorage.setItem(consent.key, consent.value)
        const result: Partial<Result> = { byTheBrowser: false }
        Object.assign(window, { __result: result })
        addEventListener('invalid', () => (result.byTheBrowser = true), { capture: true })
        addEventListener(
          'pointerdown',
          (event) => {
            result.down = event.timeStamp
            performance.mark('tap')
            const panel = document.querySelector('[data-slot="cookie-consent"]')
            const answered = () =>
              result.byTheBrowser ||
              (shows === 'closed' ? !panel?.checkVisibility() : !!document.querySelector(shows)?.checkVisibility())
            const frame = (time: number) => {
              if (!answered()) return void requestAnimationFrame(frame)
              result.start = time
              setTimeout(() => {
                result.painted = performance.now()
                performance.mark('painted')
              })
            }
            requestAnimationFrame(frame)
          },
          { capture: true, once: true },
        )
      },
      {
        shows: control.shows,
        firstVisit: 'firstVisit' in control,
        consent: { key: consentStorageKey, value: storedConsent(denyAll) },
      },
    )
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 1.6e6 / 8,
      uploadThroughput: 750e3 / 8,
    })
    await page.goto(origin + control.path, { waitUntil: 'load' })
    const box = await page.evaluate((selector) => {
      const element = [...document.querySelectorAll(selector)].find((found) => found.checkVisibility())
      element?.scrollIntoView({ block: 'center' })
      const rect = element?.getBoundingClientRect()
      return rect && { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 }
    }, control.target)
    if (!box) return undefined
    await page.waitForTimeout(1000)
    if (values.phases) await browser.startTracing(page, { categories: traceCategories })
    await page.touchscreen.tap(box.x, box.y)
    await page.waitForFunction(() => (window as unknown as { __result: Partial<Result> }).__result.painted, null, {
      timeout: 10_000,
    })
    const result = await page.evaluate(() => (window as unknown as { __result: Result }).__result)
    if (values.phases) result.phases = phasesOf(await browser.stopTracing())
    return result
  } catch {
    if (values.phases) await browser.stopTracing().catch(() => undefined)
    return undefined
  } finally {
    await context.close()
  }
}

const results = new Map<string, Result[]>()
const lost = new Map<string, number>()
for (let run = 0; run < Number(values.runs); run++) {
  for (const control of controls) {
    for (const site of sites) {
      const key = `${site.root}\t${control.name}`
      process.stderr.write(`\r\x1b[Krun ${run + 1} ${site.root} ${control.name}`)
      const result = await tap(site.origin, control)
      if (result) results.set(key, [...(results.get(key) ?? []), result])
      else lost.set(key, (lost.get(key) ?? 0) + 1)
    }
  }
}
await browser.close()
for (const { server } of sites) server.close()
process.stderr.write('\r\x1b[K')

const range = (xs: number[]) =>
  xs.length ? `${Math.round(median(xs))} (${Math.round(Math.min(...xs))}-${Math.round(Math.max(...xs))})` : '–'
console.log(
  `Plain touch tap 1 s after load: pointerdown → the first frame showing the answer, painted (and that frame's ` +
    `start), ms, median (min-max) of ${values.runs}; 375 px, CPU ×4, 150 ms RTT, 1.6 Mbit/s`,
)
for (const { root } of sites) {
  console.log(`\n${root}`)
  for (const control of controls) {
    const all = results.get(`${root}\t${control.name}`) ?? []
    const painted = range(all.map((result) => result.painted - result.down))
    const started = range(all.map((result) => result.start - result.down))
    const missing = lost.get(`${root}\t${control.name}`) ?? 0
    const byTheBrowser = all.filter((result) => result.byTheBrowser).length
    console.log(
      `${control.name.padEnd(26)} painted ${painted.padEnd(16)} frame start ${started.padEnd(16)} lost ${missing}` +
        (byTheBrowser ? `, answered by the browser ${byTheBrowser}` : ''),
    )
  }
}

if (values.phases) {
  console.log(`\nWhere each tap's time went on the main thread (--phases), ms, median of ${values.runs}`)
  for (const { root } of sites) {
    console.log(`\n${root}\n${'control'.padEnd(26)}${phaseNames.map((name) => name.padStart(10)).join('')}`)
    for (const control of controls) {
      const all = (results.get(`${root}\t${control.name}`) ?? []).flatMap(({ phases }) => (phases ? [phases] : []))
      const cells = phaseNames.map((name) =>
        (all.length ? median(all.map((phases) => phases[name])).toFixed(name === 'elements' ? 0 : 1) : '–').padStart(
          10,
        ),
      )
      console.log(control.name.padEnd(26) + cells.join(''))
    }
  }
}
