// The cookie consent dialog (main and customise views; Accept All, Deny All, Save Preferences): shown until the visitor
// chooses, whole, from when it works; its buttons answer the first tap, even one made before the page's own script has
// arrived (an inline script right after its markup gives it behaviour); it stores exactly the four-field consent
// record, is operable and accessible by keyboard, never covers the focused element, and governs analytics.
// Every test starts as a first-time visitor (empty storage) who has already seen the intro.
import { expect, type Locator, type Page, test } from '../../tests/e2e/support/test.ts'
import { expectNoAxeViolations } from '../../tests/e2e/support/axe.ts'
import { consentKey, consentRecord } from '../../tests/e2e/support/consent.ts'
import { site } from '../../tests/e2e/support/content.ts'
import { holdRequests } from '../../tests/e2e/support/hold-requests.ts'

test.use({ storageState: { cookies: [], origins: [] } })
// Every test here loads one or more whole pages as a first-time visitor, several of them twice or
// run axe over a page: more time than the suite's default, so a busy machine does not fail them.
test.beforeEach(() => test.slow())

const acceptedAll = consentRecord(true, true)
const deniedAll = consentRecord(false, false)
const mainChoices = ['Accept All', 'Deny All', 'Customize Preferences']
const dialogName = `Cookies on ${site.name}`

const dialogOf = (page: Page) => page.getByRole('dialog')
const choice = (page: Page, name: string) => dialogOf(page).getByRole('button', { name, exact: true })
const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), consentKey)
const floatingButton = (page: Page) => page.locator('[data-slot="floating-contact"]')
/** The words beside a switch ('On', 'Off', 'Always on'), found by the switch's title. */
const switchState = (page: Page, title: string) =>
  dialogOf(page)
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) })
    .locator('[data-consent-state]')
const changeButton = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Change cookie preferences' })
const activeElement = (page: Page) =>
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
async function visitWithStored(page: Page, url: string, record: string) {
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
async function visitFresh(page: Page, url = '/') {
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
async function visitImpatiently(page: Page, url = '/') {
  const release = await holdRequests(page, '**/assets/**/*.js')
  await page.goto(url, { waitUntil: 'commit' })
  const dialog = dialogOf(page)
  // Visible, and focused: the script right after its markup has run (it focuses the dialog), so a
  // tap from now on is the dialog's to answer. Nothing else has: the page's entry is held.
  await expect(dialog).toBeFocused()
  expect(
    await page.evaluate(() => document.documentElement.classList.contains('loaded')),
    "the page's entry has not run",
  ).toBe(false)
  return { dialog, release }
}

/** Lets the page's script through and waits until it has run (it marks <html> `loaded`). */
async function finishLoading(page: Page, release: () => void) {
  release()
  await expect(page.locator('html')).toHaveClass(/\bloaded\b/)
}

/**
 * Counts, from the first frame of every document the page opens, the frames painted with the
 * dialog in the page, showing (`shown`) or not (`hidden`); of those, the frames that showed it
 * before all of its markup was in (`shownPartly`: it would grow upwards as the rest came, a layout
 * shift) and those that hid it again after it had shown (`hiddenAfterShown`, a flicker). Read with
 * `dialogFrames`.
 */
const countDialogFrames = (page: Page) =>
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
const dialogFrames = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as {
          dialogFrames: { shown: number; hidden: number; shownPartly: number; hiddenAfterShown: number }
        }
      ).dialogFrames,
  )

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
      await expect(page.locator('html')).toHaveClass(/\bloaded\b/)
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
      await expect(page.locator('html')).toHaveClass(/\bloaded\b/)
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
      await expect(page.locator('html')).toHaveClass(/\bloaded\b/)
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

test.describe('the dialog never covers the focused element (WCAG 2.4.11)', () => {
  // One test per page and width: each tabs through a whole page twice, a few hundred key presses.
  for (const width of [375, 1280]) {
    for (const url of ['/', '/contact', '/privacy', '/services']) {
      test(`at ${width} px, tabbing through ${url} with the dialog open`, async ({ page }) => {
        await page.setViewportSize({ width, height: width < 768 ? 812 : 900 })
        const dialog = await visitFresh(page, url)
        for (const view of ['main', 'customise']) {
          if (view === 'customise') await choice(page, 'Customize Preferences').click()
          await dialog.focus()
          let outside = 0
          for (let step = 0; step < 200; step++) {
            await page.keyboard.press('Tab')
            const check = await page.evaluate(() => {
              const element = document.activeElement
              const dialog = document.querySelector('[role="dialog"]')!
              if (!element || element === document.body) return { done: false, skip: true }
              if (dialog.contains(element)) return { done: true, skip: true }
              const box = element.getBoundingClientRect()
              const top = dialog.getBoundingClientRect().top
              return {
                done: false,
                skip: false,
                what: `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40)}"`,
                box: { top: Math.round(box.top), bottom: Math.round(box.bottom), height: Math.round(box.height) },
                dialogTop: Math.round(top),
              }
            })
            if (check.done && outside > 0) break
            if (check.skip) continue
            outside++
            const { box, dialogTop, what } = check as {
              box: { top: number; bottom: number; height: number }
              dialogTop: number
              what: string
            }
            const where = `${url} (${view} view): ${what} at ${box.top}-${box.bottom}, dialog from ${dialogTop}`
            // Regions taller than the space above the dialog (a full-screen scroller) cannot fit;
            // they must still show, starting above it. Everything else sits wholly clear of it.
            if (box.height > dialogTop) expect(box.top, where).toBeLessThan(dialogTop)
            else expect(box.bottom, where).toBeLessThanOrEqual(dialogTop)
          }
          expect(outside, `${url}: Tab reached the page`).toBeGreaterThan(5)
        }
      })
    }
  }

  test('on a short phone, the open menu sheet lies over the dialog: every link in it can be seen and reached', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 })
    await visitFresh(page, '/about')
    await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click()
    const menu = page.getByRole('navigation', { name: 'Main menu' })
    await expect(menu).toBeVisible()
    const links = menu.getByRole('link')
    await expect(links).toHaveCount(6)
    for (let index = 0; index < 6; index++) {
      const link = links.nth(index)
      await link.focus()
      // What the visitor sees at the link's centre is the link, not the dialog.
      const onTop = await link.evaluate((element) => {
        const { left, top, width, height } = element.getBoundingClientRect()
        return element.contains(
          document.elementFromPoint(left + width / 2, Math.min(top + height / 2, innerHeight - 1)),
        )
      })
      expect(onTop, `${await link.textContent()} is not covered`).toBe(true)
    }
  })
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

