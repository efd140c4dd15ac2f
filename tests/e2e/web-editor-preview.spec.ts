// The web editor's preview (editor/preview) shows an entry as the site shows it: the built
// page's text, in the site's fonts, following the form as the owner types. `npm run cms` on a
// temporary copy of content/, beside the built site (dist/client, Playwright's web server), which
// holds the same content.
import type { FrameLocator, Locator, Page } from '@playwright/test'
import { parse } from 'yaml'
import { editorForThisFile, expect, signIn, test } from '../../editor/drive/web-editor.ts'

const editor = editorForThisFile()
test.beforeEach(async ({ page }) => {
  await signIn(page, editor.url)
})

/** Opens an entry in the editor; its preview, once the site's page shows in it. */
async function openEntry(page: Page, path: string): Promise<FrameLocator> {
  await page.goto(`${editor.url}#/collections/${path}`)
  const preview = page.frameLocator('#preview-pane')
  await expect(preview.locator('main h1')).toBeVisible()
  return preview
}

/**
 * The text of an element, spaces collapsed: all of it, as innerText leaves out what the built page
 * has not laid out yet (its sections below the fold are `content-visibility: auto`).
 */
const textOf = (locator: Locator) => locator.evaluate((element) => element.textContent!.replace(/\s+/g, ' ').trim())

/** The text of an element of the built page at `path`. */
async function builtText(page: Page, path: string, selector: string) {
  const site = await page.context().newPage()
  await site.goto(path)
  const text = await textOf(site.locator(selector))
  await site.close()
  return text
}

