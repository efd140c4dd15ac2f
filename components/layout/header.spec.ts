// The header: the main links and the consultation button on wide screens, a toggle menu on phones.
// The menu is a popover the browser opens with no script (components/layout/SiteHeader.tsx);
// closing it by Escape and its own button is in menu.spec.ts.
import { expect, type Page, test } from '../../tests/e2e/support/test.ts'
import { expandedState } from '../../tests/e2e/support/accessibility.ts'
import { pages } from '../../tests/e2e/support/content.ts'
import { mainNav } from '../../tests/e2e/support/navigation.ts'

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
      await expect(header.getByRole('button', { name: 'Menu', exact: true })).toBeHidden()
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
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true })

  const menuButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true })
  const menu = (page: Page) => page.locator('[data-slot="menu"]')

  test('a toggle opens the menu, and the menu is closed on the page a link leads to', async ({ page }) => {
    await page.goto('/about')
    const header = page.getByRole('banner')
    const toggle = menuButton(page)
    await expect(toggle).toBeVisible()
    expect(await expandedState(toggle)).toBe(false)
    // The button is tied to the menu it opens (announced as its controller).
    expect(await toggle.getAttribute('popovertarget')).toBe(await menu(page).getAttribute('id'))
    await expect(menu(page)).toBeHidden()
    // Closed, the menu's links cannot be reached; the wide-screen nav is hidden too.
    await expect(header.getByRole('link', { name: 'Projects', exact: true })).toHaveCount(0)

    await toggle.tap()
    await expect(menu(page)).toBeVisible()
    expect(await expandedState(toggle)).toBe(true)
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible()
    const links = menu(page).getByRole('link')
    await expect(links).toHaveText([...mainNav.map(([label]) => label), 'Book A Consultation'])
    for (const [index, [, href]] of mainNav.entries()) {
      await expect(links.nth(index)).toBeInViewport()
      await expect(links.nth(index)).toHaveAttribute('href', href)
    }
    await expect(menu(page).getByRole('link', { name: 'Book A Consultation' })).toHaveAttribute('href', '/contact')
    // The current page is marked in the menu too.
    await expect(menu(page).getByRole('link', { name: 'About Me' })).toHaveAttribute('aria-current', 'page')

    await menu(page).getByRole('link', { name: 'Projects', exact: true }).tap()
    await expect(page).toHaveURL('/projects')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.projects.heading)
    await expect(menu(page)).toBeHidden()
    expect(await expandedState(menuButton(page))).toBe(false)
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
  })

  test('the first tap on Menu, the moment the page shows, opens the menu', async ({ page }) => {
    // Back as soon as the response starts: the tap comes long before the page has loaded or its
    // script has run; the browser opens the popover by itself.
    await page.goto('/faqs', { waitUntil: 'commit' })
    await menuButton(page).tap()
    await expect(menu(page).getByRole('link', { name: 'Services' })).toBeVisible()
    expect(await expandedState(menuButton(page))).toBe(true)
    // Still open once everything has arrived.
    await expect(page.locator('html')).toHaveClass(/(^|\s)loaded(\s|$)/)
    await expect(menu(page)).toBeVisible()
  })
})
