// SPEC §2: on every navigation the page scrolls to the top.
import { expect, type Locator, type Page, test } from './support/test.ts'
import { pages } from './support/content.ts'
import { waitForHydration } from './support/hydration.ts'

test.use({ viewport: { width: 1280, height: 900 } })

declare global {
  interface Window {
    scrollFrames?: { heading: string; scrollY: number; time: number }[]
  }
}

/** Scrolls to the bottom of `url`, then records the h1 and scroll position of every frame. */
async function scrollDownAndRecord(page: Page, url: string) {
  await page.goto(url)
  await waitForHydration(page)
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
  await page.evaluate(() => {
    const frames: { heading: string; scrollY: number; time: number }[] = (window.scrollFrames = [])
    const record = (time: number) => {
      frames.push({ heading: document.querySelector('h1')?.textContent ?? '', scrollY: Math.round(window.scrollY), time })
      requestAnimationFrame(record)
    }
    requestAnimationFrame(record)
  })
}

/**
 * How long the page with `heading` was shown before it reached the top, in ms. The router scrolls
 * just after React commits the new page, so a frame may pass; an animated scroll takes ~0.5 s.
 */
async function timeToTop(page: Page, heading: string): Promise<{ ms: number; positions: number[] }> {
  const frames = await page.evaluate(() => window.scrollFrames)
  // A full page load (no client-side routing) starts a new document without the recorder.
  if (!frames) return { ms: 0, positions: [await page.evaluate(() => window.scrollY)] }
  const shown = frames.filter((frame) => frame.heading === heading)
  const top = shown.find((frame) => frame.scrollY === 0)
  expect(shown.length && top, 'the new page was shown and reached the top').toBeTruthy()
  return { ms: top!.time - shown[0]!.time, positions: [...new Set(shown.map((frame) => frame.scrollY))] }
}

async function expectShownAtTop(page: Page) {
  await footerProjectsLink(page).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.projects.heading)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  const { ms, positions } = await timeToTop(page, pages.projects.heading)
  expect(ms, `the new page was shown at scrollY ${positions.join(', ')} for ${Math.round(ms)} ms`).toBeLessThanOrEqual(250)
}

const footerProjectsLink = (page: Page): Locator =>
  page.getByRole('contentinfo').getByRole('navigation', { name: 'Our Sections' }).getByRole('link', { name: 'Projects' })

test('following a footer link from the bottom of a page brings the visitor to the top of the new page', async ({ page }) => {
  await scrollDownAndRecord(page, '/about')
  await footerProjectsLink(page).click()
  await expect(page).toHaveURL('/projects')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.projects.heading)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
})

test('following a project card from the middle of the home page opens the project at the top', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const card = page.getByRole('region', { name: 'Featured Projects' }).getByRole('link').last()
  await card.scrollIntoViewIfNeeded()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
  const title = (await card.textContent())!
  await card.click()
  await expect(page).toHaveURL(/\/projects\/[a-z0-9-]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test.describe('the new page is shown at the top at once, not scrolled up from the old position', () => {
  test('with reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await scrollDownAndRecord(page, '/about')
    await expectShownAtTop(page)
  })

  test('without a reduced-motion preference', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await scrollDownAndRecord(page, '/about')
    await expectShownAtTop(page)
  })
})
