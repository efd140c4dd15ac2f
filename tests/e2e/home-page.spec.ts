// The home page's moving parts: the header waits until the hero is scrolled past,
// the hero's backgrounds rotate every 5 s by CSS with a pause switch that is CSS too (so it answers
// the first tap), and its logo shrinks after 50 px. The page has no framework in the browser: its
// one script (pages/+client.ts) follows the scroll and starts the rotation once the page has loaded.
import { expect, firstVisitTest, type Locator, type Page, test } from './support/test.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { loaded } from './support/page-loaded.ts'

test.use({ viewport: { width: 1280, height: 800 } })

const chrome = (page: Page) => page.locator('[data-slot="home-chrome"]')

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
}

test('the header and contact bar appear only after scrolling past one viewport height', async ({ page }) => {
  await page.goto('/')
  const header = page.getByRole('banner')
  await expect(header).toBeHidden()
  // Hidden means out of the tab order too: the first Tab stops are the skip link and the hero's.
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => document.activeElement?.closest('header') === null)).toBe(true)

  // Scrolled past the hero (800 px here), whenever the page's script arrives, the header comes.
  await scrollTo(page, 810)
  await expect(header).toBeVisible()
  await expect(header.getByRole('link', { name: '01632 960 418' })).toBeVisible()
  await expect(chrome(page)).toHaveAttribute('data-revealed', 'true')
  await scrollTo(page, 790)
  await expect(header).toBeHidden()
  await scrollTo(page, 810)
  await expect(header).toBeVisible()
  // Its links are in the tab order again.
  await header.getByRole('link', { name: 'Services' }).focus()
  await expect(header.getByRole('link', { name: 'Services' })).toBeFocused()

  await scrollTo(page, 0)
  await expect(header).toBeHidden()
})

test('on other pages the header always shows', async ({ page }) => {
  for (const url of ['/services', '/about', '/privacy']) {
    await page.goto(url)
    await expect(page.getByRole('banner')).toBeVisible()
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the home header shows from the start, since no script could reveal it', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.locator('[data-slot="hero-bar"]')).toBeHidden()
  })

  test('the hero shows its first picture, still, and no pause control, since nothing moves', async ({ page }) => {
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    await expect(page.locator('[data-slot="hero-image"]').first()).toBeVisible()
    expect(await opacityOf(secondImage(page))).toBe(0)
    await expect(page.locator('[data-slot="hero-pause"]')).toBeHidden()
    expect((await heroRequests(page)).files.map((file) => file.path)).toEqual([expect.stringContaining('/hero-1-')])
  })
})

test('the hero logo shrinks once scrolled more than 50 px', async ({ page }) => {
  await page.goto('/')
  const logo = page.locator('[data-slot="hero-logo"]')
  const width = async () => (await logo.boundingBox())!.width
  const full = await width()
  await scrollTo(page, 50)
  await expect(logo).toHaveAttribute('data-shrunk', 'false')
  await scrollTo(page, 51)
  await expect(logo).toHaveAttribute('data-shrunk', 'true')
  await expect.poll(width).toBeLessThan(full * 0.8)
})

const secondImage = (page: Page) => page.locator('[data-slot="hero-image"][data-rotating]')
const opacityOf = (element: Locator) => element.evaluate((node) => Number(getComputedStyle(node).opacity))
const pauseSwitch = (page: Page) => page.getByRole('checkbox', { name: 'Pause background slideshow' })
/** What a finger taps: the round button drawn around the (visually hidden) checkbox. */
const pauseButton = (page: Page) => page.locator('[data-slot="hero-pause"]')

/** The rotation's animation now: its play state, its time, and how much of the second picture shows. */
const rotation = (page: Page, seek?: number) =>
  secondImage(page).evaluate((node, seek) => {
    const [running] = node.getAnimations()
    // Slowed to a crawl (the play state stays the page's to set), so a click lands where it was put.
    if (seek !== undefined) Object.assign(running!, { playbackRate: 0.001, currentTime: seek })
    return {
      playState: running!.playState,
      currentTime: Number(running!.currentTime),
      opacity: Number(getComputedStyle(node).opacity),
    }
  }, seek)

