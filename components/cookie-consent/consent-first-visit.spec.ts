// The cookie consent dialog on a first visit: shown whole from when it works, on every page, its two main choices
// equally prominent; never shown, not for one frame, to a visitor with a valid stored choice; nothing shown without
// JavaScript. Shared setup: tests/e2e/support/consent-visits.ts.
import {
  acceptedAll,
  choice,
  consentRecord,
  countDialogFrames,
  deniedAll,
  dialogFrames,
  dialogName,
  dialogOf,
  expect,
  floatingButton,
  type Locator,
  mainChoices,
  stored,
  test,
  visitFresh,
  visitWithStored,
} from '../../tests/e2e/support/consent-visits.ts'
import { loaded } from '../../tests/e2e/support/page-loaded.ts'
import { consentKey } from '../../tests/e2e/support/consent.ts'

test.describe('first visit', () => {
  test('shown whole once it works, named by its heading, described by its text, with the three choices', async ({
    page,
  }) => {
    await countDialogFrames(page)
    const dialog = await visitFresh(page)
    await expect(dialog).toHaveAccessibleName(dialogName)
    await expect(dialog).toHaveAccessibleDescription(
      /We use essential cookies to make this website work\..*cookie policy and privacy policy\./,
    )
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(dialogName)
    // Non-modal: the page stays readable and usable around it (see the component's README).
    await expect(dialog).not.toHaveAttribute('aria-modal', 'true')
    await expect(dialog.getByRole('button')).toHaveText(mainChoices)
    await expect(dialog.getByRole('link', { name: 'cookie policy' })).toHaveAttribute('href', '/cookies')
    await expect(dialog.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy')
    // Shown whole, once its markup and its script are in, and in every frame after: never half
    // read, never flickering.
    await expect.poll(async () => (await dialogFrames(page)).shown).toBeGreaterThan(0)
    expect(await dialogFrames(page)).toMatchObject({ shownPartly: 0, hiddenAfterShown: 0 })
    expect(await stored(page)).toBeNull()
  })

  test('it asks on every page, and the floating contact button makes way for it', async ({ page }) => {
    for (const url of ['/about', '/cookies', '/projects/farmstead-eastry']) {
      await visitFresh(page, url)
      await expect(floatingButton(page)).toBeHidden()
    }
  })

  test("'Accept All' and 'Deny All' are equally prominent: same size, same style", async ({ page }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await visitFresh(page)
      const look = (button: Locator) =>
        button.evaluate((element) => {
          const style = getComputedStyle(element)
          const { width, height } = element.getBoundingClientRect()
          return {
            width: Math.round(width),
            height: Math.round(height),
            ...Object.fromEntries(
              ['background-color', 'color', 'font-size', 'font-weight', 'border', 'padding'].map((name) => [
                name,
                style.getPropertyValue(name),
              ]),
            ),
          }
        })
      const accept = await look(choice(page, 'Accept All'))
      expect(await look(choice(page, 'Deny All')), `at ${width} px`).toEqual(accept)
    }
  })
})

test.describe('a stored choice', () => {
  test('a visitor who has chosen never sees the dialog, not for one frame, on any page', async ({ page }) => {
    await countDialogFrames(page)
    for (const url of ['/', '/privacy', '/projects/farmstead-eastry']) {
      const html = await (await page.request.get(url)).text()
      expect(html, 'the dialog is in the page, hidden by CSS').toContain('data-slot="cookie-consent"')
      await visitWithStored(page, url, deniedAll)
      await loaded(page)
      await expect(dialogOf(page)).toHaveCount(0)
      // Painted frames with the dialog in the page, none of them showing it.
      await expect.poll(async () => (await dialogFrames(page)).hidden, url).toBeGreaterThan(0)
      expect((await dialogFrames(page)).shown, url).toBe(0)
      await expect(floatingButton(page)).toBeVisible()
    }
  })

  test('only a valid record keeps the dialog away; anything else counts as no choice and asks', async ({ page }) => {
    await page.goto('/')
    for (const [record, asks] of [
      [acceptedAll, false],
      [deniedAll, false],
      [consentRecord(true, false), false],
      ['{"accepted":true}', false],
      ['{"accepted":true,', true],
      [JSON.stringify({ accepted: false, essential: true, analytics: true, marketing: true }), true],
      [JSON.stringify({ accepted: true, essential: true, analytics: 'yes', marketing: false }), true],
    ] as const) {
      await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [consentKey, record])
      await page.reload()
      await expect(dialogOf(page), record).toHaveCount(asks ? 1 : 0)
      await expect(floatingButton(page), record).toBeVisible({ visible: !asks })
    }
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('nothing is shown, and the policy pages say so instead of offering a button that cannot work', async ({
    page,
  }) => {
    for (const url of ['/', '/cookies', '/privacy']) {
      await page.goto(url)
      await expect(dialogOf(page)).toHaveCount(0)
      await expect(page.getByRole('button', { name: 'Change cookie preferences' })).toHaveCount(0)
    }
    // Playwright's switch keeps the parser's scripting flag, so <noscript> is not rendered here as
    // it is in a browser with JavaScript off: check the HTML carries the note.
    for (const url of ['/cookies', '/privacy']) {
      const html = await (await page.request.get(url)).text()
      expect(html).toMatch(/<noscript><p[^>]*>JavaScript is switched off, so this website stores no cookie choice/)
    }
  })
})
