// How fast each control answers a first tap, as a visitor on a phone feels it: builds
// (or reuses) the site, serves it as a CDN does (HTTPS, HTTP/2, compressed, with the headers of
// _headers), and taps every control in Debian's Chromium under phone conditions (375 px, touch,
// CPU ×4, 150 ms round trip, 1.6 Mbit/s down). The time is from the tap's pointerdown (keydown for
// the keyboard control) to the first frame in which the control visibly answered, once that frame has
// been rendered (not its start: see watchTaps); Event Timing's figure for the tap is given beside it. Each
// control is tapped 1 s after the load event and 300 ms after DOMContentLoaded (the impatient tap;
// at the first paint if that is later, as nobody taps a blank screen), median of several runs.
// Usage: npm run bench:interactions [-- --runs 5 --no-build --root <folder> --root <folder>
//        --origin <url> --out reports/bench-interactions.json] [words from control names: menu cookie]
// Several --root / --origin are measured in the same run, taking turns, so they share the machine's load.
import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import type { Http2SecureServer } from 'node:http2'
import { loadavg } from 'node:os'
import { dirname } from 'node:path'
import { parseArgs } from 'node:util'
import { type Browser, chromium, type Locator, type Page } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../local-stack/chromium.ts'
import { consentStorageKey, denyAll, storedConsent } from '../components/cookie-consent/consent-store.ts'
import { createSecureStaticServer } from './secure-static-server.ts'
import { median } from './median.ts'

/** What "the control visibly answered" means, judged in the page on every animation frame (see `watchTaps`). */
type Answer =
  | 'dialogClosed'
  | 'customiseShown'
  | 'menuShown'
  | 'panelShown'
  | 'controlChanged'
  | 'previewShown'
  | 'errorsShown'
  | 'scrolled'

interface Control {
  name: string
  path: string
  /** Found by role and name where there is one, so the same line finds today's markup and the rewritten one. */
  find: (page: Page) => Locator
  answer: Answer
  /** The cookie dialog is on screen only for a visitor who has not chosen; everyone else has chosen. */
  firstVisit?: boolean
  /** Pressed with a key on a wide screen instead of tapped (the services panels scroll sideways only from 1024 px). */
  keyboard?: boolean
}

// A disclosure that is closed: a <summary> of a closed <details>, or a button that says it is collapsed.
const closedDisclosure = 'details:not([open]) > summary, button[aria-expanded="false"][aria-controls]'

const controls: Control[] = [
  {
    name: 'cookie: Deny All',
    path: '/about',
    find: (page) => page.getByRole('button', { name: 'Deny All' }),
    answer: 'dialogClosed',
    firstVisit: true,
  },
  {
    name: 'cookie: Accept All',
    path: '/about',
    find: (page) => page.getByRole('button', { name: 'Accept All' }),
    answer: 'dialogClosed',
    firstVisit: true,
  },
  {
    name: 'cookie: Customize',
    path: '/about',
    find: (page) => page.getByRole('button', { name: 'Customize Preferences' }),
    answer: 'customiseShown',
    firstVisit: true,
  },
  // AstroWind's toggle is named "Toggle Menu"; [data-aw-toggle-menu] in case that changes.
  {
    name: 'menu open',
    path: '/about',
    find: (page) =>
      page
        .getByRole('button', { name: /\bmenu\b/i })
        .or(page.locator('[data-aw-toggle-menu]'))
        .first(),
    answer: 'menuShown',
  },
  {
    name: 'FAQ open (/)',
    path: '/',
    find: (page) =>
      page
        .locator('section', { has: page.getByRole('heading', { name: /frequently asked/i }) })
        .locator(closedDisclosure)
        .first(),
    answer: 'panelShown',
  },
  {
    name: 'FAQ open (/faqs)',
    path: '/faqs',
    find: (page) => page.getByRole('main').locator(closedDisclosure).first(),
    answer: 'panelShown',
  },
  {
    name: 'hero pause (/)',
    path: '/',
    find: (page) =>
      page
        .getByRole('button', { name: /pause/i })
        .or(page.getByRole('checkbox', { name: /pause/i }))
        .first(),
    answer: 'controlChanged',
  },
  {
    name: 'project card → preview',
    path: '/projects',
    find: (page) => page.getByRole('main').getByRole('article').first(),
    answer: 'previewShown',
  },
  {
    name: 'Send Message (empty)',
    path: '/contact',
    find: (page) => page.getByRole('button', { name: 'Send Message' }),
    answer: 'errorsShown',
  },
  {
    name: 'services by keyboard',
    path: '/services',
    find: (page) =>
      page.getByRole('region', { name: 'Service stages' }).or(page.locator('[data-slot="services-scroller"]')).first(),
    answer: 'scrolled',
    keyboard: true,
  },
]

