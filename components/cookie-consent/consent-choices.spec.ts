// The cookie consent dialog's choices (Accept All, Deny All, Save Preferences): each stores exactly the four-field
// consent record and closes the dialog, and answers the first tap even before the page's own script has arrived (an
// inline script right after its markup gives it behaviour); the policy links store nothing. Shared setup:
// tests/e2e/support/consent-visits.ts.
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
  finishLoading,
  floatingButton,
  mainChoices,
  stored,
  switchState,
  test,
  visitFresh,
  visitImpatiently,
} from '../../tests/e2e/support/consent-visits.ts'
import { loaded } from '../../tests/e2e/support/page-loaded.ts'

test.describe('choices', () => {
  for (const [name, record] of [
    ['Accept All', acceptedAll],
    ['Deny All', deniedAll],
  ]) {
    test(`'${name}' stores exactly ${record} and closes the dialog; the floating button comes back`, async ({
      page,
    }) => {
      await visitFresh(page)
      await choice(page, name!).click()
      await expect(dialogOf(page)).toHaveCount(0)
      expect(await stored(page)).toBe(record)
      await expect(floatingButton(page)).toBeVisible()
      // The next page does not ask again.
      await page.reload()
      await loaded(page)
      await expect(dialogOf(page)).toHaveCount(0)
    })
  }

  test("'Save Preferences' stores the switches as set, and closes the dialog", async ({ page }) => {
    for (const [analytics, marketing] of [
      [true, false],
      [false, true],
      [false, false],
    ] as const) {
      const dialog = await visitFresh(page)
      await choice(page, 'Customize Preferences').click()
      if (analytics) await dialog.getByRole('switch', { name: 'Analytics cookies' }).check()
      if (marketing) await dialog.getByRole('switch', { name: 'Marketing cookies' }).check()
      await choice(page, 'Save Preferences').click()
      await expect(dialog).toHaveCount(0)
      expect(await stored(page)).toBe(consentRecord(analytics, marketing))
      await page.evaluate(() => localStorage.clear())
    }
  })

  test("'Customize Preferences' shows switches saying On or Off; 'Back' returns to the three choices", async ({
    page,
  }) => {
    const dialog = await visitFresh(page)
    await choice(page, 'Customize Preferences').click()
    await expect(dialog).toHaveAccessibleName('Cookie preferences')
    await expect(dialog).toHaveAccessibleDescription(/^Choose which optional cookies we may use\./)
    await expect(dialog.getByRole('switch')).toHaveCount(3)
    await expect(dialog.getByRole('button')).toHaveText(['Back', 'Save Preferences'])
    // Optional cookies are off until the visitor switches them on; each says so in words (WCAG 1.4.1).
    const state = (title: string) => switchState(page, title)
    await expect(dialog.getByRole('switch', { name: 'Analytics cookies' })).not.toBeChecked()
    await expect(dialog.getByRole('switch', { name: 'Marketing cookies' })).not.toBeChecked()
    await expect(state('Essential cookies')).toHaveText('Always on')
    await expect(state('Analytics cookies')).toHaveText('Off')
    await expect(state('Marketing cookies')).toHaveText('Off')

    await dialog.getByRole('switch', { name: 'Analytics cookies' }).check()
    await expect(state('Analytics cookies')).toHaveText('On')
    await expect(state('Marketing cookies')).toHaveText('Off')
    await dialog.getByRole('switch', { name: 'Marketing cookies' }).check()
    await expect(state('Marketing cookies')).toHaveText('On')
    await dialog.getByRole('switch', { name: 'Analytics cookies' }).uncheck()
    await expect(state('Analytics cookies')).toHaveText('Off')

    await choice(page, 'Back').click()
    await expect(dialog).toHaveAccessibleName(dialogName)
    await expect(dialog.getByRole('button')).toHaveText(mainChoices)
    await expect(choice(page, 'Customize Preferences')).toBeFocused()
    expect(await stored(page)).toBeNull()
  })

  test('essential cookies are locked on: the switch is checked, disabled and says why', async ({ page }) => {
    const dialog = await visitFresh(page)
    await choice(page, 'Customize Preferences').click()
    const essential = dialog.getByRole('switch', { name: 'Essential cookies' })
    await expect(essential).toBeChecked()
    await expect(essential).toBeDisabled()
    await expect(essential).toHaveAccessibleDescription(/cannot be switched off/)
    await essential.click({ force: true })
    await expect(essential).toBeChecked()
    await dialog.getByText('Essential cookies', { exact: true }).click({ force: true })
    await expect(essential).toBeChecked()
    await choice(page, 'Save Preferences').click()
    expect(JSON.parse((await stored(page))!)).toMatchObject({ essential: true })
  })
})

