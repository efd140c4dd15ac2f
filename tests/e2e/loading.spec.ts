// How pages load (README, "Performance"): the HTML carries its CSS, no script is fetched before the
// page has loaded, and React then hydrates it; an early interaction does not wait for the load.
import { waitForHydration } from './support/hydration.ts'
import { expect, firstVisitTest, test } from './support/test.ts'

/** Start times (ms) of the page's script downloads, and of its load event. */
const timings = (page: import('@playwright/test').Page) =>
  page.evaluate(() => ({
    load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .map((entry) => entry.startTime),
    stylesheets: performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.css')).length,
  }))

for (const url of ['/', '/contact', '/projects']) {
  test(`${url}: no script is fetched until the page has loaded, then it hydrates; its CSS came with the HTML`, async ({ page }) => {
    await page.goto(url)
    await waitForHydration(page)
    const { load, scripts, stylesheets } = await timings(page)
    expect(load).toBeGreaterThan(0)
    expect(scripts.length).toBeGreaterThan(3)
    for (const start of scripts) expect(start).toBeGreaterThanOrEqual(load)
    expect(stylesheets).toBe(0)
  })
}

firstVisitTest("a session's first page also waits for the load, then plays the intro at once", async ({ page }) => {
  await page.goto('/faqs')
  await expect(page.locator('[data-slot="intro-screen"]')).toHaveAttribute('data-phase', 'play')
  const { load, scripts } = await timings(page)
  for (const start of scripts) expect(start).toBeGreaterThanOrEqual(load)
})

test('an interaction before the load event starts hydration at once', async ({ page }) => {
  // Hold one picture, so the load event cannot come while the visitor acts.
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/images/**', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await page.mouse.move(10, 10)
  await page.mouse.down()
  await page.mouse.up()
  await waitForHydration(page)
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete')
  release()
})