const moments = {
  'load+1s': { waitUntil: 'load', after: 1000 },
  'DCL+300ms': { waitUntil: 'domcontentloaded', after: 300 },
} as const
type Moment = keyof typeof moments

/** Phone conditions of the issue (and of Lighthouse's mobile preset). */
const phone = { viewport: { width: 375, height: 667 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true }
const desktop = { viewport: { width: 1280, height: 800 } }
const network = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 }
const cpuSlowdown = 4
/** Without an answer by then, the tap was lost. */
const lostAfterMs = 10_000
/** How long the answer is watched after it came, to see a second toggle undo it (a doubled tap). */
const watchAfterAnswerMs = 2000

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '5' },
    'no-build': { type: 'boolean', default: false },
    out: { type: 'string', default: 'reports/bench-interactions.json' },
    // Other builds to measure (skips the build), e.g. a copy kept from before a change, or an anchor.
    root: { type: 'string', multiple: true },
    // Sites already served elsewhere.
    origin: { type: 'string', multiple: true },
  },
})
const runs = Number(options.runs)
// Words from control names measure only those, e.g. `menu cookie`.
const chosen = controls.filter(
  (control) =>
    !positionals.length || positionals.some((word) => control.name.toLowerCase().includes(word.toLowerCase())),
)

/** What the page watches for: the answer, and the control (a CSS path) a tap must land on. */
interface Watch {
  answer: Answer
  path: string
}
/** What the page saw of the tap, on its own clock (performance.now()). */
interface Tap {
  tappedAt: number
  onControl: boolean
  /** The element the finger landed on, to see what a missed tap hit. */
  hit: string
  /**
   * The first frame that shows the answer: when its rendering (style, layout, paint) was done on the main
   * thread, i.e. when it went to the screen. What a finger feels.
   */
  answeredAt?: number
  /** The same frame's start time (its requestAnimationFrame timestamp), which this bench once reported. */
  frameStartAt?: number
  /** When the page's requestAnimationFrame callback for that frame ran. */
  frameRanAt?: number
  /**
   * The browser's own figure (Event Timing): the tap's interaction, from pointerdown to the presentation of
   * the frame after its last event's handlers. The same as answeredAt when the answer is drawn in that frame.
   */
  interactionEndAt?: number
  undone?: boolean
  /** The answer was the browser's own validation message (a form not yet live), not the page's inline errors. */
  native?: boolean
}

/**
 * Runs in the page before its own scripts. On the first pointerdown (keydown for the keyboard
 * control) it notes the event's time, which is when the finger landed, however busy the page was,
 * and from the next frame on checks the answer in every frame: the first frame it holds is the
 * answer's time; if it stops holding later, the tap was doubled (opened, then closed again).
 */
