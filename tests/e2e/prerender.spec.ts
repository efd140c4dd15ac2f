// A page the browser prerendered behaves as if opened at the tap (components/page-loading/activation.ts): until it is
// shown it decides, shows and starts nothing, and then it decides from the session as it is at that moment. Chromium
// will not prerender under DevTools, so the page is told it is prerendered as Chromium would tell it:
// `document.prerendering` true, then false with a `prerenderingchange` event.
import { INTRO_STORAGE_KEY } from '../../components/intro-screen/intro-pending.ts'
import { CONSENT_OPEN_ATTRIBUTE } from '../../components/cookie-consent/consent-attributes.ts'
import { loaded, loadedClass } from './support/page-loaded.ts'
import { expect, firstVisitTest, type Page } from './support/test.ts'

const test = firstVisitTest
// No stored cookie choice, and (firstVisitTest) no intro seen yet in this session.
test.use({ storageState: { cookies: [], origins: [] } })

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    let prerendering = true
    Object.defineProperty(Document.prototype, 'prerendering', { get: () => prerendering, configurable: true })
    Object.assign(window, {
      activate() {
        prerendering = false
        document.dispatchEvent(new Event('prerenderingchange'))
      },
    })
  })
})

/** The page loaded in the background, as a prerender: it has loaded and run its scripts, unseen. */
async function prerender(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'load' })
  const html = page.locator('html')
  await expect(html).toHaveClass(/\bjs\b/)
  return html
}

const activate = (page: Page) => page.evaluate(() => (window as unknown as { activate: () => void }).activate())

test('a prerendered page shows no intro, dialog or motion until shown, and no intro if the session saw it', async ({
  page,
}) => {
  const html = await prerender(page, '/')
  // Scripts have run and the page has loaded, yet nothing has started.
  await page.waitForFunction(() => document.readyState === 'complete')
  await expect(html).not.toHaveClass(/intro-pending/)
  await expect(html).not.toHaveClass(loadedClass)
  await expect(html).not.toHaveAttribute(CONSENT_OPEN_ATTRIBUTE)
  await expect(page.locator('[data-slot="intro-screen"]')).toBeHidden()
  await expect(page.locator('[data-slot="cookie-consent"]')).toBeHidden()

  // Meanwhile the page the visitor was on played the intro; then they tap the link.
  await page.evaluate((key) => sessionStorage.setItem(key, 'true'), INTRO_STORAGE_KEY)
  await activate(page)
  await loaded(page)
  await expect(html).not.toHaveClass(/intro-pending/)
  await expect(page.locator('[data-slot="intro-screen"]')).toBeHidden()
  // No choice is stored, so the dialog asks now that the page is seen.
  await expect(page.locator('[data-slot="cookie-consent"]')).toBeVisible()
})

test('a session’s first page, prerendered, plays the intro once shown', async ({ page }) => {
  const html = await prerender(page, '/about')
  await expect(page.locator('[data-slot="intro-screen"]')).toBeHidden()
  await activate(page)
  await expect(html).toHaveClass(/intro-pending/)
  await expect(page.locator('[data-slot="intro-screen"]')).toBeVisible()
})
