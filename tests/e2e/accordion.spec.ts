// Accordions (home 'Services We Offer', FAQs): one item open at a time, collapsible, a button in a
// heading with aria-expanded and aria-controls, operable with Enter and Space.
import { expect, type Locator, type Page, test } from './support/test.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { waitForHydration } from './support/hydration.ts'

const triggers = (scope: Locator) => scope.locator('[data-slot="accordion-trigger"]')

async function panelOf(page: Page, trigger: Locator): Promise<Locator> {
  const id = await trigger.getAttribute('aria-controls')
  expect(id).toBeTruthy()
  return page.locator(`[id="${id}"]`)
}

test('home services: the first is open; opening another closes it; the open one collapses', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const services = page.getByRole('region', { name: 'Services We Offer' })
  const buttons = triggers(services)
  await expect(buttons).toHaveCount(5)

  // Each trigger is a real button inside a heading.
  for (const button of await buttons.all()) {
    expect(await button.evaluate((el) => el.tagName === 'BUTTON' && /^H[2-6]$/.test(el.parentElement!.tagName))).toBe(true)
  }

  const [first, second] = [buttons.nth(0), buttons.nth(1)]
  await expect(first).toHaveAttribute('aria-expanded', 'true')
  await expect(await panelOf(page, first)).toBeVisible()
  await expect(await panelOf(page, second)).toBeHidden()

  await second.click()
  await expect(second).toHaveAttribute('aria-expanded', 'true')
  await expect(first).toHaveAttribute('aria-expanded', 'false')
  await expect(await panelOf(page, second)).toBeVisible()
  await expect(await panelOf(page, first)).toBeHidden()
  expect(await buttons.evaluateAll((els) => els.filter((el) => el.getAttribute('aria-expanded') === 'true').length)).toBe(1)

  await second.click()
  await expect(second).toHaveAttribute('aria-expanded', 'false')
  await expect(await panelOf(page, second)).toBeHidden()
  expect(await buttons.evaluateAll((els) => els.filter((el) => el.getAttribute('aria-expanded') === 'true').length)).toBe(0)
})

test('FAQs open and close from the keyboard with Enter and Space', async ({ page }) => {
  await page.goto('/faqs')
  await waitForHydration(page)
  const buttons = triggers(page.getByRole('main'))
  await expect(buttons).toHaveCount(10)
  await expect(buttons.first()).toHaveAttribute('aria-expanded', 'false')

  await buttons.nth(2).focus()
  await page.keyboard.press('Enter')
  await expect(buttons.nth(2)).toHaveAttribute('aria-expanded', 'true')
  const panel = await panelOf(page, buttons.nth(2))
  await expect(panel).toBeVisible()
  await expect(panel).toHaveAttribute('role', 'region')
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe('true')

  await page.keyboard.press('Space')
  await expect(buttons.nth(2)).toHaveAttribute('aria-expanded', 'false')
  await expect(panel).toBeHidden()

  // Tab moves to the next question, and Space opens it.
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => document.activeElement?.id)).toBe(await buttons.nth(3).getAttribute('id'))
  await page.keyboard.press('Space')
  await expect(buttons.nth(3)).toHaveAttribute('aria-expanded', 'true')
  await expectNoAxeViolations(page, 'an FAQ open')
})
