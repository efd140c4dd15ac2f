// On every navigation the page scrolls to the top. There is no client-side router: every
// link loads a new page, which the browser shows from its top; going back is the browser's own
// history, which returns the visitor to where they were.
import { expect, type Locator, type Page, test } from './support/test.ts'
import { pages } from './support/content.ts'

test.use({ viewport: { width: 1280, height: 900 } })

declare global {
  interface Window {
    scrollFrames?: number[]
    sameDocument?: boolean
  }
}

/** Records the scroll position of every frame of every page from its first, from now on. */
const recordScrollFromFirstFrame = (page: Page) =>
  page.addInitScript(() => {
    const frames: number[] = []
    window.scrollFrames = frames
    const record = () => {
      frames.push(Math.round(window.scrollY))
      requestAnimationFrame(record)
    }
    requestAnimationFrame(record)
  })

/** Scrolls the page to its bottom and marks the document, to tell a new page from the same one. */
async function scrollToBottom(page: Page) {
  await page.evaluate(() => {
    window.sameDocument = true
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' })
  })
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
}

/** The new page is a new document, and every frame it has painted was at the top. */
async function expectNewPageShownAtTop(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
  await page.evaluate(() => new Promise(requestAnimationFrame))
  const { sameDocument, frames } = await page.evaluate(() => ({
    sameDocument: window.sameDocument,
    frames: window.scrollFrames,
  }))
  expect(sameDocument, 'a full page load').toBeUndefined()
  expect(frames!.length).toBeGreaterThan(0)
  expect(new Set(frames), 'scroll positions of every frame of the new page').toEqual(new Set([0]))
}

const footerProjectsLink = (page: Page): Locator =>
  page
    .getByRole('contentinfo')
    .getByRole('navigation', { name: 'Our Sections' })
    .getByRole('link', { name: 'Projects' })

for (const reducedMotion of ['reduce', 'no-preference'] as const) {
  test(`a footer link at the bottom opens its page at the top from the first frame (${reducedMotion} motion)`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion })
    await page.goto('/about')
    await recordScrollFromFirstFrame(page)
    await scrollToBottom(page)
    await footerProjectsLink(page).click()
    await expect(page).toHaveURL('/projects')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.projects.heading)
    await expectNewPageShownAtTop(page)
  })
}

test('following a project card from the middle of the home page opens the project at the top', async ({ page }) => {
  await page.goto('/')
  await recordScrollFromFirstFrame(page)
  const card = page.getByRole('region', { name: 'Featured Projects' }).getByRole('link').last()
  await card.scrollIntoViewIfNeeded()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
  await page.evaluate(() => (window.sameDocument = true))
  const title = (await card.textContent())!
  await card.click()
  await expect(page).toHaveURL(/\/projects\/[a-z0-9-]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expectNewPageShownAtTop(page)
})

test('Back returns to the previous page where the visitor left it, as browsers do', async ({ page }) => {
  await page.goto('/about')
  await scrollToBottom(page)
  const left = await page.evaluate(() => window.scrollY)
  await footerProjectsLink(page).click()
  await expect(page).toHaveURL('/projects')
  await page.goBack()
  await expect(page).toHaveURL('/about')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left)
})
