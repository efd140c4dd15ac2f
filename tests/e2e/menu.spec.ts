// The small-screen menu: Escape closes it and gives focus back to its button; axe-clean when open.
import { expect, test } from './support/test.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { waitForHydration } from './support/hydration.ts'

test.use({ viewport: { width: 375, height: 812 } })

test('Escape closes the open menu and returns focus to the toggle', async ({ page }) => {
  await page.goto('/services/cost-management')
  await waitForHydration(page)
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu' })
  const menu = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)

  await toggle.focus()
  await page.keyboard.press('Enter')
  await expect(menu).toBeVisible()
  await expectNoAxeViolations(page, 'the menu open')

  // Focus moves on into the menu's links...
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => document.activeElement?.closest('nav')?.id)).toBe(await toggle.getAttribute('aria-controls'))
  // ...and Escape from there closes it and returns to the toggle.
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(toggle).toBeFocused()
})
