// The home page's moving parts (SPEC §2, §9): the header waits until the hero is scrolled past,
// the hero's backgrounds rotate every 5 s with a pause control, and its logo shrinks after 50 px.
import { expect, type Page, test } from './support/test.ts'
import { waitForHydration } from './support/hydration.ts'

test.use({ viewport: { width: 1280, height: 800 } })

const chrome = (page: Page) => page.locator('[data-slot="home-chrome"]')
const activeImage = (page: Page) => page.locator('[data-slot="hero-image"][data-active="true"]')

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

test('the hero backgrounds swap every 5 seconds with a 1 second fade, and the pause button stops them', async ({ page }) => {
  await page.clock.install()
  await page.goto('/')
  await waitForHydration(page)
  const images = page.locator('[data-slot="hero-image"]')
  await expect(images).toHaveCount(2)
  await expect(images.first()).toHaveCSS('transition-duration', '1s')

  // Freeze time, then restart the rotation with Pause and Play so its 5 s start at a known instant.
  await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 1000))
  await page.getByRole('button', { name: 'Pause background slideshow' }).click()
  await page.clock.runFor(15_000)
  const shown = (await activeImage(page).getAttribute('src'))!
  const other = shown.includes('hero-1') ? /hero-2/ : /hero-1/
  await expect(activeImage(page)).toHaveAttribute('src', shown)

  await page.getByRole('button', { name: 'Play background slideshow' }).click()
  await page.clock.runFor(4990)
  await expect(activeImage(page)).toHaveAttribute('src', shown)
  await page.clock.runFor(20)
  await expect(activeImage(page)).toHaveAttribute('src', other)
  await page.clock.runFor(5000)
  await expect(activeImage(page)).toHaveAttribute('src', shown)
})

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })
  test('the hero does not rotate and offers no pause control', async ({ page }) => {
    await page.clock.install()
    await page.goto('/')
    await waitForHydration(page)
    await page.clock.runFor(12_000)
    await expect(activeImage(page)).toHaveAttribute('src', /hero-1/)
    await expect(page.locator('[data-slot="hero-pause"]')).toHaveCount(0)
  })
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
