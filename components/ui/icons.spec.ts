// Icons are SVG in the prerendered HTML (components/ui/Icon.tsx), drawn from the site's sprite file,
// decorative (the text beside them names their link or button). Pages run no framework, so they
// stay as drawn; an island's React takes its icons over as they are, without a hydration error.
import { expect, test } from '../../tests/e2e/support/test.ts'
import { islandPages, waitForIsland } from '../../tests/e2e/support/islands.ts'

const iconSelector = 'svg[focusable="false"]'

// A few pages without islands, and every page with one.
for (const [url, island] of [
  ...['/', '/services', '/projects/farmstead-eastry'].map((url) => [url, null] as const),
  ...islandPages,
]) {
  const live = island ? `, also once its ${island} island is live` : ''
  test(`${url}: the icons the page painted stay as drawn${live}, each as tall as its text`, async ({ page }) => {
    const errors: string[] = []
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
    page.on('pageerror', (error) => errors.push(error.message))
    // Mark each icon the browser parsed from the HTML, before any script could touch it.
    await page.addInitScript(
      (selector) =>
        document.addEventListener('DOMContentLoaded', () => {
          for (const icon of document.querySelectorAll(selector))
            (icon as SVGElement & { prerendered?: string }).prerendered = icon.outerHTML
        }),
      iconSelector,
    )
    await page.goto(url)
    await expect(page.locator('html')).toHaveClass(/(^|\s)loaded(\s|$)/)
    if (island) await waitForIsland(page, island)

    const icons = await page.locator(iconSelector).evaluateAll((elements) =>
      elements.map((icon) => {
        // The box it is laid out in, as drawn before any transform (an open accordion turns its
        // plus sign by 45 degrees, which widens its bounding rectangle but not the icon).
        const [width, height] = [icon.clientWidth, icon.clientHeight]
        // Shown to the reader: not in a closed accordion's answer (skipped by content-visibility,
        // where a layout query may come back with a made-up box), a closed menu or a hidden header.
        const shown = icon.checkVisibility({ visibilityProperty: true })
        const drawing = (icon as SVGSVGElement).viewBox.baseVal
        return {
          prerendered: (icon as SVGElement & { prerendered?: string }).prerendered,
          now: icon.outerHTML,
          hidden: icon.getAttribute('aria-hidden'),
          shown,
          box: { width, height },
          fontSize: parseFloat(getComputedStyle(icon).fontSize),
          aspect: drawing.width / drawing.height,
        }
      }),
    )
    expect(icons.length).toBeGreaterThan(5)
    for (const { prerendered, now, hidden } of icons) {
      expect(prerendered, 'the element the page painted, unchanged').toBe(now)
      expect(hidden).toBe('true')
    }
    // What a reader sees of an icon's size: about as tall as the text it goes with (a text size
    // class on the icon sizes it with that text), and drawn in its own proportions. Icons not
    // shown (in a closed menu or accordion, say) are left out.
    const shown = icons.filter((icon) => icon.shown)
    expect(shown.length).toBeGreaterThan(0)
    for (const { box, fontSize, aspect, now } of shown) {
      expect(box.height / fontSize, `height in ems of ${now.slice(0, 120)}`).toBeGreaterThanOrEqual(1)
      expect(box.height / fontSize, `height in ems of ${now.slice(0, 120)}`).toBeLessThanOrEqual(1.25)
      expect(box.width / box.height, `proportions of ${now.slice(0, 120)}`).toBeCloseTo(aspect, 1)
    }
    // Each shown icon has its drawing: the sprite loaded and holds the symbol it names.
    await expect
      .poll(() =>
        page
          .locator(iconSelector)
          .evaluateAll((elements) =>
            elements
              .filter(
                (icon) =>
                  icon.clientHeight > 0 &&
                  !((icon.firstElementChild as SVGGraphicsElement | null)?.getBBox().width ?? 0),
              )
              .map((icon) => icon.outerHTML),
          ),
      )
      .toEqual([])
    expect(errors.filter((text) => /hydrat|#418|#423|#425/i.test(text))).toEqual([])
  })
}

test("the menu's close button shows another drawing than the Menu button it covers", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/services/cost-management')
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true })
  const close = page.locator('[data-slot="menu"]').getByRole('button', { name: 'Close menu' })
  await expect(toggle.locator('svg')).toBeVisible()
  const menuDrawing = await toggle.locator('svg').innerHTML()

  await toggle.click()
  await expect(close.locator('svg')).toBeVisible()
  expect(await close.locator('svg').innerHTML()).not.toBe(menuDrawing)
  await close.click()
  await expect(toggle.locator('svg')).toBeVisible()
  expect(await toggle.locator('svg').innerHTML()).toBe(menuDrawing)
})
