// The editor as production runs it: the editorial workflow (`CMS_WORKFLOW=1 npm run cms` on a temporary git copy of
// content/, main the site), each save a branch, Publish a merge. The owner's everyday edit reaches main as exactly the
// owner's line; nothing the owner does leaves main failing the content check: hides that the changes waiting would
// leave short are refused, naming them; Delete and Unpublish, which Decap commits straight to main, are not offered
// and are refused; an upload from the Media page is refused; a repair of a main broken by hand is accepted.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { editorForThisFile, expect, signIn, test } from '../../editor/drive/web-editor.ts'

const editor = editorForThisFile({ workflow: true })

test.beforeEach(async ({ page }) => {
  await signIn(page, editor.url)
})
// A test's answers to Decap's questions end with it: the next one signs in answering its own.
test.afterEach(({ page }) => {
  page.removeAllListeners('dialog')
})

/** Every confirm() answered OK (Publish asks), the question kept. */
function answerOk(page: Page) {
  const asked: string[] = []
  page.on('dialog', (dialog) => {
    asked.push(dialog.message())
    void dialog.accept()
  })
  return asked
}

/** Saves the open entry as the owner does with the workflow: Save, then the editor's "Changes saved". */
async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Changes saved')).toBeVisible()
}

/** Sets the open entry's change to Ready, then Publish, Publish now. */
async function publishFromEntry(page: Page) {
  await page.getByRole('button', { name: /^Status: / }).click()
  await page.getByRole('menuitem', { name: 'Ready' }).click()
  await expect(page.getByRole('button', { name: 'Status: Ready' })).toBeVisible()
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Publish now' }).click()
}

/** Sets the open entry's change to Ready, as the owner does before publishing from the Workflow page. */
async function markReady(page: Page) {
  await page.getByRole('button', { name: /^Status: / }).click()
  await page.getByRole('menuitem', { name: 'Ready' }).click()
  await expect(page.getByRole('button', { name: 'Status: Ready' })).toBeVisible()
}

async function switchDraft(page: Page, slug: string, on: boolean) {
  await page.goto(`${editor.url}#/collections/projects/entries/${slug}`)
  const draft = page.getByRole('switch', { name: /^Draft\b/ })
  await expect(draft).toHaveAttribute('aria-checked', on ? 'false' : 'true')
  await draft.click()
}

/** A screenshot of what the owner sees once Decap's notices have slid in: with animations disabled, Playwright stops
 * a notice part-way, off the edge of the window. */
async function screenshot(page: Page, name: string) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => !/bounceIn/.test((animation as CSSAnimation).animationName ?? '')),
  )
  await page.screenshot({ path: `test-results/${name}.png` })
}

const mainLog = () => editor.git('log', '--format=%s', 'main').trim().split('\n')
const branches = () =>
  editor.git('branch', '--list', 'cms/*', '--format=%(refname:short)').trim().split('\n').filter(Boolean)

test("the owner's everyday edit: saved on a branch, on the Workflow page, and published as exactly that line", async ({
  page,
}) => {
  const asked = answerOk(page)
  const before = editor.read('content/site.yaml')
  await page.goto(`${editor.url}#/collections/pages-and-details/entries/site`)
  const phone = page.getByLabel('Phone', { exact: true })
  await expect(phone).not.toHaveValue('')
  const old = await phone.inputValue()
  await phone.fill('01632 960 777')
  await save(page)
  // A branch of its own, and main untouched.
  expect(branches()).toEqual(['cms/pages-and-details/site'])
  expect(mainLog()).toEqual(['The site'])
  expect(editor.read('content/site.yaml')).toBe(before)
  // The list's badge names a change in progress, never "Draft", the switch's word for an entry off the site.
  await expect(page.getByRole('button', { name: 'Status: In progress' })).toBeVisible()

  await page.goto(`${editor.url}#/workflow`)
  const column = page.getByText('In progress', { exact: true }).first()
  await expect(column).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Business details' })).toBeVisible()

  await page.goto(`${editor.url}#/collections/pages-and-details/entries/site`)
  await publishFromEntry(page)
  await expect(page.getByText('Entry published')).toBeVisible()
  await expect.poll(() => mainLog().length).toBe(2)
  expect(asked.at(-1)).toMatch(/publish/i)
  const diff = editor.git('diff', '--unified=0', 'main~1', 'main').split('\n')
  expect(diff.filter((line) => /^[-+][^-+]/.test(line))).toEqual([`-phone: ${old}`, '+phone: 01632 960 777'])
  expect((await editor.checkContent()).ok).toBe(true)
})