function watchTaps({ answer, path }: Watch) {
  const page = window as unknown as { __tap?: Tap }
  const visible = (element: Element | null | undefined): boolean =>
    !!element &&
    element.isConnected &&
    element.checkVisibility({ visibilityProperty: true }) &&
    element.getBoundingClientRect().height > 0
  const dialogs = () => [...document.querySelectorAll('dialog, [role="dialog"]')]

  // A form that is not yet live is checked by the browser: it reports the first invalid field with
  // its own message bubble, announced and focused. That is an answer, but not the page's own.
  let nativeInvalidAt: number | undefined
  addEventListener('invalid', () => (nativeInvalidAt ??= performance.now()), { capture: true })

  // The tap's interaction as the browser times it (pointerdown, pointerup and click share an interactionId).
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
      const tap = page.__tap
      if (!tap || !entry.interactionId || entry.startTime < tap.tappedAt - 1) continue
      tap.interactionEndAt = Math.max(tap.interactionEndAt ?? 0, entry.startTime + entry.duration)
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)

  addEventListener(
    answer === 'scrolled' ? 'keydown' : 'pointerdown',
    (event) => {
      if (page.__tap) return
      const target = event.target as Element
      // What held at the tap, to tell the answer from what was already there.
      const hiddenAtTap = [...document.querySelectorAll('nav, [popover]')].filter((element) => !visible(element))
      const dialogsAtTap = dialogs().filter(visible)
      const control = target.closest('button, label, input, summary, [role="button"], [role="switch"]')
      const controlState = () => {
        const input = control instanceof HTMLLabelElement ? control.control : control
        return [
          control?.textContent,
          control?.getAttribute('aria-label'),
          control?.getAttribute('aria-pressed'),
          input instanceof HTMLInputElement && input.checked,
        ].join('|')
      }
      const stateAtTap = controlState()
      const pausedAtTap = document.getAnimations().filter((animation) => animation.playState === 'paused').length
      const scrollAtTap = target.scrollLeft + target.scrollTop
      const answered: Record<Answer, () => boolean> = {
        dialogClosed: () => !visible(target.closest('dialog, [role="dialog"]')),
        customiseShown: () =>
          dialogs().some((dialog) =>
            [...dialog.querySelectorAll('[role="switch"], input[type="checkbox"]')].some(visible),
          ),
        menuShown: () => hiddenAtTap.some(visible),
        panelShown: () => {
          const summary = target.closest('summary')
          if (summary)
            return (
              (summary.parentElement as HTMLDetailsElement).open &&
              visible(summary.nextElementSibling ?? summary.parentElement)
            )
          return visible(
            document.getElementById(target.closest('[aria-controls]')?.getAttribute('aria-controls') ?? ''),
          )
        },
        controlChanged: () =>
          controlState() !== stateAtTap ||
          document.getAnimations().filter((animation) => animation.playState === 'paused').length > pausedAtTap,
        previewShown: () => dialogs().some((dialog) => visible(dialog) && !dialogsAtTap.includes(dialog)),
        errorsShown: () =>
          nativeInvalidAt !== undefined ||
          [...document.querySelectorAll('[aria-invalid="true"]')].some((field) =>
            (field.getAttribute('aria-describedby') ?? '')
              .split(' ')
              .some((id) => visible(document.getElementById(id)) && !!document.getElementById(id)?.textContent?.trim()),
          ),
        scrolled: () => target.scrollLeft + target.scrollTop !== scrollAtTap,
      }
      // A label is part of its control: a tap on it is a tap on the checkbox it names.
      const controlElement = document.querySelector(path)
      const onLabel =
        controlElement instanceof HTMLInputElement &&
        [...(controlElement.labels ?? [])].some((label) => label.contains(target))
      const tap: Tap = {
        tappedAt: event.timeStamp,
        onControl: !!target.closest(path) || onLabel,
        hit: `scale ${visualViewport?.scale} ${target.outerHTML.slice(0, 120)}`,
      }
      page.__tap = tap
      // A requestAnimationFrame callback runs before its frame's style, layout and paint, and its timestamp is
      // when the frame began, which can be before the tap's handlers finished on a busy main thread. The
      // frame has gone to the screen when a task posted from the callback runs: that is the answer's time.
      const afterFrame = new MessageChannel()
      afterFrame.port1.onmessage = () => (tap.answeredAt ??= performance.now())
      const onFrame = (frameTime: number) => {
        const holds = answered[answer]()
        if (holds && tap.frameStartAt === undefined) {
          tap.frameStartAt = frameTime
          tap.frameRanAt = performance.now()
          tap.native = nativeInvalidAt !== undefined
          afterFrame.port2.postMessage(undefined)
        }
        if (!holds && tap.frameStartAt !== undefined) tap.undone = true
        if (!tap.undone) requestAnimationFrame(onFrame)
      }
      requestAnimationFrame(onFrame)
    },
    { capture: true },
  )
}

interface Run {
  outcome: 'answered' | 'answered by the browser' | 'lost' | 'navigated' | 'missed' | 'n/a'
  /** From the tap to the frame that showed the answer, painted. */
  ms?: number
  /** From the tap to that frame's start (what this bench reported before: it leaves out the frame's own work). */
  frameStartMs?: number
  /** From the tap to the browser's Event Timing end of the interaction (the next frame presented after it). */
  eventTimingMs?: number
  doubled?: boolean
  /** When the tap came, after the moment's event (load or DOMContentLoaded), as the page timed it. */
  tappedAfterEventMs?: number
  /** Where a tap that navigated led. */
  to?: string
  /** What a missed tap landed on. */
  hit?: string
}

