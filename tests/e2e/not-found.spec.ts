// Any path that is not a route of the site shows the 404 page, and the missing path is logged to the console.
import { expect, test } from './support/test.ts'
import { pages, site } from './support/content.ts'
import { expectNoAxeViolations } from './support/axe.ts'

for (const path of ['/no-such-page', '/projects/no-such-project', '/services/no-such-service/deeper']) {
  test(`${path} answers 404 with the 'Page Not Found' page, with no axe violations`, async ({ page }) => {
    const messages: string[] = []
    page.on('console', (message) => messages.push(message.text()))

    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page).toHaveURL(path)

    const main = page.getByRole('main')
    await expect(main.getByText('404', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Page Not Found')
    await expect(main.getByText(/may have moved or doesn['’]t exist/)).toBeVisible()
    await expect(main.getByText(pages.notFound.intro.replace(/\s+/g, ' ').trim())).toBeVisible()
    await expect(page).toHaveTitle(`Page Not Found | ${site.name}`)

    const home = main.getByRole('link', { name: 'Return to Home' })
    await expect(home).toBeVisible()
    await expect(home).toHaveAttribute('href', '/')

    // The visitor can still find their way: the header and footer are there.
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()

    await expect
      .poll(() => messages.some((text) => text.includes(path)), {
        message: `console messages: ${messages.join(' | ')}`,
      })
      .toBe(true)
    await expectNoAxeViolations(page, path, { allRules: true })
  })
}

test("'Return to Home' leads to the home page", async ({ page }) => {
  await page.goto('/no-such-page')
  await page.getByRole('main').getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.home.heading)
})
