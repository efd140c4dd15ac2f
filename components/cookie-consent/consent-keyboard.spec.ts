// The cookie consent dialog by keyboard and assistive technology: focus starts in it and goes to the main content
// after a choice, the whole dialog works from the keyboard, 'Change cookie preferences' reopens it and gets focus back,
// a choice in another tab closes it here, and axe finds nothing wrong in either view.
// Shared setup: tests/e2e/support/consent-visits.ts.
import {
  acceptedAll,
  activeElement,
  changeButton,
  choice,
  consentRecord,
  deniedAll,
  dialogName,
  dialogOf,
  mainChoices,
  expect,
  floatingButton,
  stored,
  switchState,
  test,
  visitFresh,
  visitWithStored,
} from '../../tests/e2e/support/consent-visits.ts'
import { expectNoAxeViolations } from '../../tests/e2e/support/axe.ts'

test.describe('focus and keyboard', () => {
  test('focus starts in the dialog and goes to the main content after a choice on a fresh page', async ({ page }) => {
    await visitFresh(page)
    expect(await activeElement(page)).toMatchObject({ isDialog: true })
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    expect(await activeElement(page)).toMatchObject({ text: 'Accept All', inDialog: true })
    await page.keyboard.press('Enter')
    await expect(dialogOf(page)).toHaveCount(0)
    expect(await activeElement(page)).toMatchObject({ tag: 'main', id: 'main' })
    expect(await stored(page)).toBe(acceptedAll)
  })

  test('the whole dialog works from the keyboard, in a sensible order; Escape never dismisses it', async ({ page }) => {
    const dialog = await visitFresh(page)

    const order: (string | undefined)[] = []
    for (let step = 0; step < 5; step++) {
      await page.keyboard.press('Tab')
      order.push((await activeElement(page)).text)
    }
    expect(order).toEqual(['cookie policy', 'privacy policy', ...mainChoices])

    // A choice is required: Escape leaves the dialog open, focus inside, nothing stored.
    await page.keyboard.press('Escape')
    await expect(dialog).toBeVisible()
    expect(await activeElement(page)).toMatchObject({ text: 'Customize Preferences', inDialog: true })

    await page.keyboard.press('Enter')
    await expect(dialog).toHaveAccessibleName('Cookie preferences')
    // The customise view's name and text are announced: the dialog itself has focus.
    expect(await activeElement(page)).toMatchObject({ isDialog: true })
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveAccessibleName('Cookie preferences')

    // Back by keyboard returns to 'Customize Preferences'.
    const tabTo = async (steps: number) => {
      for (let step = 0; step < steps; step++) await page.keyboard.press('Tab')
    }
    // The policy links, then the switches: the locked essential one is not a stop.
    await tabTo(3)
    expect(await activeElement(page)).toMatchObject({ tag: 'input', id: 'cookie-analytics' })
    await page.keyboard.press('Space')
    await expect(dialog.getByRole('switch', { name: 'Analytics cookies' })).toBeChecked()
    await tabTo(1)
    expect(await activeElement(page)).toMatchObject({ tag: 'input', id: 'cookie-marketing' })
    await tabTo(1)
    expect(await activeElement(page)).toMatchObject({ text: 'Back', inDialog: true })
    await page.keyboard.press('Enter')
    await expect(dialog).toHaveAccessibleName(dialogName)
    expect(await activeElement(page)).toMatchObject({ text: 'Customize Preferences', inDialog: true })

    await page.keyboard.press('Space')
    await expect(dialog).toHaveAccessibleName('Cookie preferences')
    await tabTo(6)
    expect(await activeElement(page)).toMatchObject({ text: 'Save Preferences', inDialog: true })
    expect(await stored(page)).toBeNull()

    await page.keyboard.press('Enter')
    await expect(dialog).toHaveCount(0)
    // The switch set before going back was kept.
    expect(await stored(page)).toBe(consentRecord(true, false))
    expect(await activeElement(page)).toMatchObject({ tag: 'main', id: 'main' })
  })

  test('every control in the dialog shows a visible focus indicator', async ({ page }) => {
    const dialog = await visitFresh(page)
    const expectFocusShown = async (steps: number) => {
      for (let step = 0; step < steps; step++) {
        await page.keyboard.press('Tab')
        const { name, shown } = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement
          // A switch draws its ring on the track beside the (invisible) native checkbox.
          const drawn = element.matches('[role="switch"]') ? (element.nextElementSibling as HTMLElement) : element
          const style = getComputedStyle(drawn)
          return {
            name: element.textContent?.trim() || element.getAttribute('aria-describedby'),
            shown: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
          }
        })
        expect(shown, `${name} shows focus`).toBe(true)
      }
    }
    await expectFocusShown(5)
    await page.keyboard.press('Enter')
    await expect(dialog).toHaveAccessibleName('Cookie preferences')
    await expectFocusShown(6)
  })
})