/** Where a control is, learnt once per site, unthrottled: its centre in the document and a CSS path to it. */
interface Place {
  x: number
  y: number
  path: string
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function newVisitor(browser: Browser, origin: string, control: Control, watch?: Watch) {
  const context = await browser.newContext({
    ...(control.keyboard ? desktop : phone),
    // A new visitor, except that the intro (once a session) is over, and the cookie choice is made
    // unless the dialog is what is tapped: both would cover the page.
    storageState: control.firstVisit
      ? undefined
      : {
          cookies: [],
          origins: [{ origin, localStorage: [{ name: consentStorageKey, value: storedConsent(denyAll) }] }],
        },
    // The local servers' certificate is made for the run (createSecureStaticServer).
    ignoreHTTPSErrors: true,
  })
  await context.addInitScript(() => sessionStorage.setItem('hasShownLoading', 'true'))
  if (watch) {
    // tsx compiles with esbuild's keepNames, which wraps functions declared inside watchTaps in
    // __name(); the page has no such helper.
    await context.addInitScript({ content: 'self.__name = (fn) => fn' })
    await context.addInitScript(watchTaps, watch)
  }
  return context
}

/**
 * Finds the control by role and name in a visit without throttling. Finding it in the measured
 * visit would make Playwright compile its selector engine in the page, which takes over a second
 * at CPU ×4 and would make every tap late; a finger needs no round trip into the page, and a
 * prerendered page lays out the same every time (CLS 0), so the measured visit taps where it was.
 */
async function locate(browser: Browser, origin: string, control: Control): Promise<Place | undefined> {
  const context = await newVisitor(browser, origin, control)
  try {
    const page = await context.newPage()
    if (!(await page.goto(origin + control.path))?.ok()) return undefined
    const element = control.find(page)
    if (!(await element.count()) || !(await element.isVisible())) return undefined
    return await element.evaluate((found) => {
      const box = found.getBoundingClientRect()
      const path: string[] = []
      for (let node: Element | null = found; node && node !== document.body; node = node.parentElement) {
        path.unshift(`${node.localName}:nth-child(${[...node.parentElement!.children].indexOf(node) + 1})`)
      }
      return {
        x: box.x + box.width / 2 + scrollX,
        y: box.y + box.height / 2 + scrollY,
        path: `body > ${path.join(' > ')}`,
      }
    })
  } finally {
    await context.close()
  }
}

async function tapOnce(browser: Browser, origin: string, control: Control, place: Place, moment: Moment): Promise<Run> {
  const context = await newVisitor(browser, origin, control, { answer: control.answer, path: place.path })
  try {
    // A finger aims at what is on the screen, so no tap comes before the page's first paint. (Before
    // it, Chromium also maps a tap through the default 980 px layout width, the viewport meta not yet
    // applied: a tap aimed at Menu landed on the phone number at the top left.)
    let painted = () => {}
    const firstPaint = new Promise<void>((resolve) => (painted = resolve))
    await context.exposeFunction('__painted', () => painted())
    await context.addInitScript(() =>
      new PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return
        observer.disconnect()
        ;(window as unknown as { __painted: () => void }).__painted()
      }).observe({ type: 'paint', buffered: true }),
    )
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', network)

