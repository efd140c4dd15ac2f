// The intro loading screen (components/intro-screen): once per browser session,
// before the site, on whichever page the visitor enters. Unlike the rest of the suite, these tests
// use `firstVisitTest`, so each starts as a session's first page.
import { expect, firstVisitTest as test, type Page } from '../../tests/e2e/support/test.ts'
import { expectNoAxeViolations } from '../../tests/e2e/support/axe.ts'
import { site } from '../../tests/e2e/support/content.ts'

test.use({ viewport: { width: 1280, height: 800 } })

const overlay = (page: Page) => page.locator('[data-slot="intro-screen"]')
const images = (page: Page) => page.locator('[data-slot="intro-image"]')
const lines = (page: Page) => page.locator('[data-slot="intro-lines"]')
const progress = (page: Page) => page.locator('[data-slot="intro-progress"]')
const skip = (page: Page) => page.getByRole('button', { name: 'Skip' })
const storedFlag = (page: Page) => page.evaluate(() => sessionStorage.getItem('hasShownLoading'))
/** Every element beside the overlay: the whole page behind it. */
const pageBehind = (page: Page) => page.locator('#root > :not([data-slot="intro-screen"])')

/** Whether the overlay is what shows at the middle of the viewport. */
const overlayOnTop = (page: Page) =>
  page.evaluate(
    () => !!document.elementFromPoint(innerWidth / 2, innerHeight / 2)?.closest('[data-slot="intro-screen"]'),
  )
const imageOpacities = (page: Page) =>
  images(page).evaluateAll((all) => all.map((image) => Number(getComputedStyle(image).opacity)))
const progressWidth = async (page: Page) => (await progress(page).boundingBox())!.width

/**
 * Opens `url` with the clock stopped and waits until the sequence has started, so that from here
 * `timeline(page)` moves the intro on by exactly the ms asked. The clock holds the intro's timers;
 * its fades are Web Animations, which run by the browser's own clock, so they are paused and set
 * to the same moment (each animation's id says where in the sequence it starts: "intro@1500").
 */
async function openWithClockStopped(page: Page, url = '/') {
  await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') })
  await page.clock.pauseAt(new Date('2026-03-02T09:00:01Z'))
  await page.goto(url)
  await expect(overlay(page)).toHaveAttribute('data-phase', 'play')
  await seekAnimations(page, 0)
}

/** Puts every intro animation at `ms` after the start of the sequence. */
const seekAnimations = (page: Page, ms: number) =>
  page.evaluate((ms) => {
    for (const animation of document.getAnimations()) {
      const startsAt = /^intro@([\d.]+)$/.exec(animation.id)?.[1]
      if (startsAt === undefined) continue
      animation.pause()
      animation.currentTime = Math.max(0, ms - Number(startsAt))
    }
  }, ms)

/** Moves the clock, and the animations with it, on to `ms` after the start of the sequence. */
function timeline(page: Page) {
  let now = 0
  return async (ms: number) => {
    await page.clock.runFor(ms - now)
    now = ms
    await seekAnimations(page, ms)
  }
}

declare global {
  interface Window {
    introFrames?: {
      overlay: boolean
      main: boolean
      pending: boolean
      background: string
      /** The page behind the overlay is left unrendered (undefined before it has arrived). */
      held?: boolean
      phase?: string
    }[]
  }
}

/** Records, on every animation frame from the very first, whether the overlay and the site are shown. */
function recordFrames() {
  const frames: NonNullable<Window['introFrames']> = []
  window.introFrames = frames
  const shown = (element: Element | null) =>
    !!element && element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
  const record = () => {
    const main = document.querySelector('main')
    frames.push({
      overlay: shown(document.querySelector('[data-slot="intro-screen"]')),
      main: shown(main),
      pending: document.documentElement.classList.contains('intro-pending'),
      background: getComputedStyle(document.documentElement).backgroundColor,
      held: main ? getComputedStyle(main).contentVisibility === 'hidden' : undefined,
      phase: document.querySelector<HTMLElement>('[data-slot="intro-screen"]')?.dataset.phase,
    })
    requestAnimationFrame(record)
  }
  requestAnimationFrame(record)
}

/** The intro drawing a URL is a file of ("intro-1"...), in whichever format and width. */
const drawingOf = (url: string) => new URL(url).pathname.match(/^\/assets\/images\/(intro-\d)-/)?.[1]

/**
 * Names of the intro's drawings the page has fetched (each in whichever format and width the browser
 * chose), counted when an image arrives.
 */
