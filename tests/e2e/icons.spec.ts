// Icons are inline SVG drawn in the prerendered HTML (components/ui/Icon.tsx): React takes them over
// as they are when it hydrates, and redraws the ones that follow a state (the menu's open and close).
import { expect, test } from './support/test.ts'
import { waitForHydration } from './support/hydration.ts'

const iconSelector = 'svg[focusable="false"]'

for (const url of ['/', '/services', '/contact', '/projects/farmstead-eastry']) {
  test(`${url}: React hydrates the prerendered icons as they are, without a hydration error`, async ({ page }) => {
    const errors: string[] = []
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
    page.on('pageerror', (error) => errors.push(error.message))
    // Mark each icon the browser parsed from the HTML, before any script could touch it.
    await page.addInitScript((selector) =>
      document.addEventListener('DOMContentLoaded', () => {
        for (const icon of document.querySelectorAll(selector)) (icon as SVGElement & { prerendered?: string }).prerendered = icon.outerHTML
      }),
    iconSelector)
    await page.goto(url)
    await waitForHydration(page)

    const icons = await page.locator(iconSelector).evaluateAll((elements) =>
      elements.map((icon) => ({ prerendered: (icon as SVGElement & { prerendered?: string }).prerendered, now: icon.outerHTML })),
    )
    expect(icons.length).toBeGreaterThan(5)
    for (const { prerendered, now } of icons) expect(prerendered, 'the element the page painted, unchanged').toBe(now)
    expect(errors.filter((text) => /hydrat|#418|#423|#425/i.test(text))).toEqual([])
  })
}

test('the menu button\'s icon follows the menu: another drawing while it is open, the first again once closed', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/services/cost-management')
  await waitForHydration(page)
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu' })
  const drawing = () => toggle.locator('svg').innerHTML()
  const closed = await drawing()

  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(toggle.locator('svg')).toBeVisible()
  expect(await drawing()).not.toBe(closed)

  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  expect(await drawing()).toBe(closed)
})
