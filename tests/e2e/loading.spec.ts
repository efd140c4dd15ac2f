// How pages load (README, "Performance"): the HTML carries its CSS, no script is fetched until the
// visitor interacts, and React then hydrates the page; a button pressed before React has taken
// over still does what it says.
import { waitForHydration } from './support/hydration.ts'
import { holdRequests } from './support/hold-requests.ts'
import { expect, firstVisitTest, test } from './support/test.ts'

/** Paths of the scripts the page has fetched so far. */
const scriptsFetched = (page: import('@playwright/test').Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .map((entry) => new URL(entry.name).pathname),
  )

const isHydrated = (page: import('@playwright/test').Page) => page.evaluate(() => 'hydrated' in document.documentElement.dataset)

for (const url of ['/', '/contact', '/projects']) {
  test(`${url}: a visitor who only reads gets no script; the first interaction hydrates the page; its CSS came with the HTML`, async ({ page }) => {
    await page.goto(url)
    // Well after the load event, nothing has been fetched or run.
    await page.waitForTimeout(2500)
    expect(await scriptsFetched(page)).toEqual([])
    expect(await isHydrated(page)).toBe(false)
    const stylesheets = await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.css')).length)
    expect(stylesheets).toBe(0)

    await waitForHydration(page)
    expect((await scriptsFetched(page)).length).toBeGreaterThan(0)
    expect(await isHydrated(page)).toBe(true)
  })
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true })

  test('a tap on the menu button before React has loaded opens the menu once it has', async ({ page }) => {
    // Hold the scripts, so the tap surely comes before hydration.
    const release = await holdRequests(page, '**/assets/**/*.js')
    await page.goto('/about')
    const menuButton = page.getByRole('button', { name: 'Menu' })
    await menuButton.tap()
    expect(await isHydrated(page)).toBe(false)
    release()
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Services' })).toBeVisible()
  })
})

firstVisitTest("a session's first page plays the intro with no script fetched; React still waits for an interaction", async ({ page }) => {
  await page.goto('/faqs')
  await expect(page.locator('[data-slot="intro-screen"]')).toHaveAttribute('data-phase', 'play')
  await expect(page.locator('[data-slot="intro-screen"]')).toBeHidden({ timeout: 10_000 })
  expect(await scriptsFetched(page)).toEqual([])
})

test('an interaction before the load event starts hydration at once', async ({ page }) => {
  // Hold one picture, so the load event cannot come while the visitor acts.
  const release = await holdRequests(page, '**/images/**')
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await page.mouse.move(10, 10)
  await page.mouse.down()
  await page.mouse.up()
  await waitForHydration(page)
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete')
  release()
})