function introImageRequests(page: Page): string[] {
  const requested: string[] = []
  page.on('response', (response) => {
    const drawing = drawingOf(response.url())
    if (drawing && response.ok() && /^image\//.test(response.headers()['content-type'] ?? '')) requested.push(drawing)
  })
  return requested
}

/**
 * Names of the intro's drawings the page has downloaded: fetched over the network, not read from the
 * browser's cache (a page's head preloads the opening drawing on every page; once the intro has
 * played, it comes from the cache).
 */
async function introImageDownloads(page: Page): Promise<string[]> {
  const downloaded: string[] = []
  const fromCache = new Set<string>()
  const cdp = await page.context().newCDPSession(page)
  cdp.on('Network.requestServedFromCache', ({ requestId }) => fromCache.add(requestId))
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const drawing = drawingOf(response.url)
    if (drawing && !fromCache.has(requestId) && !response.fromDiskCache) downloaded.push(drawing)
  })
  await cdp.send('Network.enable')
  return downloaded
}

const allDrawings = ['intro-1', 'intro-2', 'intro-3', 'intro-4']

test('a first visit paints the overlay before anything else, then plays it and hands over to the site', async ({
  page,
}) => {
  await page.addInitScript(recordFrames)
  const requested = introImageRequests(page)
  await page.goto('/about', { waitUntil: 'commit' })
  await expect(overlay(page)).toBeVisible()
  await expect(overlay(page)).toContainText(site.name)
  expect(await overlayOnTop(page)).toBe(true)

  await expect(overlay(page)).toBeHidden({ timeout: 30_000 })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await storedFlag(page)).toBe('true')

  // Let the recorder see a frame painted since the overlay went (a busy machine paints late).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  const frames = (await page.evaluate(() => window.introFrames))!
  // The first frame painted is the navy overlay, not the site (nor the paper background).
  expect(frames[0]).toMatchObject({ pending: true, background: 'rgb(8, 17, 30)' })
  // Until the overlay has gone, the site shows only through it, never on its own.
  const handedOver = frames.findIndex((frame) => !frame.overlay && frame.main)
  expect(handedOver).toBeGreaterThan(0)
  expect(frames.slice(0, handedOver).filter((frame) => frame.main && !frame.overlay)).toEqual([])
  expect(frames.slice(0, handedOver).some((frame) => frame.overlay)).toBe(true)
  // The four drawings were all fetched up front, as images.
  expect([...new Set(requested)].sort()).toEqual(allDrawings)
  // The first frame draws the overlay alone, not the page behind it, which is drawn before the sequence starts.
  expect(frames.find((frame) => frame.held !== undefined)).toMatchObject({ held: true })
  expect(frames.find((frame) => frame.phase === 'play')).toMatchObject({ held: false })
})

test('later pages of the session never flash the overlay; a new session sees it again', async ({ page, browser }) => {
  // The first page plays the intro to its end (a click on Skip could come after the sequence had
  // ended on a busy machine, and find no button).
  await page.goto('/')
  await expect(overlay(page)).toHaveAttribute('data-phase', 'play')
  await expect(overlay(page)).toBeHidden({ timeout: 30_000 })
  expect(await storedFlag(page)).toBe('true')

  await page.addInitScript(recordFrames)
  const downloaded = await introImageDownloads(page)
  for (const url of ['/services', '/']) {
    await page.goto(url)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(overlay(page)).toBeHidden()
    await page.evaluate(() => new Promise(requestAnimationFrame))
    const frames = (await page.evaluate(() => window.introFrames))!
    expect(frames.length).toBeGreaterThan(0)
    expect(frames.filter((frame) => frame.overlay || frame.pending)).toEqual([])
  }
  // Nor are the drawings downloaded again.
  expect(downloaded).toEqual([])

  const context = await browser.newContext({ baseURL: `${new URL(page.url()).origin}` })
  const fresh = await context.newPage()
  await fresh.goto('/services')
  await expect(overlay(fresh)).toBeVisible()
  await context.close()
})

