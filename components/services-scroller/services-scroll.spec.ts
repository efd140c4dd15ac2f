// /services: from 1024 px the panels scroll sideways and the mouse wheel drives them until either
// end; below 1024 px they stack. Keyboard scrolling works too. The sideways wheel is the page's
// script (components/services-scroller/wheel-scroll.behaviour.ts); the rest is CSS.
import { expect, type Page, test } from '../../tests/e2e/support/test.ts'

const scroller = (page: Page) => page.locator('[data-slot="services-scroller"]')
const scrollLeft = (page: Page) => scroller(page).evaluate((el) => el.scrollLeft)
const scrollY = (page: Page) => page.evaluate(() => window.scrollY)

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('the wheel moves the panels sideways until the end, then the page scrolls on', async ({ page }) => {
    await page.goto('/services')
    // The page's script has run (it marks the page loaded): before it, a wheel scrolls the page as usual.
    await expect(page.locator('html')).toHaveClass(/(^|\s)loaded(\s|$)/)
    const box = (await scroller(page).boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)

    const max = await scroller(page).evaluate((el) => el.scrollWidth - el.clientWidth)
    expect(max).toBeGreaterThan(1280 * 5) // intro, five panels and the closing call to action

    await page.mouse.wheel(0, 400)
    await expect.poll(() => scrollLeft(page)).toBe(400)
    expect(await scrollY(page)).toBe(0)

    // Wheel on until the last panel: the page itself has not moved.
    for (let i = 0; i < 25 && (await scrollLeft(page)) < max - 1; i++) await page.mouse.wheel(0, 400)
    await expect.poll(() => scrollLeft(page)).toBeGreaterThanOrEqual(max - 1)
    expect(await scrollY(page)).toBe(0)
    await expect(
      page.locator('[data-slot="services-cta"]').getByRole('link', { name: 'Book Free Consultation' }),
    ).toBeInViewport()

    // At the end the wheel scrolls the page down as usual...
    await page.mouse.wheel(0, 400)
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0)

    // ...and back at the top, wheeling up runs the panels back to the start.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.wheel(0, -400)
    await expect.poll(() => scrollLeft(page)).toBeLessThan(max - 1)
    expect(await scrollY(page)).toBe(0)
  })

  test('the panels scroll with the arrow keys, and Tab brings a panel link into view', async ({ page }) => {
    await page.goto('/services')
    await scroller(page).focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => scrollLeft(page)).toBeGreaterThan(0)

    const cta = page.locator('[data-slot="services-cta"]').getByRole('link', { name: 'Book Free Consultation' })
    await cta.focus()
    await expect(cta).toBeInViewport()
  })
})

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('the panels stack and the wheel scrolls the page', async ({ page }) => {
    await page.goto('/services')
    await expect(page.locator('html')).toHaveClass(/(^|\s)loaded(\s|$)/)
    const panels = page.locator('[data-slot="service-panel"]')
    await expect(panels).toHaveCount(5)
    const boxes = await Promise.all((await panels.all()).map((panel) => panel.boundingBox()))
    for (const [index, box] of boxes.entries()) {
      expect(box!.x).toBe(0)
      if (index) expect(box!.y).toBeGreaterThan(boxes[index - 1]!.y)
    }
    expect(await scroller(page).evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0)
    await page.mouse.move(180, 400)
    await page.mouse.wheel(0, 400)
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0)
  })
})
