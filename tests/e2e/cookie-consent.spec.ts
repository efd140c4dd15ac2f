// The cookie consent dialog (SPEC §2-§4, §9): shown until the visitor chooses, from the first paint
// and before React hydrates, stores exactly the record of SPEC §3, is operable and accessible by
// keyboard, never covers the focused element, and governs analytics. Every test starts as a
// first-time visitor (empty storage).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Locator, type Page, test } from './support/test.ts'
import { consentKey, consentRecord } from './support/consent.ts'
import { projectRoot, site } from './support/content.ts'
import { waitForHydration } from './support/hydration.ts'
import { holdRequests } from './support/hold-requests.ts'

test.use({ storageState: { cookies: [], origins: [] } })

const acceptedAll = consentRecord(true, true)
const deniedAll = consentRecord(false, false)

const dialogOf = (page: Page) => page.getByRole('dialog')
const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), consentKey)
const activeElement = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement
    return { tag: element?.tagName.toLowerCase(), id: element?.id, text: element?.textContent?.trim(), inDialog: !!element?.closest('[role="dialog"]'), isDialog: element?.getAttribute('role') === 'dialog' }
  })

/** Opens `url` as a visitor with `record` stored (or any raw string, valid or not). */
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
  await waitForHydration(page)
}

/**
 * Opens `url` as a first-time visitor, waits for the dialog, which is there from the first paint,
 * then for React, which answers its buttons.
 */
async function visitFresh(page: Page, url = '/') {
  await page.goto(url)
  const dialog = dialogOf(page)
  await expect(dialog).toBeVisible()
  await waitForHydration(page)
  return dialog
}

/**
 * Blocks the hydration entry: the page stays its prerendered HTML and CSS with the head script,
 * as it is until the visitor's first interaction.
 */
const withoutReact = (page: Page) => page.route('**/assets/entries/**', (route) => route.abort())

const isHydrated = (page: Page) => page.evaluate(() => Object.keys(document.querySelector('header button')!).some((key) => key.startsWith('__reactProps$')))

/** From the first frame on, counts the frames painted with the dialog showing (as `dialogFrames`). */
const countDialogFrames = (page: Page) =>
  page.addInitScript(() => {
    const counts = window as unknown as { dialogFrames: number }
    counts.dialogFrames = 0
    const sample = () => {
      if (document.querySelector('[data-slot="cookie-consent"]')?.checkVisibility()) counts.dialogFrames++
      requestAnimationFrame(sample)
    }
    requestAnimationFrame(sample)
  })
const dialogFrames = (page: Page) => page.evaluate(() => (window as unknown as { dialogFrames: number }).dialogFrames)

test.describe('first visit', () => {
  test('the dialog is shown, named by its heading and described by its text, with the three choices', async ({ page }) => {
    const dialog = await visitFresh(page)
    await expect(dialog).toHaveAccessibleName(`Cookies on ${site.name}`)
    await expect(dialog).toHaveAccessibleDescription(/We use essential cookies to make this website work\..*cookie policy and privacy policy\./)
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(`Cookies on ${site.name}`)
    // Non-modal: the page stays readable and usable around it (see the component's README).
    await expect(dialog).not.toHaveAttribute('aria-modal', 'true')
    await expect(dialog.getByRole('button')).toHaveText(['Accept All', 'Deny All', 'Customize Preferences'])
    await expect(dialog.getByRole('link', { name: 'cookie policy' })).toHaveAttribute('href', '/cookies')
    await expect(dialog.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy')
    expect(await stored(page)).toBeNull()
  })

  test("'Accept All' and 'Deny All' are equally prominent: same size, same style", async ({ page }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      const dialog = await visitFresh(page)
      const look = (button: Locator) =>
        button.evaluate((element) => {
          const style = getComputedStyle(element)
          const { width, height } = element.getBoundingClientRect()
          return { width: Math.round(width), height: Math.round(height), ...Object.fromEntries(['background-color', 'color', 'font-size', 'font-weight', 'border', 'padding'].map((name) => [name, style.getPropertyValue(name)])) }
        })
      const accept = await look(dialog.getByRole('button', { name: 'Accept All' }))
      expect(await look(dialog.getByRole('button', { name: 'Deny All' })), `at ${width} px`).toEqual(accept)
    }
  })
})