test('hides saved as separate changes count together: the one the site cannot take is refused, naming others', async ({
  page,
}) => {
  answerOk(page)
  for (const slug of ['copperleaf-business-park', 'farmstead-eastry']) {
    await switchDraft(page, slug, true)
    await save(page)
  }
  await switchDraft(page, 'dane-road-birchington', true)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  const sentence =
    "The home page's project strip shows 4 projects, and only 3 are published: at least 4 must be on the site " +
    '(Draft off). That counts your changes not yet published (on the Workflow page), which also hide ' +
    '“Copperleaf Business Park” and “Farmstead Conversion, Eastry”.'
  await expect(page.locator('[aria-label="draft-switch field"]').getByText(sentence)).toBeVisible()
  await screenshot(page, 'editor-refusal-hide-counted-with-changes')
  expect(branches()).not.toContain('cms/projects/dane-road-birchington')
  // The status still names the entry as the site has it: published.
  await expect(page.getByRole('button', { name: 'Published' })).toBeVisible()

  // Published one after another from the Workflow page: main passes the check after each.
  for (const slug of ['copperleaf-business-park', 'farmstead-eastry']) {
    await page.goto(`${editor.url}#/collections/projects/entries/${slug}`)
    await markReady(page)
  }
  for (const title of ['Copperleaf Business Park', 'Farmstead Conversion, Eastry']) {
    await page.goto(`${editor.url}#/workflow`)
    const card = page.locator('a', { hasText: title }).locator('..')
    await card.hover()
    await card.getByRole('button', { name: 'Publish changes' }).click()
    await expect(page.getByText('Entry published')).toBeVisible()
    await expect.poll(async () => (await editor.checkContent()).ok).toBe(true)
  }
  const onMain = (slug: string) => editor.git('show', `main:content/projects/${slug}.mdx`)
  expect(onMain('copperleaf-business-park')).toContain('draft: true')
  expect(onMain('farmstead-eastry')).toContain('draft: true')
  expect(onMain('dane-road-birchington')).not.toContain('draft: true')
})

test('with exactly 4 projects published, no Delete or Unpublish is offered, and a fifth hide is refused', async ({
  page,
}) => {
  await page.getByRole('link', { name: 'Projects' }).first().click()
  await page.getByText('The Oaks Business Park').first().click()
  await expect(page.getByLabel('Location')).not.toHaveValue('')
  await expect(page.getByRole('button', { name: /delete/i })).toHaveCount(0)
  await page.getByRole('button', { name: 'Published' }).click()
  await expect(page.getByRole('menuitem', { name: 'Unpublish' })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await switchDraft(page, 'the-oaks-business-park', true)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.locator('[aria-label="draft-switch field"]').getByText(/only 3 are published/)).toBeVisible()
  expect(branches()).toEqual([])
  expect((await editor.checkContent()).ok).toBe(true)
})

