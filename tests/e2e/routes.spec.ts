// Every built page answers, is titled for the browser tab and search results, and shows its content.
import { expect, test } from './support/test.ts'
import { errorPath, thankYouPath } from '../../supabase/functions/_shared/enquiry-protocol.ts'
import { collectionOf, slugOfFile } from '#content/collections.ts'
import { publishedFiles } from '../../content-layer/vite-plugin/published-bodies.ts'
import { pathOf } from '#content/routes.ts'
import { builtUrls, expectedPage, projectRoot, site } from './support/content.ts'
import { expectPageContent } from './support/page-content.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { checkEachPage } from './support/each-page.ts'

/** Where the enquiry function sends a visitor whose form was posted without JavaScript. */
const formOutcomeRoutes = [thankYouPath, errorPath]

/** The section pages, one per route folder in pages/ (they are code, not content). */
const sectionRoutes = ['/', '/services', '/projects', '/about', '/faqs', '/contact']

/** A page for every published entry of each kind of content with pages (collections.ts): new ones need no edit here. */
const contentRoutes = publishedFiles(projectRoot).flatMap(({ file }) => {
  const collection = collectionOf(file)
  return collection && 'page' in collection ? [pathOf(collection.name, slugOfFile(file))] : []
})

test('the build has a page for each section, each published content entry and each form outcome, and no other', () => {
  expect(builtUrls).toEqual([...sectionRoutes, ...contentRoutes, ...formOutcomeRoutes].sort())
})

// Every piece of every page sits in a landmark, and nothing else axe knows of is wrong either: its
// best-practice rules too, on top of the WCAG rules HTML_CodeSniffer checks (npm run test:a11y).
// One visit per page serves both checks; one tab visits them all.
test('every page answers 200 with its heading, title, description and content, and no axe violations', async ({
  page,
}) => {
  await checkEachPage(builtUrls, async (url) => {
    const expected = expectedPage(url)
    const response = await page.goto(url)
    expect(response?.status()).toBe(200)

    const h1 = page.locator('h1')
    await expect(h1).toHaveCount(1)
    await expect(h1).toHaveText(expected.heading)

    await expect(page).toHaveTitle(`${expected.title} | ${site.name}`)
    expect((await page.title()).endsWith(` | ${site.name}`)).toBe(true)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      expected.description.replace(/\s+/g, ' ').trim(),
    )

    await expectPageContent(page, url)
    // What the footer says is read from the HTML (tests/build/footer.test.ts); here, that its details are shown.
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: site.phone.display })).toBeVisible()
    await expect(footer.getByRole('link', { name: site.email })).toBeVisible()
    await expect(footer.getByText('Registered in England & Wales')).toBeVisible()
    await expectNoAxeViolations(page, url, { allRules: true })
  })
})