test.describe('before React hydrates', () => {
  test.beforeEach(({ page }) => withoutReact(page))

  test('a first visit shows the dialog from the start, with its three choices, and the floating button makes way', async ({ page }) => {
    for (const url of ['/', '/about', '/cookies']) {
      await page.goto(url)
      const dialog = dialogOf(page)
      await expect(dialog).toBeVisible()
      await expect(dialog).toHaveAccessibleName(`Cookies on ${site.name}`)
      await expect(dialog.getByRole('button')).toHaveText(['Accept All', 'Deny All', 'Customize Preferences'])
      await expect(page.locator('[data-slot="floating-contact"]')).toBeHidden()
    }
    expect(await isHydrated(page), 'React never ran').toBe(false)
  })

  test('only a valid stored choice keeps it away, as React decides once it runs', async ({ page }) => {
    await page.goto('/')
    for (const [record, shown] of [
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
      await expect(dialogOf(page), record).toHaveCount(shown ? 1 : 0)
      await expect(page.locator('[data-slot="floating-contact"]'), record).toBeVisible({ visible: !shown })
    }
  })
})

test.describe('from the prerendered page to React', () => {
  test('a visitor who has chosen never sees the dialog, not for one frame, before or after hydration', async ({ page }) => {
    await countDialogFrames(page)
    for (const url of ['/', '/privacy', '/projects/farmstead-eastry']) {
      const html = await (await page.request.get(url)).text()
      expect(html, 'the dialog is in the page, hidden by CSS').toContain('data-slot="cookie-consent"')
      await visitWithStored(page, url, deniedAll)
      await page.waitForLoadState('networkidle')
      await expect(dialogOf(page)).toHaveCount(0)
      expect(await dialogFrames(page), url).toBe(0)
    }
    // The count does see the dialog when it shows.
    await page.evaluate(() => localStorage.clear())
    await page.goto('/')
    await expect(dialogOf(page)).toBeVisible()
    await expect.poll(() => dialogFrames(page)).toBeGreaterThan(0)
  })

  test('React takes over the prerendered dialog as it is: same element, same markup, no hydration error', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
    page.on('pageerror', (error) => errors.push(error.message))
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        const dialog = document.querySelector('[data-slot="cookie-consent"]') as HTMLElement & { prerenderedMarkup?: string }
        dialog.prerenderedMarkup = dialog.innerHTML
      }),
    )
    await visitFresh(page)
    await expect(dialogOf(page)).not.toHaveAttribute('data-prerendered')
    const { same } = await dialogOf(page).evaluate((dialog: HTMLElement & { prerenderedMarkup?: string }) => ({ same: dialog.prerenderedMarkup === dialog.innerHTML }))
    expect(same, 'the element the page painted, unchanged').toBe(true)
    expect(errors.filter((text) => /hydrat|#418|#423|#425/i.test(text))).toEqual([])
    // Now React's: its height is reserved at the end of the page (see the component's README).
    await expect.poll(() => page.evaluate(() => parseFloat(document.documentElement.style.getPropertyValue('--cookie-consent-height')))).toBeGreaterThan(100)
  })

  test('focus the visitor has put somewhere before React hydrates stays there', async ({ page }) => {
    const release = await holdRequests(page, '**/assets/entries/**')
    await page.goto('/')
    await expect(dialogOf(page)).toBeVisible()
    // The dialog comes first in the page: its links are the first Tab stops.
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    expect(await activeElement(page)).toMatchObject({ text: 'privacy policy', inDialog: true })
    release()
    await waitForHydration(page)
    await expect(dialogOf(page)).not.toHaveAttribute('data-prerendered')
    expect(await activeElement(page)).toMatchObject({ text: 'privacy policy', inDialog: true })
    await page.keyboard.press('Tab')
    expect(await activeElement(page)).toMatchObject({ text: 'Accept All', inDialog: true })
  })
})

test.describe('a stored choice', () => {
  for (const record of [acceptedAll, deniedAll, consentRecord(true, false)]) {
    test(`${record} hides the dialog on every page`, async ({ page }) => {
      for (const url of ['/', '/cookies', '/projects/farmstead-eastry']) {
        await visitWithStored(page, url, record)
        await page.waitForLoadState('networkidle')
        await expect(dialogOf(page)).toHaveCount(0)
      }
    })
  }

  for (const [what, record] of [
    ['unparseable JSON', '{"accepted":true,'],
    ['a record without "accepted": true', JSON.stringify({ accepted: false, essential: true, analytics: true, marketing: true })],
    ['a record with a non-boolean field', JSON.stringify({ accepted: true, essential: true, analytics: 'yes', marketing: false })],
  ]) {
    test(`${what} counts as no consent: the dialog is shown`, async ({ page }) => {
      await visitWithStored(page, '/', record!)
      await expect(dialogOf(page)).toBeVisible()
    })
  }
})

