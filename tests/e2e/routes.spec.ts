// Every built page answers, is titled for the browser tab and search results, and shows its content.
import { expect, test } from './support/test.ts'
import { builtUrls, expectedPage, site } from './support/content.ts'
import { expectPageContent } from './support/page-content.ts'
import { expectNoAxeViolations } from './support/axe.ts'

/** The site's static routes, as specified. */
const specRoutes = [
  '/',
  '/services',
  '/services/quantity-surveying',
  '/services/project-management',
  '/services/contract-administration',
  '/services/employers-agent',
  '/services/cost-management',
  '/projects',
  '/about',
  '/faqs',
  '/contact',
  '/privacy',
  '/cookies',
  '/terms',
  '/modern-slavery',
  '/complaints',
]

/** The six project slugs, as specified. */
const specProjectSlugs = [
  'mapleleaf-business-park',
  'reading-street-newbuild',
  'the-oaks-business-park',
  'dane-road-birchington',
  'farmstead-eastry',
  'copperleaf-business-park',
]

/** Where the contact form lands visitors without JavaScript (issue: enquiries). */
const formOutcomeRoutes = ['/contact/thank-you', '/contact/error']

test('the build has exactly the specified routes and project pages, plus the form outcome pages', () => {
  const expected = [...specRoutes, ...specProjectSlugs.map((slug) => `/projects/${slug}`), ...formOutcomeRoutes].sort()
  expect(builtUrls).toEqual(expected)
})

for (const url of builtUrls) {
  test(`${url} answers 200 with its heading, title, description and content`, async ({ page }) => {
    const expected = expectedPage(url)
    const response = await page.goto(url)
    expect(response?.status()).toBe(200)

    const h1 = page.locator('h1')
    await expect(h1).toHaveCount(1)
    await expect(h1).toHaveText(expected.heading)

    await expect(page).toHaveTitle(`${expected.title} | ${site.name}`)
    expect((await page.title()).endsWith(` | ${site.name}`)).toBe(true)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', expected.description.replace(/\s+/g, ' ').trim())

    await expectPageContent(page, url)
  })
}

// Every piece of every page sits in a landmark, and nothing else axe knows of is wrong either: its
// best-practice rules too, on top of the WCAG rules pa11y checks (npm run test:a11y).
for (const url of builtUrls) {
  test(`${url} has no axe violations, best practices included`, async ({ page }) => {
    await page.goto(url)
    await expectNoAxeViolations(page, url, { allRules: true })
  })
}
