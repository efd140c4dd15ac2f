// What the cookie consent specs (consent-*.spec.ts) share: their `test`, for a first-time visitor (empty storage) who
// has already seen the intro, and the ways they visit a page and read the dialog.
import { expect, type Page, test as base } from './test.ts'
import { consentKey, consentRecord } from './consent.ts'
import { site } from './content.ts'
import { holdRequests } from './hold-requests.ts'
import { hasLoaded, loaded } from './page-loaded.ts'

/**
 * Every test starts as a first-time visitor: no stored cookie choice. Each loads one or more whole pages as such,
 * several of them twice or run axe over a page: more time than the suite's default, so a busy machine does not fail
 * them.
 */
export const test = base.extend<{ slowFirstVisit: undefined }>({
  storageState: { cookies: [], origins: [] },
  slowFirstVisit: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, testInfo) => {
      testInfo.slow()
      await use(undefined)
    },
    { auto: true },
  ],
})

export { consentRecord, expect }
export type { Locator, Page } from './test.ts'

export const acceptedAll = consentRecord(true, true)
export const deniedAll = consentRecord(false, false)
export const mainChoices = ['Accept All', 'Deny All', 'Customize Preferences']
export const dialogName = `Cookies on ${site.name}`

export const dialogOf = (page: Page) => page.getByRole('dialog')
export const choice = (page: Page, name: string) => dialogOf(page).getByRole('button', { name, exact: true })
export const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), consentKey)
export const floatingButton = (page: Page) => page.locator('[data-slot="floating-contact"]')
/** The words beside a switch ('On', 'Off', 'Always on'), found by the switch's title. */
export const switchState = (page: Page, title: string) =>
  dialogOf(page)
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) })
    .locator('[data-consent-state]')
export const changeButton = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: 'Change cookie preferences' })
export const activeElement = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement
    return {
      tag: element?.tagName.toLowerCase(),
      id: element?.id,
      text: element?.textContent?.trim(),
      inDialog: !!element?.closest('[role="dialog"]'),
      isDialog: element?.getAttribute('role') === 'dialog',
    }
  })

/** Opens `url` as a visitor with `record` (any raw string, valid or not) stored before the page's first script runs. */
export async function visitWithStored(page: Page, url: string, record: string) {
  // Stored once per tab, so a reload shows what the site itself stored since.
  await page.addInitScript(
    ([key, value]) => {
      if (sessionStorage.getItem('e2e-seeded')) return
      localStorage.setItem(key!, value!)
      sessionStorage.setItem('e2e-seeded', 'yes')
    },
    [consentKey, record],
  )
  await page.goto(url)
}

/** Opens `url` as a first-time visitor; the dialog is there, and has taken focus, once the page has loaded. */
export async function visitFresh(page: Page, url = '/') {
  await page.goto(url)
  const dialog = dialogOf(page)
  await expect(dialog).toBeVisible()
  await expect(dialog).toBeFocused()
  return dialog
}

/**
 * Starts loading `url` and returns as soon as the server answers, with the page's only script
 * (pages/+client.ts and what it imports) held back: whatever the dialog does then, its inline
 * script does alone, as for an impatient visitor on a slow phone. `release` lets the script through.
 */
export async function visitImpatiently(page: Page, url = '/') {
  const release = await holdRequests(page, '**/assets/**/*.js')
  await page.goto(url, { waitUntil: 'commit' })
  const dialog = dialogOf(page)
  // Visible, and focused: the script right after its markup has run (it focuses the dialog), so a
  // tap from now on is the dialog's to answer. Nothing else has: the page's entry is held.
  await expect(dialog).toBeFocused()
  expect(await hasLoaded(page), "the page's entry has not run").toBe(false)
  return { dialog, release }
}

/** Lets the page's script through and waits until it has run (it marks <html> `loaded`). */
export async function finishLoading(page: Page, release: () => void) {
  release()
  await loaded(page)
}

/**
 * Counts, from the first frame of every document the page opens, the frames painted with the
 * dialog in the page, showing (`shown`) or not (`hidden`); of those, the frames that showed it
 * before all of its markup was in (`shownPartly`: it would grow upwards as the rest came, a layout
 * shift) and those that hid it again after it had shown (`hiddenAfterShown`, a flicker). Read with
 * `dialogFrames`.
 */
export const countDialogFrames = (page: Page) =>
  page.addInitScript(() => {
    const frames = { shown: 0, hidden: 0, shownPartly: 0, hiddenAfterShown: 0 }
    ;(window as unknown as { dialogFrames: typeof frames }).dialogFrames = frames
    const sample = () => {
      const dialog = document.querySelector('[data-slot="cookie-consent"]')
      if (dialog?.checkVisibility()) {
        frames.shown++
        // Its last button, in the customise view: the whole dialog has been read.
        if (!dialog.querySelector('[data-consent-action="save"]')) frames.shownPartly++
      } else if (dialog) {
        frames.hidden++
        if (frames.shown) frames.hiddenAfterShown++
      }
      requestAnimationFrame(sample)
    }
    requestAnimationFrame(sample)
  })
export const dialogFrames = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as {
          dialogFrames: { shown: number; hidden: number; shownPartly: number; hiddenAfterShown: number }
        }
      ).dialogFrames,
  )