test.describe('choices', () => {
  test("'Accept All' stores analytics and marketing on, and closes the dialog", async ({ page }) => {
    const dialog = await visitFresh(page)
    await dialog.getByRole('button', { name: 'Accept All' }).click()
    await expect(dialog).toHaveCount(0)
    expect(await stored(page)).toBe(acceptedAll)
  })

  test("'Deny All' stores analytics and marketing off, and closes the dialog", async ({ page }) => {
    const dialog = await visitFresh(page)
    await dialog.getByRole('button', { name: 'Deny All' }).click()
    await expect(dialog).toHaveCount(0)
    expect(await stored(page)).toBe(deniedAll)
  })

  test("'Save Preferences' stores the switches as set, and closes the dialog", async ({ page }) => {
    for (const [analytics, marketing] of [
      [true, false],
      [false, true],
      [false, false],
    ] as const) {
      const dialog = await visitFresh(page)
      await dialog.getByRole('button', { name: 'Customize Preferences' }).click()
      if (analytics) await dialog.getByRole('switch', { name: 'Analytics cookies' }).check()
      if (marketing) await dialog.getByRole('switch', { name: 'Marketing cookies' }).check()
      await dialog.getByRole('button', { name: 'Save Preferences' }).click()
      await expect(dialog).toHaveCount(0)
      expect(await stored(page)).toBe(consentRecord(analytics, marketing))
      await page.evaluate(() => localStorage.clear())
    }
  })

  test("'Customize Preferences' shows the switches; 'Back' returns to the three choices", async ({ page }) => {
    const dialog = await visitFresh(page)
    await dialog.getByRole('button', { name: 'Customize Preferences' }).click()
    await expect(dialog).toHaveAccessibleName('Cookie preferences')
    await expect(dialog.getByRole('switch')).toHaveCount(3)
    await expect(dialog.getByRole('button')).toHaveText(['Back', 'Save Preferences'])
    // Optional cookies are off until the visitor switches them on (SPEC §3).
    await expect(dialog.getByRole('switch', { name: 'Analytics cookies' })).not.toBeChecked()
    await expect(dialog.getByRole('switch', { name: 'Marketing cookies' })).not.toBeChecked()

    await dialog.getByRole('button', { name: 'Back' }).click()
    await expect(dialog).toHaveAccessibleName(`Cookies on ${site.name}`)
    await expect(dialog.getByRole('button')).toHaveText(['Accept All', 'Deny All', 'Customize Preferences'])
    await expect(dialog.getByRole('button', { name: 'Customize Preferences' })).toBeFocused()
    expect(await stored(page)).toBeNull()
  })

  test('essential cookies are locked on: the switch is checked, disabled and says why', async ({ page }) => {
    const dialog = await visitFresh(page)
    await dialog.getByRole('button', { name: 'Customize Preferences' }).click()
    const essential = dialog.getByRole('switch', { name: 'Essential cookies' })
    await expect(essential).toBeChecked()
    await expect(essential).toBeDisabled()
    await expect(essential).toHaveAccessibleDescription(/cannot be switched off/)
    await essential.click({ force: true })
    await expect(essential).toBeChecked()
    await dialog.getByText('Essential cookies', { exact: true }).click({ force: true })
    await expect(essential).toBeChecked()
    await dialog.getByRole('button', { name: 'Save Preferences' }).click()
    expect(JSON.parse((await stored(page))!)).toMatchObject({ essential: true })
  })

  test('the policy links close the dialog without storing a choice; it returns on the next page', async ({ page }) => {
    for (const [name, path] of [
      ['cookie policy', '/cookies'],
      ['privacy policy', '/privacy'],
    ]) {
      const dialog = await visitFresh(page, '/about')
      await waitForHydration(page)
      await dialog.getByRole('link', { name }).click()
      await expect(page).toHaveURL(path!)
      await expect(dialog).toHaveCount(0)
      expect(await stored(page)).toBeNull()
      // No choice was made: moving on to another page asks again.
      await page.getByRole('banner').getByRole('link', { name: 'Home' }).first().click()
      await expect(page).toHaveURL('/')
      await expect(dialog).toBeVisible()
    }
  })

  test('the floating contact button makes way while the dialog is open and returns after a choice', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    const dialog = await visitFresh(page)
    const floating = page.locator('[data-slot="floating-contact"]')
    await expect(floating).toBeHidden()
    await dialog.getByRole('button', { name: 'Deny All' }).click()
    await expect(floating).toBeVisible()
  })
})