/** The hero's files the page has requested, with when, against the navigation's load event. */
const heroRequests = (page: Page) =>
  page.evaluate(() => {
    const { loadEventStart } = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    const files = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) =>
      /\/hero-\d-/.test(entry.name),
    )
    return {
      loadEventStart,
      files: files.map(({ name, startTime, responseEnd }) => ({
        path: new URL(name).pathname,
        startTime,
        responseEnd,
      })),
    }
  })

test.describe('the hero rotation', () => {
  test('it starts once the page has loaded and painted, never before', async ({ page }) => {
    await page.goto('/')
    const second = secondImage(page)
    await expect(page.locator('[data-slot="hero-image"]').first()).toBeVisible()
    await loaded(page)
    // Read from the page's own clock, so a busy machine cannot blur it: the animation's start on the
    // document's timeline against the load event and the first paint.
    const { started, loadEventStart, painted } = await second.evaluate(async (node) => {
      const [animation] = node.getAnimations()
      // Its start time is set at the first frame it runs in.
      await animation!.ready
      const { loadEventStart } = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
      const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0
      return { started: Number(animation!.startTime), loadEventStart, painted }
    })
    expect(loadEventStart).toBeGreaterThan(0)
    expect(started).toBeGreaterThanOrEqual(loadEventStart)
    expect(started).toBeGreaterThanOrEqual(painted)
  })

  test('it swaps every 5 seconds, each swap a 1 second fade', async ({ page }) => {
    await page.goto('/')
    // The animation exists once the page has loaded and painted (the class), which can be after goto returns.
    await loaded(page)
    // The rotation's state at each moment after the load event, by seeking its animation.
    const opacityAt = (ms: number) =>
      secondImage(page).evaluate((node, time) => {
        const [animation] = node.getAnimations()
        animation!.pause()
        animation!.currentTime = time
        return Number(getComputedStyle(node).opacity)
      }, ms)
    for (const [ms, opacity] of [
      [4999, 0],
      [6000, 1],
      [9999, 1],
      [11_000, 0],
      [14_999, 0],
      [16_000, 1],
    ] as const) {
      expect(await opacityAt(ms), `${ms} ms after load`).toBeCloseTo(opacity, 3)
    }
    for (const ms of [5500, 10_500, 15_500]) {
      const opacity = await opacityAt(ms)
      expect(opacity, `${ms} ms after load: cross-fading`).toBeGreaterThan(0.2)
      expect(opacity, `${ms} ms after load: cross-fading`).toBeLessThan(0.8)
    }
  })

  test('the second picture is requested only after the load event, never beside the first (the LCP)', async ({
    page,
  }) => {
    await page.goto('/')
    await expect
      .poll(async () => (await heroRequests(page)).files.some((file) => file.path.includes('/hero-2-')))
      .toBe(true)
    const { loadEventStart, files } = await heroRequests(page)
    const first = files.filter((file) => file.path.includes('/hero-1-'))
    const second = files.filter((file) => file.path.includes('/hero-2-'))
    expect(first, 'one file of the first picture').toHaveLength(1)
    expect(first[0]!.responseEnd).toBeLessThanOrEqual(loadEventStart)
    expect(second, 'one file of the second picture').toHaveLength(1)
    expect(second[0]!.startTime).toBeGreaterThanOrEqual(loadEventStart)
  })
})

