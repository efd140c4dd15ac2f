// The small-screen menu (components/layout/SiteHeader.tsx): a popover sheet over the whole screen.
// Escape or its own 'Close menu' button closes it and gives focus back to the Menu button; every
// piece of the page is in a landmark and axe finds nothing, with the menu open or closed.
import { expect, type Page, test } from '../../tests/e2e/support/test.ts'
import { expandedState } from '../../tests/e2e/support/accessibility.ts'
import { expectNoAxeViolations } from '../../tests/e2e/support/axe.ts'

test.use({ viewport: { width: 375, height: 812 } })

const menuButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true })
const menu = (page: Page) => page.locator('[data-slot="menu"]')
/** The id of the <nav> holding keyboard focus, if any. */
const focusedNav = (page: Page) => page.evaluate(() => document.activeElement?.closest('nav')?.id ?? null)

test('Enter opens the menu, Tab moves into it, and Escape closes it and returns focus to Menu', async ({ page }) => {
  await page.goto('/services/cost-management')
  await menuButton(page).focus()
  await page.keyboard.press('Enter')
  await expect(menu(page)).toBeVisible()
  expect(await expandedState(menuButton(page))).toBe(true)

  // Focus moves on from the button into the menu...
  await page.keyboard.press('Tab')
  expect(await focusedNav(page)).toBe(await menu(page).getAttribute('id'))
  await page.keyboard.press('Tab')
  expect(await focusedNav(page)).toBe(await menu(page).getAttribute('id'))
  // ...and Escape from there closes it and returns to the button.
  await page.keyboard.press('Escape')
  await expect(menu(page)).toBeHidden()
  await expect(menuButton(page)).toBeFocused()
  expect(await expandedState(menuButton(page))).toBe(false)
})

test.describe('by touch', () => {
  test.use({ hasTouch: true, isMobile: true })

  test("'Close menu' closes it, and focus is back on Menu", async ({ page }) => {
    await page.goto('/about')
    await menuButton(page).tap()
    const close = menu(page).getByRole('button', { name: 'Close menu' })
    // The sheet covers the header, so its own button is the way out, at the top right as Menu was.
    await expect(close).toBeInViewport()
    const [closeBox, menuBox] = [await close.boundingBox(), await menuButton(page).boundingBox()]
    expect(Math.abs(closeBox!.x - menuBox!.x)).toBeLessThan(2)
    await close.tap()
    await expect(menu(page)).toBeHidden()
    await expect(menuButton(page)).toBeFocused()
    // The page behind is as it was, and Menu opens the menu again.
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
    await menuButton(page).tap()
    await expect(menu(page)).toBeVisible()
  })

  test('the open menu is a sheet over the whole screen, so nothing behind it can be tapped by mistake', async ({
    page,
  }) => {
    await page.goto('/about')
    await menuButton(page).tap()
    await expect(menu(page)).toBeVisible()
    const box = (await menu(page).boundingBox())!
    expect(box).toEqual({ x: 0, y: 0, width: 375, height: 812 })
  })
})

test('home page: all content in landmarks and no axe violations, with the menu closed and open', async ({ page }) => {
  await page.goto('/')
  await expectNoAxeViolations(page, 'the home page at 375 px, the header still away', { allRules: true })
  // The header (and its Menu) comes once the hero is scrolled past (home-page.spec.ts).
  await page.evaluate(() => window.scrollTo({ top: innerHeight + 100, behavior: 'instant' }))
  await expect(menuButton(page)).toBeVisible()
  await expectNoAxeViolations(page, 'the home page at 375 px, the menu closed', { allRules: true })
  await menuButton(page).click()
  await expect(menu(page)).toBeVisible()
  await expectNoAxeViolations(page, 'the home page at 375 px, the menu open', { allRules: true })
})
