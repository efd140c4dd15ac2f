// The header: the main links and the consultation button on wide screens, a toggle menu on phones.
import { expect, test } from './support/test.ts'
import { pages } from './support/content.ts'
import { waitForHydration } from './support/hydration.ts'

const mainNav = [
  ['Home', '/'],
  ['Services', '/services'],
  ['Projects', '/projects'],
  ['About Me', '/about'],
  ['Contact Us', '/contact'],
] as const

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test("the header shows the main links and 'Book A Consultation'", async ({ page }) => {
    // The home page's header waits for the visitor to scroll past the hero (home-page.spec.ts).
    for (const url of ['/about', '/projects/farmstead-eastry']) {
      await page.goto(url)
      const header = page.getByRole('banner')
      const links = header.getByRole('navigation', { name: 'Main' }).getByRole('link')
      await expect(links).toHaveText(mainNav.map(([label]) => label))
      for (const [index, [, href]] of mainNav.entries()) {
        await expect(links.nth(index)).toBeVisible()
        await expect(links.nth(index)).toHaveAttribute('href', href)
      }
      const book = header.getByRole('link', { name: 'Book A Consultation' })
      await expect(book).toBeVisible()
      await expect(book).toHaveAttribute('href', '/contact')
      // No toggle on wide screens.
      await expect(header.getByRole('button', { name: 'Menu' })).toBeHidden()
    }
  })

  test('the current section is marked in the main links', async ({ page }) => {
    await page.goto('/projects/farmstead-eastry')
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'Projects' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page')
  })
})

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('a toggle opens the menu, and the menu is closed on the page a link leads to', async ({ page }) => {
    await page.goto('/about')
    await waitForHydration(page)
    const header = page.getByRole('banner')
    const toggle = header.getByRole('button', { name: 'Menu' })
    await expect(toggle).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')

    const menuId = await toggle.getAttribute('aria-controls')
    expect(menuId).toBeTruthy()
    const menu = page.locator(`[id="${menuId}"]`)
    await expect(menu).toHaveCount(1)
    await expect(menu).toBeHidden()
    // Closed, the menu's links cannot be reached; the wide-screen nav is hidden too.
    await expect(header.getByRole('link', { name: 'Projects', exact: true })).toHaveCount(0)

    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(menu).toBeVisible()
    const links = menu.getByRole('link')
    await expect(links).toHaveText([...mainNav.map(([label]) => label), 'Book A Consultation'])
    for (const [index, [, href]] of mainNav.entries()) {
      await expect(links.nth(index)).toBeVisible()
      await expect(links.nth(index)).toHaveAttribute('href', href)
    }
    await expect(menu.getByRole('link', { name: 'Book A Consultation' })).toHaveAttribute('href', '/contact')

    await menu.getByRole('link', { name: 'Projects', exact: true }).click()
    await expect(page).toHaveURL('/projects')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.projects.heading)
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(menu).toBeHidden()
  })

  test('the toggle closes the menu again', async ({ page }) => {
    await page.goto('/faqs')
    await waitForHydration(page)
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu' })
    const menu = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)
    await toggle.click()
    await expect(menu).toBeVisible()
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(menu).toBeHidden()
  })
})
