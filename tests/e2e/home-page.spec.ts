// The home page's moving parts (SPEC §2, §9): the header waits until the hero is scrolled past,
// the hero's backgrounds rotate every 5 s with a pause control (by CSS, before React hydrates at
// the visitor's first interaction), and its logo shrinks after 50 px.
import { expect, type Locator, type Page, test } from './support/test.ts'
import { waitForHydration } from './support/hydration.ts'
import { PAGE_LOADED_CLASS } from '../../renderer/page-loaded.ts'

test.use({ viewport: { width: 1280, height: 800 } })

const chrome = (page: Page) => page.locator('[data-slot="home-chrome"]')

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
}

test('the header and contact bar appear only after scrolling past one viewport height', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const header = page.getByRole('banner')
  await expect(header).toBeHidden()
  // Hidden means out of the tab order too: the first Tab stops are the skip link and the hero's.
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => document.activeElement?.closest('header') === null)).toBe(true)

  await scrollTo(page, 790)
  await expect(header).toBeHidden()
  await scrollTo(page, 810)
  await expect(header).toBeVisible()
  await expect(page.getByRole('link', { name: '01632 960 418' }).first()).toBeVisible()
  await expect(chrome(page)).toHaveAttribute('data-revealed', 'true')

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
  await waitForHydration(page)
  const logo = page.locator('[data-slot="hero-logo"]')
  const width = async () => (await logo.boundingBox())!.width
  const full = await width()
  await scrollTo(page, 50)
  await expect(logo).toHaveAttribute('data-shrunk', 'false')
  await scrollTo(page, 51)
  await expect(logo).toHaveAttribute('data-shrunk', 'true')
  await expect.poll(width).toBeLessThan(full * 0.8)
})

/**
 * Blocks the hydration entry: the page stays its prerendered HTML and CSS with the head script,
 * as it is until the visitor's first interaction.
 */
const withoutReact = (page: Page) => page.route('**/assets/entries/**', (route) => route.abort())

const secondImage = (page: Page) => page.locator('[data-slot="hero-image"][data-rotating]')
const opacityOf = (element: Locator) => element.evaluate((node) => Number(getComputedStyle(node).opacity))
const isHydrated = (page: Page) => page.evaluate(() => Object.keys(document.querySelector('[data-slot="hero-pause"]')!).some((key) => key.startsWith('__reactProps$')))

/** The hero's files the page has requested, with when, against the navigation's load event. */
const heroRequests = (page: Page) =>
  page.evaluate(() => {
    const { loadEventStart } = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    const files = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => /\/hero-\d-/.test(entry.name))
    return { loadEventStart, files: files.map(({ name, startTime, responseEnd }) => ({ path: new URL(name).pathname, startTime, responseEnd })) }
  })

