// Hiding entries the home page shows, in the web editor (`npm run cms` on a temporary copy of content/), as the owner
// does it: the home page fills up from the other entries, so the save passes the content check; only hiding one the
// site cannot do without is refused, before anything is saved, in the check's own sentence beside the Draft switch.
import type { Page } from '@playwright/test'
import { editorForThisFile, expect, publish, signIn, test } from '../../editor/drive/web-editor.ts'

const editor = editorForThisFile()

test.use({ viewport: { width: 1280, height: 900 } })
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