test.describe("'Change cookie preferences'", () => {
  for (const url of ['/cookies', '/privacy']) {
    test(`on ${url} reopens the dialog with the stored choice, takes focus into it and gives it back`, async ({
      page,
    }) => {
      // Marketing on, analytics off: changing it back does not involve the analytics reload.
      await visitWithStored(page, url, consentRecord(false, true))
      await expect(dialogOf(page)).toHaveCount(0)
      const change = changeButton(page)
      await expect(change).toHaveAttribute('aria-haspopup', 'dialog')
      await change.focus()
      await page.keyboard.press('Enter')

      const dialog = dialogOf(page)
      await expect(dialog).toBeVisible()
      await expect(dialog).toBeFocused()
      await expect(dialog).toHaveAccessibleName(dialogName)
      await choice(page, 'Customize Preferences').click()
      await expect(dialog.getByRole('switch', { name: 'Analytics cookies' })).not.toBeChecked()
      await expect(dialog.getByRole('switch', { name: 'Marketing cookies' })).toBeChecked()
      await expect(switchState(page, 'Marketing cookies')).toHaveText('On')

      // Withdrawing is as easy as giving: one press.
      await choice(page, 'Back').click()
      await choice(page, 'Deny All').click()
      await expect(dialog).toHaveCount(0)
      expect(await stored(page)).toBe(deniedAll)
      await expect(change).toBeFocused()
    })
  }

  test('pressed while the dialog is already open, it moves focus into the dialog, and a choice gives it back', async ({
    page,
  }) => {
    await visitFresh(page, '/privacy')
    const change = changeButton(page)
    await change.click()
    await expect(dialogOf(page)).toBeFocused()
    await choice(page, 'Accept All').click()
    await expect(dialogOf(page)).toHaveCount(0)
    await expect(change).toBeFocused()
  })
})

test('a choice made in another tab closes the dialog here, and focus moves to the main content', async ({
  page,
  context,
}) => {
  await visitFresh(page, '/about')
  const other = await context.newPage()
  await visitFresh(other, '/faqs')
  await choice(other, 'Accept All').click()
  await expect(dialogOf(other)).toHaveCount(0)
  await expect(dialogOf(page)).toHaveCount(0)
  await expect(floatingButton(page)).toBeVisible()
  expect(await activeElement(page)).toMatchObject({ tag: 'main', id: 'main' })
  await other.close()
})

test.describe('accessibility (axe)', () => {
  for (const width of [375, 1280]) {
    test(`no violations with the dialog open, in either view, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 768 ? 812 : 900 })
      await visitFresh(page, '/')
      await expectNoAxeViolations(page, `the dialog's main view at ${width} px`)
      await choice(page, 'Customize Preferences').click()
      await dialogOf(page).getByRole('switch', { name: 'Analytics cookies' }).check()
      await expectNoAxeViolations(page, `the dialog's customise view at ${width} px`)
    })
  }
})
