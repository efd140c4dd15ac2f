// Hiding entries the home page shows, in the web editor (`npm run cms` on a temporary copy of content/), as the owner
// does it: the home page fills up from the other entries, so the save passes the content check; only hiding one the
// site cannot do without is refused, before anything is saved, in the check's own sentence beside the Draft switch;
// deleting one is refused the same way, before Decap asks to confirm it.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { editorForThisFile, expect, publish, signIn, test } from '../../editor/drive/web-editor.ts'

const editor = editorForThisFile()

test.beforeEach(async ({ page }) => {
  await signIn(page, editor.url)
})

/** Opens an entry and switches Draft on. */
async function switchDraftOn(page: Page, collection: string, slug: string) {
  await page.goto(`${editor.url}#/collections/${collection}/entries/${slug}`)
  const draft = page.getByRole('switch', { name: /^Draft\b/ })
  await expect(draft).toHaveAttribute('aria-checked', 'false')
  await draft.click()
  return draft
}

test('hiding a featured project and a home question is saved, and the site still passes the check', async ({
  page,
}) => {
  const project = 'content/projects/copperleaf-business-park.mdx'
  const question = 'content/faqs/how-are-your-fees-set.yaml'
  expect(editor.read(project)).toContain('featured: true')
  expect(editor.read(question)).toContain('home: true')
  await switchDraftOn(page, 'projects', 'copperleaf-business-park')
  await publish(page)
  await switchDraftOn(page, 'faqs', 'how-are-your-fees-set')
  await publish(page)
  await expect.poll(() => editor.read(project)).toContain('draft: true')
  await expect.poll(() => editor.read(question)).toContain('draft: true')
  expect((await editor.checkContent()).ok).toBe(true)
})

test('hiding a project the home page cannot do without is refused before saving, in the check’s words', async ({
  page,
}) => {
  // Five published after the test before: one more leaves four, the strip's count.
  await switchDraftOn(page, 'projects', 'farmstead-eastry')
  await publish(page)
  const file = 'content/projects/dane-road-birchington.mdx'
  const before = editor.read(file)
  const draft = await switchDraftOn(page, 'projects', 'dane-road-birchington')
  await page.getByRole('button', { name: 'Publish' }).click()
  await page.getByRole('menuitem', { name: 'Publish now' }).click()
  const sentence =
    "The home page's project strip shows 4 projects, and only 3 are published: at least 4 must be on the site " +
    '(Draft off).'
  // Beside the switch that causes it, as Decap shows a field's message.
  await expect(page.locator('[aria-label="draft-switch field"]').getByText(sentence)).toBeVisible()
  await expect(draft).toHaveAttribute('aria-checked', 'true')
  expect(editor.read(file)).toBe(before)
  expect((await editor.checkContent()).ok).toBe(true)
})

test('deleting a project the home page cannot do without is refused before Decap asks; a draft is deleted', async ({
  page,
}) => {
  // Four published after the tests before, the strip's count.
  const file = 'content/projects/the-oaks-business-park.mdx'
  const before = editor.read(file)
  let asked = ''
  page.on('dialog', (dialog) => {
    asked = dialog.message()
    void dialog.accept()
  })
  // From the list, as the owner gets there: Decap lists the projects there are.
  await page.getByRole('link', { name: 'Projects' }).first().click()
  await page.getByText('The Oaks Business Park').first().click()
  await page.getByRole('button', { name: 'Delete entry' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    "Not deleted: The home page's project strip shows 4 projects, and only 3 are published: at least 4 must be on " +
      'the site (Draft off).Close',
  )
  expect(asked).toBe('')
  expect(editor.read(file)).toBe(before)
  await page.getByRole('alert').getByRole('button', { name: 'Close' }).click()

  // A draft is off the site already: deleting it is asked and done.
  await page.goto(`${editor.url}#/collections/projects/entries/farmstead-eastry`)
  await expect(page.getByLabel('Location')).toHaveValue('Eastry, Kent')
  await page.getByRole('button', { name: 'Delete entry' }).click()
  await expect.poll(() => asked).not.toBe('')
  await expect.poll(() => existsSync(join(editor.folder, 'content/projects/farmstead-eastry.mdx'))).toBe(false)
  expect((await editor.checkContent()).ok).toBe(true)
})