test.describe('the first tap, before the page has finished loading', () => {
  // The page's script is held back, so the dialog's inline script alone must answer; once the
  // page's script runs too, nothing is done twice or undone. Taps, as on a phone.
  test.use({ hasTouch: true })
  for (const [name, record] of [
    ['Accept All', acceptedAll],
    ['Deny All', deniedAll],
  ]) {
    test(`'${name}' closes the dialog and stores ${record} at the first tap`, async ({ page }) => {
      const { dialog, release } = await visitImpatiently(page, '/about')
      await choice(page, name!).tap()
      await expect(dialog).toHaveCount(0)
      expect(await stored(page)).toBe(record)
      await expect(page.getByRole('main')).toBeFocused()
      await finishLoading(page, release)
      await expect(dialog).toHaveCount(0)
      expect(await stored(page)).toBe(record)
    })
  }

  test("'Customize Preferences', a switch, 'Back', Customize again, 'Save Preferences' answer their first tap", async ({
    page,
  }) => {
    const { dialog, release } = await visitImpatiently(page, '/faqs')
    await choice(page, 'Customize Preferences').tap()
    await expect(dialog).toHaveAccessibleName('Cookie preferences')
    await expect(dialog).toBeFocused()
    const marketing = dialog.getByRole('switch', { name: 'Marketing cookies' })
    await marketing.tap()
    await expect(marketing).toBeChecked()
    await expect(switchState(page, 'Marketing cookies')).toHaveText('On')
    await choice(page, 'Back').tap()
    await expect(dialog).toHaveAccessibleName(dialogName)
    await expect(choice(page, 'Customize Preferences')).toBeFocused()
    await choice(page, 'Customize Preferences').tap()
    await expect(dialog).toHaveAccessibleName('Cookie preferences')
    // The switch kept its place while the visitor went back and forth.
    await expect(marketing).toBeChecked()
    await choice(page, 'Save Preferences').tap()
    await expect(dialog).toHaveCount(0)
    expect(await stored(page)).toBe(consentRecord(false, true))
    await finishLoading(page, release)
    await expect(dialog).toHaveCount(0)
    expect(await stored(page)).toBe(consentRecord(false, true))
  })

  test('a policy link followed at once closes the dialog, and the policy opens without it', async ({ page }) => {
    const { release } = await visitImpatiently(page, '/about')
    await dialogOf(page).getByRole('link', { name: 'cookie policy' }).tap()
    await expect(page).toHaveURL('/cookies')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(dialogOf(page)).toHaveCount(0)
    await finishLoading(page, release)
    await expect(dialogOf(page)).toHaveCount(0)
    expect(await stored(page)).toBeNull()
  })
})

test.describe('policy links', () => {
  for (const [name, path] of [
    ['cookie policy', '/cookies'],
    ['privacy policy', '/privacy'],
  ] as const) {
    test(`the ${name} link: no choice stored, ${path} shown without the dialog, the next page asks again`, async ({
      page,
    }) => {
      await countDialogFrames(page)
      await visitFresh(page, '/about')
      // First the link's click alone, its navigation cancelled after the dialog has seen it: the
      // dialog closes on the page that had it, and nothing is stored.
      await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault(), { once: true }))
      await dialogOf(page).getByRole('link', { name }).click()
      await expect(dialogOf(page)).toHaveCount(0)
      await expect(page).toHaveURL('/about')
      expect(await stored(page)).toBeNull()
      // This page's reload is not the policy: it asks again.
      await page.reload()
      await expect(dialogOf(page)).toBeFocused()

      // Now followed: the policy is shown without the dialog, from its first frame.
      await dialogOf(page).getByRole('link', { name }).click()
      await expect(page).toHaveURL(path)
      await loaded(page)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(dialogOf(page)).toHaveCount(0)
      await expect.poll(async () => (await dialogFrames(page)).hidden).toBeGreaterThan(0)
      expect((await dialogFrames(page)).shown).toBe(0)
      expect(await stored(page)).toBeNull()

      // No choice was made: the next page asks again, and so does the policy page loaded anew.
      await page.getByRole('banner').getByRole('link', { name: 'Home' }).first().click()
      await expect(page).toHaveURL('/')
      await expect(dialogOf(page)).toBeVisible()
      await page.goto(path)
      await expect(dialogOf(page)).toBeVisible()
    })
  }
})