    const { waitUntil, after } = moments[moment]
    // A shared machine can take long to load a page at CPU ×4; one slow load should not end the whole run.
    await page.goto(origin + control.path, { waitUntil, timeout: 120_000 })
    const momentAt = Date.now() + after
    // A request for a new document (a followed link, a posted form), not the history updates a client router makes.
    let navigatedTo: string | undefined
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame())
        navigatedTo = new URL(request.url()).pathname
    })
    if (control.keyboard) {
      // As a keyboard user who has tabbed to the panels.
      await page.evaluate((path) => document.querySelector<HTMLElement>(path)?.focus(), place.path)
      await firstPaint
      await sleep(momentAt - Date.now())
      await page.keyboard.press('ArrowRight')
    } else {
      // A control below the fold is scrolled to as the event fires (a scroll the site sees too),
      // as a visitor scrolls to a control before tapping it.
      const { height } = phone.viewport
      const scrolled =
        place.y > height
          ? await page.evaluate(
              (y) => {
                scrollTo(0, y)
                return scrollY
              },
              place.y - height / 2,
            )
          : 0
      await firstPaint
      await sleep(momentAt - Date.now())
      await page.touchscreen.tap(place.x, place.y - scrolled)
    }

    const tappedAt = Date.now()
    for (;;) {
      await sleep(100)
      if (navigatedTo) return { outcome: 'navigated', to: navigatedTo }
      const hung = Date.now() - tappedAt > lostAfterMs
      // A page whose main thread never comes free never answers evaluate either: that tap is lost too.
      const seen = await Promise.race([
        page.evaluate(() => {
          const timing = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
          return {
            tap: (window as unknown as { __tap?: Tap }).__tap,
            load: timing.loadEventStart,
            dcl: timing.domContentLoadedEventStart,
          }
        }),
        sleep(lostAfterMs).then(() => undefined),
      ]).catch(() => undefined)
      if (navigatedTo) continue
      if (!seen) {
        if (hung) return { outcome: 'lost', hit: 'the page did not answer (main thread busy, or crashed)' }
        continue
      }
      const { tap } = seen
      const tappedAfterEventMs = tap && Math.round(tap.tappedAt - (waitUntil === 'load' ? seen.load : seen.dcl))
      if (tap && !tap.onControl) return { outcome: 'missed', tappedAfterEventMs, hit: tap.hit }
      if (
        tap?.answeredAt !== undefined &&
        (tap.undone || Date.now() - tappedAt > tap.answeredAt - tap.tappedAt + watchAfterAnswerMs)
      ) {
        return {
          outcome: tap.native ? 'answered by the browser' : 'answered',
          ms: Math.max(0, tap.answeredAt - tap.tappedAt),
          frameStartMs: tap.frameStartAt === undefined ? undefined : tap.frameStartAt - tap.tappedAt,
          eventTimingMs: tap.interactionEndAt === undefined ? undefined : tap.interactionEndAt - tap.tappedAt,
          doubled: !!tap.undone,
          tappedAfterEventMs,
        }
      }
      if (tap?.answeredAt === undefined && Date.now() - tappedAt > lostAfterMs)
        return { outcome: 'lost', tappedAfterEventMs }
    }
  } finally {
    await context.close()
  }
}