test.describe('the hero rotation, before React hydrates', () => {
  // The rotation starts once the page has loaded and painted its first content (renderer/page-loaded.ts).
  test('five seconds after the page has loaded and painted, the second background fades in over one second', async ({ page }) => {
    await withoutReact(page)
    await page.goto('/')
    const second = secondImage(page)
    expect(await opacityOf(second)).toBe(0)
    await expect(page.locator('[data-slot="hero-image"]').first()).toBeVisible()
    // Times from the page's own clock, frame by frame, so a busy machine does not blur them.
    const { fadeStart, fadeEnd } = await second.evaluate(
      (node) =>
        new Promise<{ fadeStart: number; fadeEnd: number }>((resolve) => {
          const { loadEventStart } = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
          const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0
          const loaded = Math.max(loadEventStart, painted)
          let fadeStart = 0
          const sample = (now: number) => {
            const opacity = Number(getComputedStyle(node).opacity)
            if (opacity > 0 && !fadeStart) fadeStart = now - loaded
            if (opacity === 1) return resolve({ fadeStart, fadeEnd: now - loaded })
            requestAnimationFrame(sample)
          }
          requestAnimationFrame(sample)
        }),
    )
    expect(fadeStart).toBeGreaterThan(4900)
    expect(fadeStart).toBeLessThan(5600)
    expect(fadeEnd - fadeStart).toBeGreaterThan(700)
    expect(fadeEnd - fadeStart).toBeLessThan(1400)
    expect(await isHydrated(page), 'React never ran').toBe(false)
  })

  test('it swaps every 5 seconds, each swap a 1 second fade (SPEC §9)', async ({ page }) => {
    await withoutReact(page)
    await page.goto('/')
    // The animation exists once the page has loaded and painted (the class), which can be after goto returns.
    await expect(page.locator('html')).toHaveClass(new RegExp(`(^|\\s)${PAGE_LOADED_CLASS}(\\s|$)`))
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

  test('the second picture is requested only after the load event, never beside the first (the LCP)', async ({ page }) => {
    await withoutReact(page)
    await page.goto('/')
    await expect.poll(async () => (await heroRequests(page)).files.some((file) => file.path.includes('/hero-2-'))).toBe(true)
    const { loadEventStart, files } = await heroRequests(page)
    const first = files.filter((file) => file.path.includes('/hero-1-'))
    const second = files.filter((file) => file.path.includes('/hero-2-'))
    expect(first, 'one file of the first picture').toHaveLength(1)
    expect(first[0]!.responseEnd).toBeLessThanOrEqual(loadEventStart)
    expect(second, 'one file of the second picture').toHaveLength(1)
    expect(second[0]!.startTime).toBeGreaterThanOrEqual(loadEventStart)
  })
})

test('once hydrated, the pause button stops the rotation with the picture in view whole, and play resumes it', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const second = secondImage(page)
  const animation = (action: 'state' | { seek: number }) =>
    second.evaluate((node, what) => {
      const [running] = node.getAnimations()
      // Slowed to a crawl (play-state stays the page's to set), so the click lands mid-fade.
      if (typeof what === 'object') Object.assign(running!, { playbackRate: 0.001, currentTime: what.seek })
      return { playState: running!.playState, currentTime: Number(running!.currentTime), opacity: Number(getComputedStyle(node).opacity) }
    }, action)

  // Mid-fade towards the second picture: pausing finishes the fade rather than freezing a blend.
  expect((await animation({ seek: 5500 })).opacity).toBeLessThan(0.8)
  await page.getByRole('button', { name: 'Pause background slideshow' }).click()
  await expect(page.getByRole('button', { name: 'Play background slideshow' })).toBeVisible()
  await expect.poll(async () => (await animation('state')).playState).toBe('paused')
  const paused = await animation('state')
  expect(paused.opacity).toBe(1)
  // At the end of that fade (a crawl of a few milliseconds aside): the next swap is the usual 4 s on.
  expect(paused.currentTime).toBeGreaterThanOrEqual(6000)
  expect(paused.currentTime).toBeLessThan(6010)

  await page.getByRole('button', { name: 'Play background slideshow' }).click()
  await expect(page.getByRole('button', { name: 'Pause background slideshow' })).toBeVisible()
  await expect.poll(async () => (await animation('state')).playState).toBe('running')

  // Paused while a picture is simply shown, it stays as it is.
  await animation({ seek: 12_000 })
  await page.getByRole('button', { name: 'Pause background slideshow' }).click()
  await expect.poll(async () => (await animation('state')).playState).toBe('paused')
  expect(await animation('state')).toMatchObject({ opacity: 0 })
  expect((await animation('state')).currentTime).toBeLessThan(12_010)
})

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })
  for (const hydrated of [false, true]) {
    test(`the hero never moves, offers no pause control and never fetches the second picture (${hydrated ? 'hydrated' : 'before React'})`, async ({ page }) => {
      if (!hydrated) await withoutReact(page)
      await page.goto('/')
      if (hydrated) await waitForHydration(page)
      await page.waitForLoadState('networkidle')
      const second = secondImage(page)
      expect(await second.evaluate((node) => node.getAnimations().length)).toBe(0)
      expect(await opacityOf(second)).toBe(0)
      await expect(page.locator('[data-slot="hero-pause"]')).toBeHidden()
      expect((await heroRequests(page)).files.map((file) => file.path)).toEqual([expect.stringContaining('/hero-1-')])
    })
  }
})

test('the first hero image is fetched eagerly with high priority; the page has no axe violations', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const first = page.locator('[data-slot="hero-image"]').first()
  await expect(first).toHaveAttribute('fetchpriority', 'high')
  await expect(first).toHaveAttribute('loading', 'eager')
  await expect(first).toHaveAttribute('alt', '')
  const { expectNoAxeViolations } = await import('./support/axe.ts')
  await expectNoAxeViolations(page, 'the home hero')
})
