// A save the content check would refuse, in the web editor (`npm run cms` on a temporary copy of content/), as the
// owner makes it: refused before anything is written, with the check's own sentence at the field that causes it,
// that field focused and in view; the preview's list of problems and the fields' messages are the same list.
import { editorForThisFile, expect, signIn, test } from '../../editor/drive/web-editor.ts'

const editor = editorForThisFile()

test.beforeEach(async ({ page }) => {
  await signIn(page, editor.url)
})

/** Publish, then Publish now, as the owner saves locally; the save may be refused. */
async function trySave(page: import('@playwright/test').Page) {
  await page.getByRole('button', { name: 'Publish' }).click()
  await page.getByRole('menuitem', { name: 'Publish now' }).click()
}

const preview = (page: import('@playwright/test').Page) =>
  page.frameLocator('iframe').locator('[data-slot="preview-problems"] li')

test('page text the check refuses is not saved: its sentence at the field, which is focused and in view', async ({
  page,
}) => {
  const file = 'content/projects/farmstead-eastry.mdx'
  const before = editor.read(file)
  await page.goto(`${editor.url}#/collections/projects/entries/farmstead-eastry`)
  const text = page.getByLabel('Page text')
  await text.click()
  await page.keyboard.press('Control+End')
  await page.keyboard.type('\n\nTODO: the handover.\n')
  await page.getByLabel('Title', { exact: true }).scrollIntoViewIfNeeded()
  await trySave(page)

  const sentence = 'Page text still says "TODO": write it in, or keep "draft: true" until the entry is ready'
  await expect(page.locator('[aria-label="page-text field"]').getByText(sentence)).toBeVisible()
  await expect(text).toBeFocused()
  await expect(text).toBeInViewport()
  await expect(preview(page)).toContainText([sentence])
  // Nothing was written.
  expect(editor.read(file)).toBe(before)
})

test("the fields' messages and the preview's list are the same list", async ({ page }) => {
  await page.goto(`${editor.url}#/collections/projects/new`)
  await expect(page.frameLocator('iframe').locator('[data-slot="preview-waiting"]')).toBeVisible()
  await page.getByLabel('Title', { exact: true }).fill('Harbour View Offices')
  await trySave(page)
  const atFields = page.locator('ul[class*="ControlErrorsList"] li')
  await expect(atFields.filter({ hasText: 'Outcomes is required.' })).toBeVisible()
  await expect(preview(page).filter({ hasText: 'Page text is required.' })).toBeVisible()
  expect(await atFields.allTextContents()).toEqual(await preview(page).allTextContents())
  // The first field in red (Description, below Title) has the focus.
  await expect(page.getByLabel('Description', { exact: true })).toBeFocused()
})