test('Skip appears after 1 s; the sequence ends by itself at 3.5 s and fades out over 0.7 s', async ({ page }) => {
  await openWithClockStopped(page)
  const at = timeline(page)
  await at(900)
  await expect(skip(page)).toBeHidden()
  await at(1100)
  await expect(skip(page)).toBeVisible()

  await at(3400)
  await expect(overlay(page)).toHaveAttribute('data-phase', 'play')
  await expect(overlay(page)).toHaveCSS('opacity', '1')
  expect(await storedFlag(page)).toBeNull()

  await at(3850)
  await expect(overlay(page)).toHaveAttribute('data-phase', 'exit')
  expect(Number(await overlay(page).evaluate((element) => getComputedStyle(element).opacity))).toBeCloseTo(0.5, 1)
  // The site shows through as it fades, and is usable at once.
  await expect(page.getByRole('main')).toBeVisible()
  expect(await storedFlag(page)).toBe('true')

  await at(4150)
  await expect(overlay(page)).toBeVisible()
  await at(4300)
  await expect(overlay(page)).toBeHidden()
  expect(await storedFlag(page)).toBe('true')
})

test('the progress bar fills over the 3.5 s', async ({ page }) => {
  await openWithClockStopped(page)
  const at = timeline(page)
  const track = await progress(page).evaluate((bar) => bar.parentElement!.getBoundingClientRect().width)
  expect(await progressWidth(page)).toBeLessThan(1)
  const widths = []
  for (const ms of [875, 1750, 2625, 3500]) {
    await at(ms)
    widths.push((await progressWidth(page)) / track)
  }
  expect(widths[0]).toBeCloseTo(0.25, 1)
  expect(widths[1]).toBeCloseTo(0.5, 1)
  expect(widths[2]).toBeCloseTo(0.75, 1)
  expect(widths[3]).toBeCloseTo(1, 2)
})

test('the drawings follow the step: each whole within 0.3 of it, cross-fading between; lines from step 2', async ({
  page,
}) => {
  await openWithClockStopped(page)
  const at = timeline(page)
  const stepAt = (step: number) => (step / 3) * 3500
  const expectOpacities = async (expected: number[]) => {
    const actual = await imageOpacities(page)
    expected.forEach((opacity, index) =>
      expect(actual[index], `drawing ${index + 1} of [${actual.join(', ')}]`).toBeCloseTo(opacity, 1),
    )
  }

  await expectOpacities([1, 0, 0, 0])
  await at(stepAt(0.25))
  await expectOpacities([1, 0.25 / 0.7, 0, 0])
  await at(stepAt(0.5))
  await expectOpacities([0.5 / 0.7, 0.5 / 0.7, 0, 0])
  await at(stepAt(1.1))
  await expectOpacities([0, 1, 0.1 / 0.7, 0])
  await expect(lines(page)).toHaveAttribute('data-visible', 'false')
  await at(stepAt(1.95))
  await expectOpacities([0, 0.05 / 0.7, 1, 0])
  await expect(lines(page)).toHaveAttribute('data-visible', 'false')
  await at(stepAt(2.05))
  await expect(lines(page)).toHaveAttribute('data-visible', 'true')
  await expect(lines(page)).toHaveCSS('opacity', '1')
  await at(stepAt(3))
  await expectOpacities([0, 0, 0, 1])
})

test('Skip fades the overlay out over 0.5 s, then it is gone and the session remembers', async ({ page }) => {
  await openWithClockStopped(page, '/contact')
  const at = timeline(page)
  await at(1500)
  await skip(page).click()
  await at(1750)
  await expect(overlay(page)).toHaveAttribute('data-phase', 'exit')
  expect(Number(await overlay(page).evaluate((element) => getComputedStyle(element).opacity))).toBeCloseTo(0.5, 1)
  // Skipping stops the sequence where it was.
  const progressAtSkip = await progressWidth(page)
  await at(1950)
  expect(await progressWidth(page)).toBe(progressAtSkip)
  await expect(overlay(page)).toBeVisible()
  expect(await storedFlag(page)).toBe('true')
  await at(2050)
  await expect(overlay(page)).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('while it covers the page, the page is inert; Skip is the first Tab stop, and Enter skips', async ({ page }) => {
  await openWithClockStopped(page)
  const at = timeline(page)
  const behind = await pageBehind(page).count()
  expect(behind).toBeGreaterThan(3)
  for (let i = 0; i < behind; i++) await expect(pageBehind(page).nth(i)).toHaveJSProperty('inert', true)

  await at(1100)
  await page.keyboard.press('Tab')
  await expect(skip(page)).toBeFocused()
  // Tabbing on never reaches the page behind.
  const focusBehind = () =>
    page.evaluate(() => !!document.activeElement?.closest('#root > :not([data-slot="intro-screen"])'))
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Tab')
    expect(await focusBehind()).toBe(false)
  }
  await skip(page).focus()
  await page.keyboard.press('Enter')
  await at(1700)
  await expect(overlay(page)).toBeHidden()
  await expect
    .poll(() =>
      pageBehind(page).evaluateAll((elements) => elements.filter((element) => (element as HTMLElement).inert).length),
    )
    .toBe(0)
  expect(await pageBehind(page).count()).toBeGreaterThan(3)
  // Focus is not stranded on the vanished button: it is on the skip link, the page's first stop
  // (it comes before the overlay in the document), and Tab goes on into the page from there.
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused()
  // Skipped from the keyboard, the skip link shows where focus went.
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeInViewport()
  await page.keyboard.press('Tab')
  expect(
    await page.evaluate(
      () =>
        document.activeElement?.closest('[data-slot="intro-screen"]') === null &&
        document.activeElement !== document.body,
    ),
  ).toBe(true)
})

test('a mouse press on Skip leaves the skip link out of sight, though it holds focus', async ({ page }) => {
  await openWithClockStopped(page, '/faqs')
  const at = timeline(page)
  await at(1200)
  await skip(page).click()
  await at(1700)
  await expect(overlay(page)).toBeHidden()
  const skipLink = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skipLink).toBeFocused()
  await expect(skipLink).not.toBeInViewport()
})