test('an upload from the Media page is refused, saying where pictures are added', async ({ page }) => {
  const main = editor.git('rev-parse', 'main')
  await page.getByRole('button', { name: 'Media', exact: true }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page
    .getByRole('dialog')
    .locator('input[type="file"]')
    .setInputFiles({
      name: 'IMG_4021.jpg',
      mimeType: 'image/jpeg',
      buffer: readFileSync(join(editor.folder, 'content/images/projects/farmstead-eastry-1.svg')),
    })
  await expect(page.getByRole('alert')).toContainText(
    'Pictures are added from the entry that shows them, which names them and saves them with it',
  )
  await screenshot(page, 'editor-refusal-media-page-upload')
  expect(editor.git('rev-parse', 'main')).toBe(main)
  expect(editor.git('status', '--porcelain')).toBe('')
})

test('with main made to fail the check by hand, the one-step fix is saved and published', async ({ page }) => {
  answerOk(page)
  // Hidden on GitHub by hand: three published.
  const file = join(editor.folder, 'content/projects/the-oaks-business-park.mdx')
  writeFileSync(file, readFileSync(file, 'utf8').replace(/\n---\n/, '\ndraft: true\n---\n'))
  editor.git('commit', '--quiet', '-am', 'Hidden by hand')
  expect((await editor.checkContent()).ok).toBe(false)
  await signIn(page, editor.url, { reload: true })
  await page.getByRole('link', { name: 'Projects' }).first().click()
  await expect(page.getByText('The Oaks Business Park')).toBeVisible()

  await switchDraft(page, 'farmstead-eastry', false)
  await save(page)
  await publishFromEntry(page)
  await expect(page.getByText('Entry published')).toBeVisible()
  await expect.poll(async () => (await editor.checkContent()).ok).toBe(true)
})

test('leaving an entry after a save names only the fields changed since: the saved change, not the live page', async ({
  page,
}) => {
  await page.goto(`${editor.url}#/collections/faqs/entries/how-do-i-get-started`)
  const answer = page.getByLabel('Answer', { exact: true })
  await expect(answer).not.toHaveValue('')
  await answer.fill('Book a free consultation through the contact page.')
  await save(page)
  await page.getByLabel('Question', { exact: true }).fill('How do we get started?')
  const asked = answerOk(page)
  await page.getByRole('link', { name: /Editing Questions/ }).click()
  await expect
    .poll(() => asked)
    .toEqual([
      'Leave this entry without saving? Your changes to Question would be lost. Choose Cancel to stay and save them.',
    ])
})

test('a change that passed when saved is refused at Publish once the site has moved on', async ({ page }) => {
  const byHand = (slug: string, hide: boolean) => {
    const file = join(editor.folder, `content/projects/${slug}.mdx`)
    const text = readFileSync(file, 'utf8')
    writeFileSync(file, hide ? text.replace(/\n---\n/, '\ndraft: true\n---\n') : text.replace('draft: true\n', ''))
    editor.git('commit', '--quiet', '-am', `${hide ? 'Hidden' : 'Shown'} by hand`)
  }
  // Five published: hiding one more is accepted.
  byHand('the-oaks-business-park', false)
  await signIn(page, editor.url, { reload: true })
  await page.getByRole('link', { name: 'Projects' }).first().click()
  await expect(page.getByText('The Oaks Business Park')).toBeVisible()
  await switchDraft(page, 'dane-road-birchington', true)
  await save(page)
  await markReady(page)
  // Meanwhile another project is hidden on GitHub: four published, and this change would leave three.
  byHand('mapleleaf-business-park', true)
  const main = editor.git('rev-parse', 'main')
  answerOk(page)
  await signIn(page, editor.url, { reload: true })
  await page.getByRole('link', { name: 'Projects' }).first().click()
  await expect(page.getByText('Mapleleaf Business Park')).toBeVisible()
  await page.goto(`${editor.url}#/workflow`)
  const card = page.locator('a', { hasText: 'Dane Road, Birchington' }).locator('..')
  await card.hover()
  await card.getByRole('button', { name: 'Publish changes' }).click()
  await expect(
    page.getByText(
      "Not published: Publishing this change would leave the site failing the content check: The home page's " +
        'project strip shows 4 projects, and only 3 are published: at least 4 must be on the site (Draft off).',
    ),
  ).toBeVisible()
  await screenshot(page, 'editor-refusal-publish')
  expect(editor.git('rev-parse', 'main')).toBe(main)
  expect((await editor.checkContent()).ok).toBe(true)
})