test.describe('focus and keyboard', () => {
  test('focus moves into the dialog when it opens, and to the main content after a choice on a fresh page', async ({ page }) => {
    await visitFresh(page)
    await expect.poll(() => activeElement(page)).toMatchObject({ isDialog: true })
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect.poll(() => activeElement(page)).toMatchObject({ text: 'Accept All', inDialog: true })
    await page.keyboard.press('Enter')
    await expect(dialogOf(page)).toHaveCount(0)
    expect(await activeElement(page)).toMatchObject({ tag: 'main', id: 'main' })
    expect(await stored(page)).toBe(acceptedAll)
  })

  test('the whole dialog works from the keyboard, in a sensible order; Escape never dismisses it', async ({ page }) => {
    const dialog = await visitFresh(page)
    await expect.poll(() => activeElement(page)).toMatchObject({ isDialog: true })

    const order: (string | undefined)[] = []
    for (let step = 0; step < 5; step++) {
      await page.keyboard.press('Tab')
      order.push((await activeElement(page)).text)
    }
    expect(order).toEqual(['cookie policy', 'privacy policy', 'Accept All', 'Deny All', 'Customize Preferences'])

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

    // The locked essential switch is not a stop; the others toggle with Space.
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(dialog.getByRole('switch', { name: 'Analytics cookies' })).toBeFocused()
    await page.keyboard.press('Space')
    await expect(dialog.getByRole('switch', { name: 'Analytics cookies' })).toBeChecked()
    await page.keyboard.press('Tab')
    await expect(dialog.getByRole('switch', { name: 'Marketing cookies' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(dialog.getByRole('button', { name: 'Back' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(dialog.getByRole('button', { name: 'Save Preferences' })).toBeFocused()
    expect(await stored(page)).toBeNull()

    await page.keyboard.press('Enter')
    await expect(dialog).toHaveCount(0)
    expect(await stored(page)).toBe(consentRecord(true, false))
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
          return { name: element.textContent?.trim() || element.getAttribute('aria-describedby'), shown: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 }
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
    test(`on ${url} reopens the dialog with the stored choice, takes focus into it and back`, async ({ page }) => {
      // Marketing on, analytics off: changing it back does not involve the analytics reload.
      await visitWithStored(page, url, consentRecord(false, true))
      await expect(dialogOf(page)).toHaveCount(0)
      const change = page.getByRole('main').getByRole('button', { name: 'Change cookie preferences' })
      await expect(change).toHaveAttribute('aria-haspopup', 'dialog')
      await change.focus()
      await page.keyboard.press('Enter')

      const dialog = dialogOf(page)
      await expect(dialog).toBeVisible()
      await expect.poll(() => activeElement(page)).toMatchObject({ isDialog: true })
      await dialog.getByRole('button', { name: 'Customize Preferences' }).click()
      await expect(dialog.getByRole('switch', { name: 'Analytics cookies' })).not.toBeChecked()
      await expect(dialog.getByRole('switch', { name: 'Marketing cookies' })).toBeChecked()

      // Withdrawing is as easy as giving: one press.
      await dialog.getByRole('button', { name: 'Back' }).click()
      await dialog.getByRole('button', { name: 'Deny All' }).click()
      await expect(dialog).toHaveCount(0)
      expect(await stored(page)).toBe(deniedAll)
      await expect(change).toBeFocused()
    })
  }

  test('pressed while the dialog is already open, it moves focus into the dialog', async ({ page }) => {
    await visitFresh(page, '/privacy')
    await waitForHydration(page)
    const change = page.getByRole('main').getByRole('button', { name: 'Change cookie preferences' })
    await change.click()
    await expect.poll(() => activeElement(page)).toMatchObject({ isDialog: true })
    await dialogOf(page).getByRole('button', { name: 'Accept All' }).click()
    await expect(change).toBeFocused()
  })
})

test.describe('the dialog never covers the focused element (WCAG 2.4.11)', () => {
  for (const width of [375, 1280]) {
    test(`at ${width} px, tabbing through pages with the dialog open`, async ({ page }) => {
      test.slow()
      await page.setViewportSize({ width, height: width < 768 ? 812 : 900 })
      for (const url of ['/', '/contact', '/privacy', '/services']) {
        const dialog = await visitFresh(page, url)
        await waitForHydration(page)
        for (const view of ['main', 'customise']) {
          if (view === 'customise') await dialog.getByRole('button', { name: 'Customize Preferences' }).click()
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
            const { box, dialogTop, what } = check as { box: { top: number; bottom: number; height: number }; dialogTop: number; what: string }
            const where = `${url} (${view} view): ${what} at ${box.top}-${box.bottom}, dialog from ${dialogTop}`
            // Regions taller than the space above the dialog (a full-screen scroller) cannot fit;
            // they must still show, starting above it. Everything else sits wholly clear of it.
            if (box.height > dialogTop) expect(box.top, where).toBeLessThan(dialogTop)
            else expect(box.bottom, where).toBeLessThanOrEqual(dialogTop)
          }
          expect(outside, `${url}: Tab reached the page`).toBeGreaterThan(5)
        }
      }
    })
  }

  test('on a short phone with the menu open, the sticky menu scrolls within itself to keep each link clear', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 })
    await visitFresh(page, '/about')
    await waitForHydration(page)
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu' })
    await toggle.click()
    const links = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link')
    await expect(links).toHaveCount(6)
    await toggle.focus()
    for (let index = 0; index < 6; index++) {
      await page.keyboard.press('Tab')
      await expect(links.nth(index)).toBeFocused()
      const { bottom, dialogTop } = await page.evaluate(() => ({
        bottom: Math.round(document.activeElement!.getBoundingClientRect().bottom),
        dialogTop: Math.round(document.querySelector('[role="dialog"]')!.getBoundingClientRect().top),
      }))
      expect(bottom, `${await links.nth(index).textContent()} ends above the dialog`).toBeLessThanOrEqual(dialogTop)
    }
  })
})

test.describe('accessibility (axe)', () => {
  for (const width of [375, 1280]) {
    test(`no WCAG 2.2 AA violations in either view at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 768 ? 812 : 900 })
      const dialog = await visitFresh(page, '/')
      // Through the debugging protocol: the page's Content-Security-Policy refuses added inline scripts.
      await page.evaluate(readFileSync(join(projectRoot, 'node_modules/axe-core/axe.min.js'), 'utf8'))
      const violations = () =>
        page.evaluate(async () => {
          const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe
          const results = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } })
          return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
        })
      expect(await violations(), 'main view').toEqual([])
      await dialog.getByRole('button', { name: 'Customize Preferences' }).click()
      await dialog.getByRole('switch', { name: 'Analytics cookies' }).check()
      expect(await violations(), 'customise view').toEqual([])
    })
  }
})

test.describe('analytics', () => {
  // The provider's script as content/site.yaml configures it; none when it configures none.
  const expected = site.analytics && {
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

  const providerScripts = (page: Page) => page.locator('script[src^="https://plausible.io/"], script[src^="https://www.googletagmanager.com/"]')

  test('nothing is requested before consent or after a refusal; the provider loads once analytics are accepted', async ({ page }) => {
    const requests = await recordAnalytics(page)
    const dialog = await visitFresh(page, '/privacy')
    await page.waitForLoadState('networkidle')
    expect(requests, 'before any choice').toEqual([])

    await dialog.getByRole('button', { name: 'Deny All' }).click()
    await page.reload()
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    expect(requests, 'after Deny All').toEqual([])
    await expect(providerScripts(page)).toHaveCount(0)

    await page.getByRole('main').getByRole('button', { name: 'Change cookie preferences' }).click()
    await dialog.getByRole('button', { name: 'Customize Preferences' }).click()
    await dialog.getByRole('switch', { name: 'Analytics cookies' }).check()
    await dialog.getByRole('button', { name: 'Save Preferences' }).click()
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

    // Client-side navigation keeps the one script; it counts those page views itself.
    await page.getByRole('banner').getByRole('link', { name: 'Home' }).first().click()
    await expect(page).toHaveURL('/')
    await expect(providerScripts(page)).toHaveCount(1)
    expect(requests).toHaveLength(1)
  })

  test('marketing alone does not load analytics', async ({ page }) => {
    const requests = await recordAnalytics(page)
    await visitWithStored(page, '/', consentRecord(false, true))
    await page.waitForLoadState('networkidle')
    expect(requests).toEqual([])
  })

  test('withdrawing analytics consent reloads the page without the provider', async ({ page }) => {
    test.skip(!expected, 'content/site.yaml configures no analytics')
    const requests = await recordAnalytics(page)
    await visitWithStored(page, '/cookies', consentRecord(true, false))
    await expect.poll(() => requests).toEqual([expected!.url])
    await expect(providerScripts(page)).toHaveCount(1)

    await page.getByRole('main').getByRole('button', { name: 'Change cookie preferences' }).click()
    const reloaded = page.waitForEvent('load')
    await dialogOf(page).getByRole('button', { name: 'Deny All' }).click()
    await reloaded
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    expect(await stored(page)).toBe(deniedAll)
    await expect(providerScripts(page)).toHaveCount(0)
    expect(requests).toHaveLength(1)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('nothing is shown, and the policy pages say so instead of offering a button that cannot work', async ({ page }) => {
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