test('Space on Skip skips too', async ({ page }) => {
  await openWithClockStopped(page, '/faqs')
  const at = timeline(page)
  await at(1200)
  await page.keyboard.press('Tab')
  await expect(skip(page)).toBeFocused()
  await page.keyboard.press('Space')
  await at(1750)
  await expect(overlay(page)).toBeHidden()
  expect(await storedFlag(page)).toBe('true')
})

test('the overlay passes axe: visuals hidden from assistive technology, Skip a labelled button', async ({ page }) => {
  await openWithClockStopped(page)
  await timeline(page)(1200)
  await expect(skip(page)).toBeVisible()
  await skip(page).evaluate((button) => Promise.all(button.getAnimations().map((animation) => animation.finished)))
  // All that assistive technology is given of it is the button.
  expect(await overlay(page).ariaSnapshot()).toBe('- button "Skip"')
  await expect(skip(page)).toHaveAccessibleName('Skip')
  await expect(skip(page)).toHaveAttribute('type', 'button')
  // axe waits on timers, which the stopped clock holds: let it tick by the millisecond meanwhile.
  let checking = true
  const check = expectNoAxeViolations(page, 'the intro overlay shown').finally(() => (checking = false))
  while (checking) await page.clock.runFor(1)
  await check
  await expect(overlay(page)).toHaveAttribute('data-phase', 'play')
})

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('only the final drawing shows, still, and only it is downloaded', async ({ page }) => {
    const requested = introImageRequests(page)
    await openWithClockStopped(page)
    const at = timeline(page)
    for (const ms of [0, 600, 1750, 3000]) {
      await at(ms)
      for (const index of [0, 1, 2]) await expect(images(page).nth(index)).toBeHidden()
      await expect(images(page).nth(3)).toBeVisible()
      expect(await imageOpacities(page)).toEqual([0, 0, 0, 1])
      await expect(lines(page)).toHaveCSS('opacity', '1')
    }
    expect([...new Set(requested)]).toEqual(['intro-4'])
    // The timings stand: Skip is there, and the overlay goes after 3.5 s and its fade.
    await expect(skip(page)).toBeVisible()
    await at(4300)
    await expect(overlay(page)).toBeHidden()
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('there is no overlay, and the drawings are not downloaded', async ({ page }) => {
    const requested = introImageRequests(page)
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(overlay(page)).toBeHidden()
    expect(await page.locator('html').getAttribute('class')).toBeNull()
    expect(requested).toEqual([])
  })
})

test('where session storage is refused, there is no intro at all', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.addInitScript(() => {
    Object.defineProperty(window, 'sessionStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    })
  })
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(overlay(page)).toBeHidden()
  expect(errors).toEqual([])
})

test('if the sequence never starts (a script error), the first frame gives way to the site by CSS alone', async ({
  page,
}) => {
  // The sequence times itself by performance.now(); broken, the behaviour throws before its first frame.
  await page.addInitScript(() => {
    performance.now = () => {
      throw new Error('broken clock')
    }
  })
  await page.goto('/')
  await expect(overlay(page)).toBeVisible()
  expect(await overlayOnTop(page)).toBe(true)
  await expect(overlay(page)).toBeHidden({ timeout: 15_000 })
  expect(await overlayOnTop(page)).toBe(false)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})
