// HTML first: with JavaScript off, every page still carries its whole content,
// its navigation and its footer.
import { expect, test } from './support/test.ts'
import { builtUrls, expectedPage, faqs } from './support/content.ts'
import { checkEachPage } from './support/each-page.ts'
import { mainNav } from './support/navigation.ts'
import { expectPageContent, hrefs } from './support/page-content.ts'

test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } })

test('every page shows its content, navigation and footer without JavaScript', async ({ page }) => {
  await checkEachPage(builtUrls, async (url) => {
    expect((await page.goto(url))?.status()).toBe(200)

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expectedPage(url).heading)
    await expectPageContent(page, url)

    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link')).toHaveText(mainNav.map(([label]) => label))
    expect(await hrefs(nav.getByRole('link'))).toEqual(mainNav.map(([, href]) => href))
    await expect(page.getByRole('banner').getByRole('link', { name: 'Book A Consultation' })).toBeVisible()

    const footer = page.getByRole('contentinfo')
    await expect(footer).toBeVisible()
    await expect(footer.getByRole('heading', { level: 2 })).toHaveText(['Our Services', 'Our Sections', 'Get in Touch'])
    await expect(footer.getByRole('navigation', { name: 'Legal' }).getByRole('link')).toHaveCount(6)
  })
})

test('every FAQ answer is shown without JavaScript, since no script can open an accordion', async ({ page }) => {
  await page.goto('/faqs')
  for (const faq of faqs) await expect(page.getByRole('main').getByText(faq.answer[0]!)).toBeVisible()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true })

  test("the menu opens and closes without JavaScript: it is the browser's own popover", async ({ page }) => {
    await page.goto('/about')
    await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).tap()
    const menu = page.getByRole('navigation', { name: 'Main menu' })
    await expect(menu.getByRole('link', { name: 'Services' })).toBeVisible()
    await menu.getByRole('button', { name: 'Close menu' }).tap()
    await expect(menu).toBeHidden()
  })
})
