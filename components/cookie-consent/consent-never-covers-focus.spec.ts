// The cookie consent dialog never covers the focused element (WCAG 2.4.11): tabbing through whole pages with it open,
// and the menu sheet over it on a short phone. Shared setup: tests/e2e/support/consent-visits.ts.
import { choice, expect, test, visitFresh } from '../../tests/e2e/support/consent-visits.ts'

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