test.describe('analytics', () => {
  // The provider's script as content/site.yaml configures it; none when it configures none.
  const expected =
    site.analytics &&
    {
      plausible: { url: 'https://plausible.io/js/script.js', attribute: ['data-domain', site.analytics.id] },
      google: { url: `https://www.googletagmanager.com/gtag/js?id=${site.analytics.id}`, attribute: null },
    }[site.analytics.provider]

  /** Answers every request to an analytics provider with an empty script, and records it. */
  async function recordAnalytics(page: Page): Promise<string[]> {
    const requests: string[] = []
    for (const host of ['https://plausible.io/**', 'https://www.googletagmanager.com/**']) {
      await page.route(host, (route) => {
        requests.push(route.request().url())
        return route.fulfill({ contentType: 'text/javascript', body: '' })
      })
    }
    return requests
  }

  const providerScripts = (page: Page) =>
    page.locator('script[src^="https://plausible.io/"], script[src^="https://www.googletagmanager.com/"]')

  test('no requests before consent or after refusal; the provider loads once analytics are accepted', async ({
    page,
  }) => {
    const requests = await recordAnalytics(page)
    await visitFresh(page, '/privacy')
    await page.waitForLoadState('networkidle')
    expect(requests, 'before any choice').toEqual([])

    await choice(page, 'Deny All').click()
    await page.reload()
    await expect(page.locator('html')).toHaveClass(/\bloaded\b/)
    await page.waitForLoadState('networkidle')
    expect(requests, 'after Deny All').toEqual([])
    await expect(providerScripts(page)).toHaveCount(0)

    await changeButton(page).click()
    await choice(page, 'Customize Preferences').click()
    await dialogOf(page).getByRole('switch', { name: 'Analytics cookies' }).check()
    await choice(page, 'Save Preferences').click()
    if (!expected) {
      await page.waitForLoadState('networkidle')
      expect(requests, 'content/site.yaml configures no analytics').toEqual([])
      return
    }
    await expect.poll(() => requests).toEqual([expected.url])
    const script = providerScripts(page)
    await expect(script).toHaveCount(1)
    await expect(script).toHaveAttribute('src', expected.url)
    if (expected.attribute) await expect(script).toHaveAttribute(expected.attribute[0]!, expected.attribute[1]!)

    // Every link loads a new page, which adds the script once more, once.
    await page.getByRole('banner').getByRole('link', { name: 'Home' }).first().click()
    await expect(page).toHaveURL('/')
    await expect.poll(() => requests).toEqual([expected.url, expected.url])
    await expect(providerScripts(page)).toHaveCount(1)
  })

  test('marketing alone does not load analytics', async ({ page }) => {
    const requests = await recordAnalytics(page)
    await visitWithStored(page, '/', consentRecord(false, true))
    await expect(page.locator('html')).toHaveClass(/\bloaded\b/)
    await page.waitForLoadState('networkidle')
    expect(requests).toEqual([])
    await expect(providerScripts(page)).toHaveCount(0)
  })

  test('withdrawing analytics consent reloads the page without the provider', async ({ page }) => {
    test.skip(!expected, 'content/site.yaml configures no analytics')
    const requests = await recordAnalytics(page)
    await visitWithStored(page, '/cookies', consentRecord(true, false))
    await expect.poll(() => requests).toEqual([expected!.url])
    await expect(providerScripts(page)).toHaveCount(1)

    await changeButton(page).click()
    const reloaded = page.waitForEvent('load')
    await choice(page, 'Deny All').click()
    await reloaded
    await expect(page.locator('html')).toHaveClass(/\bloaded\b/)
    await page.waitForLoadState('networkidle')
    expect(await stored(page)).toBe(deniedAll)
    await expect(providerScripts(page)).toHaveCount(0)
    expect(requests).toHaveLength(1)
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