test.describe('the pause switch', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true })

  test('the first tap, the moment the page shows, pauses the rotation; the next resumes it', async ({ page }) => {
    // Back as soon as the response starts: the tap comes before the page has loaded, so before the
    // rotation has even begun; it must start paused.
    await page.goto('/', { waitUntil: 'commit' })
    await pauseButton(page).tap()
    await expect(pauseSwitch(page)).toBeChecked()
    await loaded(page)
    expect(await rotation(page)).toMatchObject({ playState: 'paused', opacity: 0 })
    // The switch shows a play sign now, where it showed a pause sign.
    const signs = page.locator('[data-slot="hero-pause"] svg')
    await expect(signs.nth(0)).toBeHidden()
    await expect(signs.nth(1)).toBeVisible()

    await pauseButton(page).tap()
    await expect(pauseSwitch(page)).not.toBeChecked()
    await expect.poll(async () => (await rotation(page)).playState).toBe('running')
    await expect(signs.nth(0)).toBeVisible()
    await expect(signs.nth(1)).toBeHidden()
  })

  test('paused mid-fade, the picture coming into view is shown whole; paused between fades, it stays as it is', async ({
    page,
  }) => {
    await page.goto('/')
    await loaded(page)
    // Mid-fade towards the second picture: pausing finishes the fade rather than freezing a blend.
    expect((await rotation(page, 5500)).opacity).toBeLessThan(0.8)
    await pauseButton(page).tap()
    await expect.poll(async () => (await rotation(page)).playState).toBe('paused')
    const paused = await rotation(page)
    expect(paused.opacity).toBe(1)
    // At the end of that fade (a crawl of a few milliseconds aside): the next swap is the usual 4 s on.
    expect(paused.currentTime).toBeGreaterThanOrEqual(6000)
    expect(paused.currentTime).toBeLessThan(6010)

    await pauseButton(page).tap()
    await expect.poll(async () => (await rotation(page)).playState).toBe('running')

    // Paused while a picture is simply shown, it stays as it is.
    await rotation(page, 12_000)
    await pauseButton(page).tap()
    await expect.poll(async () => (await rotation(page)).playState).toBe('paused')
    expect(await rotation(page)).toMatchObject({ opacity: 0 })
    expect((await rotation(page)).currentTime).toBeLessThan(12_010)
  })

  test('Space on the focused switch pauses too', async ({ page }) => {
    await page.goto('/')
    await loaded(page)
    await pauseSwitch(page).focus()
    await page.keyboard.press('Space')
    await expect(pauseSwitch(page)).toBeChecked()
    await expect.poll(async () => (await rotation(page)).playState).toBe('paused')
  })
})

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })
  test('the hero never moves, offers no pause control and never fetches the second picture', async ({ page }) => {
    await page.goto('/')
    await loaded(page)
    await page.waitForLoadState('networkidle')
    const second = secondImage(page)
    expect(await second.evaluate((node) => node.getAnimations().length)).toBe(0)
    expect(await opacityOf(second)).toBe(0)
    await expect(page.locator('[data-slot="hero-pause"]')).toBeHidden()
    expect((await heroRequests(page)).files.map((file) => file.path)).toEqual([expect.stringContaining('/hero-1-')])
  })
})

test('the first hero image is fetched at high priority; no axe violations, best practices included', async ({
  page,
}) => {
  await page.goto('/')
  const first = page.locator('[data-slot="hero-image"]').first()
  await expect(first).toHaveAttribute('fetchpriority', 'high')
  await expect(first).toHaveAttribute('alt', '')
  await expectNoAxeViolations(page, 'the home hero', { allRules: true })
  await scrollTo(page, 1000)
  await expect(page.getByRole('banner')).toBeVisible()
  await expectNoAxeViolations(page, 'the home page with its header shown', { allRules: true })
})

firstVisitTest(
  "on a session's first visit the hero's picture waits until the intro has painted, and is there when it hands over",
  async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('[data-slot="intro-screen"]')).toBeHidden({ timeout: 30_000 })
    await expect(page.locator('[data-slot="hero-image"]').first()).toHaveJSProperty('complete', true)
    const { firstPaint, heroRequested } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      heroRequested: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) =>
        /\/hero-1-/.test(entry.name),
      )?.startTime,
    }))
    // Not beside the intro's first drawing, which the page's head asked for first.
    expect(heroRequested).toBeGreaterThan(firstPaint)
  },
)
