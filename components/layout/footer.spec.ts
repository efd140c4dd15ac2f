// The footer's legal links lead to their pages. What the footer says and links to (services, sections, contact
// details and hours, socials, registration line, legal links) is read from every built page's HTML by
// tests/build/footer.test.ts; that it is shown, in the browser by tests/e2e/routes.spec.ts and no-javascript.spec.ts.
import { expect, test } from '../../tests/e2e/support/test.ts'
import { footerLegalLinks } from '../../tests/e2e/support/navigation.ts'

test.use({ viewport: { width: 1280, height: 900 } })

test('every legal page the footer links to answers 200', async ({ request }) => {
  for (const href of new Set(footerLegalLinks.map(([, href]) => href))) {
    const response = await request.get(href)
    expect(response.status(), href).toBe(200)
  }
})

test("the footer's legal links lead to their pages", async ({ page }) => {
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Modern Slavery Policy' }).click()
  await expect(page).toHaveURL('/modern-slavery')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Modern Slavery Policy')
})