test("a project's preview is its page: the built page's text, its heading in the site's heading font, loaded", async ({
  page,
  baseURL,
}) => {
  const preview = await openEntry(page, 'projects/entries/farmstead-eastry')
  const heading = preview.locator('main h1')
  await expect(heading).toHaveText('Farmstead Conversion, Eastry')

  const site = await page.context().newPage()
  await site.goto(`${baseURL}/projects/farmstead-eastry`)
  const fontOf = (h1: Element) => getComputedStyle(h1).fontFamily
  const siteFont = await site.locator('main h1').evaluate(fontOf)
  const siteText = await textOf(site.locator('main'))
  await site.close()
  expect(siteFont).toMatch(/^"?Fraunces/)
  expect(await heading.evaluate(fontOf)).toBe(siteFont)
  // The font file itself arrived in the preview's frame, not a fallback drawn in its place.
  await expect
    .poll(() =>
      heading.evaluate(
        (h1) =>
          h1.ownerDocument.fonts.check(`600 40px ${getComputedStyle(h1).fontFamily.split(',')[0]}`) &&
          [...h1.ownerDocument.fonts].some((face) => face.family.includes('Fraunces') && face.status === 'loaded'),
      ),
    )
    .toBe(true)
  // The page, from its hero to the next project's card, reads as the built one does.
  expect(await textOf(preview.locator('main'))).toBe(siteText)
  // And the card the lists show, above it.
  await expect(preview.locator('[data-slot="project-card"]').first()).toContainText('Farmstead Conversion, Eastry')
})

test('typing in a field or in the text changes the preview as the owner types', async ({ page }) => {
  const preview = await openEntry(page, 'projects/entries/farmstead-eastry')
  await page.getByLabel('Title').fill('Farmstead Conversion at Eastry')
  await expect(preview.locator('main h1')).toHaveText('Farmstead Conversion at Eastry')
  await expect(preview.locator('[data-slot="project-card"] h3').first()).toHaveText('Farmstead Conversion at Eastry')

  const text = page.getByLabel('Page text')
  await text.click()
  await page.keyboard.press('Control+End')
  await page.keyboard.type(' A sentence typed just now.')
  await expect(preview.locator('.prose')).toContainText('A sentence typed just now.')
  // A value the content check refuses: the preview says what to fix and keeps the last good page.
  await page.getByLabel('Title').click()
  await page.keyboard.press('Control+A')
  await page.keyboard.press('Backspace')
  await expect(page.getByLabel('Title')).toHaveValue('')
  // Named as the form names the field.
  await expect(preview.locator('[data-slot="preview-problems"] li')).toHaveText(['Title is required.'])
  await expect(preview.locator('main h1')).toHaveText('Farmstead Conversion at Eastry')
})

test('Units delivered typed as a number, as its hint asks, shows in the preview as the site shows it', async ({
  page,
}) => {
  const preview = await openEntry(page, 'projects/entries/copperleaf-business-park')
  const siteText = await builtText(page, '/projects/copperleaf-business-park', 'main')
  expect(siteText).toContain('14 units')
  const units = page.getByLabel('Units delivered')
  const card = preview.locator('[data-slot="project-card"]').first()
  const problems = preview.locator('[data-slot="preview-problems"]')
  await units.fill('12')
  await expect(card).toContainText('12 units')
  await expect(preview.locator('main')).toContainText('12 units')
  await expect(problems).toHaveCount(0)
  // The file's own value typed again: the page reads as the built one.
  await units.fill('14')
  await expect(card).toContainText('14 units')
  expect(await textOf(preview.locator('main'))).toBe(siteText)
  // A value the check refuses: named by the form's label, with the sentence the field itself shows.
  await units.fill('lots')
  await expect(problems.locator('li')).toHaveText([
    'Units delivered: Write the number of units delivered, or "Residential" where a count does not apply.',
  ])
})

test("an FAQ's preview is its question on /faqs, opened, as the built page shows it", async ({ page }) => {
  const preview = await openEntry(page, 'faqs/entries/do-you-work-with-funders-and-lenders')
  const item = preview.locator('details[open]')
  await expect(item).toHaveCount(1)
  await expect(item.locator('summary')).toHaveText('Do you work with funders and lenders?')
  const site = await page.context().newPage()
  await site.goto('/faqs')
  const built = site.locator('details', { hasText: 'Do you work with funders and lenders?' })
  await built.locator('summary').click()
  const builtAnswer = await built.locator('[data-slot="accordion-panel"] p').allInnerTexts()
  const builtHeading = await site.locator('main h1').innerText()
  await site.close()
  expect(builtAnswer.length).toBeGreaterThan(1)
  await expect(item.locator('[data-slot="accordion-panel"] p')).toHaveText(builtAnswer)
  await expect(preview.locator('main h1')).toHaveText(builtHeading)

  await page.getByLabel('Answer').fill('Yes, often.\n\nA second paragraph.')
  await expect(item.locator('[data-slot="accordion-panel"] p')).toHaveText(['Yes, often.', 'A second paragraph.'])
})

test("a policy's preview is its page, business details in its text included", async ({ page }) => {
  const preview = await openEntry(page, 'legal/entries/complaints')
  const siteText = await builtText(page, '/complaints', 'main')
  const previewText = await textOf(preview.locator('main'))
  expect(previewText).toBe(siteText)
  // <Site field="email" /> and its kind are the business details of site.yaml, not the tags.
  expect(editor.read('content/legal/complaints.mdx')).toContain('<Site field="email" />')
  expect(previewText).toContain((parse(editor.read('content/site.yaml')) as { email: string }).email)
  expect(previewText).not.toContain('<Site')
})

test("the business details' preview is the contact bar, contact page and footer, with the number being typed", async ({
  page,
}) => {
  await page.goto(`${editor.url}#/collections/pages-and-details/entries/site`)
  const preview = page.frameLocator('#preview-pane')
  await expect(preview.locator('footer')).toBeVisible()
  const phone = page.getByLabel('Phone', { exact: true })
  const before = await phone.inputValue()
  await expect(preview.locator('footer')).toContainText(before)
  await phone.fill('01632 960 999')
  await expect(preview.locator('footer')).toContainText('01632 960 999')
  await expect(preview.locator('main')).toContainText('01632 960 999')
  await expect(preview.locator('footer')).not.toContainText(before)
})