// The sites to measure: our build by default, or the folders and origins given.
const roots = options.root ?? (options.origin ? [] : ['dist/client'])
if (!options['no-build'] && !options.root && !options.origin)
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' })
const servers: Http2SecureServer[] = []
const sites = [...(options.origin ?? []).map((origin) => ({ label: origin, origin }))]
for (const [index, root] of roots.entries()) {
  const server = await createSecureStaticServer(root)
  const port = Number(process.env.BENCH_PORT ?? 4300) + index
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  servers.push(server)
  sites.push({ label: root, origin: `https://127.0.0.1:${port}` })
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const results = new Map<string, Run[]>()
const places = new Map<string, Place | undefined>()
const key = (site: string, control: Control, moment: Moment) => `${site}\t${control.name}\t${moment}`
const loads: number[] = []
try {
  // Runs take turns between sites and controls, so a busy spell on the machine touches them all alike.
  for (let run = 1; run <= runs; run++) {
    loads.push(loadavg()[0]!)
    for (const control of chosen) {
      for (const moment of Object.keys(moments) as Moment[]) {
        for (const site of sites) {
          const placeKey = `${site.label}\t${control.name}`
          if (!places.has(placeKey)) places.set(placeKey, await locate(browser, site.origin, control))
          const place = places.get(placeKey)
          const done = results.get(key(site.label, control, moment)) ?? []
          process.stderr.write(`\r\x1b[Krun ${run}/${runs} ${site.label} ${control.name} ${moment}`)
          // A control that is not on a site is reported once.
          if (!place) results.set(key(site.label, control, moment), [{ outcome: 'n/a' }])
          else
            results.set(key(site.label, control, moment), [
              ...done,
              await tapOnce(browser, site.origin, control, place, moment),
            ])
        }
      }
    }
  }
} finally {
  await browser.close()
  // The browser is closed, so its connections are gone.
  for (const server of servers) server.close()
}
process.stderr.write('\r\x1b[K')

const report = sites.map((site) => ({
  site: site.label,
  controls: chosen.flatMap((control) =>
    (Object.keys(moments) as Moment[]).map((moment) => {
      const all = results.get(key(site.label, control, moment)) ?? []
      const times = all.flatMap((run) => (run.ms === undefined ? [] : [run.ms]))
      const medianOf = (figure: (run: Run) => number | undefined) => {
        const values = all.flatMap((run) => figure(run) ?? [])
        return values.length ? median(values) : undefined
      }
      const taps = all.flatMap((run) => (run.tappedAfterEventMs === undefined ? [] : [run.tappedAfterEventMs]))
      const outcomes = [
        ...new Set(all.map((run) => (run.outcome === 'navigated' ? `navigated → ${run.to}` : run.outcome))),
      ]
      return {
        control: control.name,
        path: control.path,
        moment,
        medianMs: times.length ? median(times) : undefined,
        minMs: times.length ? Math.min(...times) : undefined,
        maxMs: times.length ? Math.max(...times) : undefined,
        frameStartMedianMs: medianOf((run) => run.frameStartMs),
        eventTimingMedianMs: medianOf((run) => run.eventTimingMs),
        lost: all.filter((run) => run.outcome === 'lost').length,
        doubled: all.filter((run) => run.doubled).length,
        outcome: outcomes.join(', '),
        tappedAfterEventMs: taps.length ? median(taps) : undefined,
        runs: all,
      }
    }),
  ),
}))

const loadAverage = loads.map((load) => load.toFixed(2)).join(' ')
console.log(
  `Tap to the first frame showing the answer, painted (ms), median of ${runs}; 375 px touch phone, ` +
    `CPU ×${cpuSlowdown}, ` +
    `${network.latency} ms RTT, 1.6 Mbit/s down`,
)
console.log(`Machine load average (1 min) at each round: ${loadAverage}`)
const columns = ['control', 'moment', 'median', 'min', 'max', 'lost', 'doubled', 'outcome', 'tap at', 'start', 'ET']
const width = [24, 10, 7, 7, 7, 5, 8, 34, 7, 6, 6]
const cell = (value: number | undefined) => (value === undefined ? '–' : String(Math.round(value)))
for (const { site, controls: rows } of report) {
  const heading = columns.map((name, index) =>
    index < 2 || index === 7 ? name.padEnd(width[index]!) : name.padStart(width[index]!),
  )
  console.log(`\n${site}\n${heading.join(' ')}`)
  for (const row of rows) {
    if (row.outcome === 'n/a') continue
    const n = row.runs.length
    const cells = [
      row.control,
      row.moment,
      cell(row.medianMs),
      cell(row.minMs),
      cell(row.maxMs),
      `${row.lost}/${n}`,
      `${row.doubled}/${n}`,
      row.outcome,
      cell(row.tappedAfterEventMs),
      cell(row.frameStartMedianMs),
      cell(row.eventTimingMedianMs),
    ]
    console.log(
      cells
        .map((value, index) => (index < 2 || index === 7 ? value.padEnd(width[index]!) : value.padStart(width[index]!)))
        .join(' '),
    )
  }
  const missing = [...new Set(rows.filter((row) => row.outcome === 'n/a').map((row) => row.control))]
  if (missing.length) console.log(`n/a (not on this site): ${missing.join(', ')}`)
}
console.log(
  '\n"tap at": ms after the moment\'s event (load or DOMContentLoaded) at which the finger landed, ' +
    'as the page timed it.\n"start": median from the tap to the start of the frame that showed the answer ' +
    '(its requestAnimationFrame timestamp, before that frame\'s own work); "ET": median from the tap to the end ' +
    "of its interaction by the browser's Event Timing (the frame presented after its handlers).",
)

mkdirSync(dirname(options.out), { recursive: true })
writeFileSync(
  options.out,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      runs,
      conditions: { ...phone, cpuSlowdown, network },
      loadAverage: loads,
      sites: report,
    },
    null,
    2,
  ),
)
console.log(`Written to ${options.out}`)
