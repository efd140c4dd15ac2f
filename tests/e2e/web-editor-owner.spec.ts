// The owner's everyday editing (Decap CMS through `npm run cms`, on a temporary copy of content/), as a consultant
// meets it: a toolbar that writes Markdown, one sentence per problem, drafts that say they are off the site, a
// preview that never pretends the site cuts text, photos named for their project, lists counted in good English.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import type { Page } from '@playwright/test'
import {
  bodyOf,
  editorForThisFile,
  expect,
  publish,
  signIn,
  test,
  typeAtEndOfText,
} from '../../editor/drive/web-editor.ts'
import { expectNoAxeViolations } from './support/axe.ts'

const editor = editorForThisFile()

test.beforeEach(async ({ page }) => {
  await signIn(page, editor.url)
})

const previewOf = (page: Page) => page.frameLocator('iframe').first()

test('the page text toolbar writes the Markdown it names at the caret, and the rest stays as it was', async ({
  page,
}) => {
  const file = 'content/legal/complaints.mdx'
  const before = editor.read(file)
  expect(before).toContain('<Site field="email" />')
  await page.goto(`${editor.url}#/collections/legal/entries/complaints`)
  const text = page.getByLabel('Page text')
  // The text below the fields, as in the file (the blank line after the fields is the file's layout, kept apart).
  await expect(text).toHaveValue(bodyOf(before).replace(/^\n/, ''))
  await expect(page.getByText('Markdown: "## " starts a heading')).toBeVisible()
  const tools = page.getByRole('toolbar', { name: 'Formatting' })
  await expect(tools.locator('button[disabled]')).toHaveCount(0)

  const end = (await text.inputValue()).length
  await text.evaluate((box: HTMLTextAreaElement, at) => box.setSelectionRange(at, at), end)
  await text.focus()
  await page.keyboard.type('\nNext steps')
  await tools.getByRole('button', { name: 'Heading' }).click()
  await page.keyboard.press('End')
  await page.keyboard.type('\n\nCall us today or write to us.')
  const select = (words: string) =>
    text.evaluate((box: HTMLTextAreaElement, words) => {
      const at = box.value.lastIndexOf(words)
      box.setSelectionRange(at, at + words.length)
    }, words)
  await select('today')
  await tools.getByRole('button', { name: 'Bold' }).click()
  await select('write')
  await tools.getByRole('button', { name: 'Italic' }).click()
  await select('to us')
  await tools.getByRole('button', { name: 'Link' }).click()
  // The address is selected: typed over.
  await page.keyboard.type('/contact')
  await page.keyboard.press('End')
  await page.keyboard.type('\n\nBy phone')
  await tools.getByRole('button', { name: 'List' }).click()
  await page.keyboard.press('End')
  await page.keyboard.type('\n\nWe answer within a day.')
  await tools.getByRole('button', { name: 'Quote' }).click()
  await publish(page)

  const added =
    '\n## Next steps\n\nCall us **today** or *write* [to us](/contact).\n\n- By phone\n\n> We answer within a day.\n'
  await expect.poll(() => bodyOf(editor.read(file))).toBe(bodyOf(before) + added)
  expect(editor.read(file).slice(0, before.length)).toBe(before)
  expect((await editor.checkContent()).ok).toBe(true)
})

test('page text: lists go on and end as in a word processor; bold, italics and links end where they should', async ({
  page,
}) => {
  const file = 'content/legal/modern-slavery.mdx'
  const before = editor.read(file)
  await page.goto(`${editor.url}#/collections/legal/entries/modern-slavery`)
  const text = page.getByLabel('Page text')
  await expect(text).toHaveValue(bodyOf(before).replace(/^\n/, ''))
  const tools = page.getByRole('toolbar', { name: 'Formatting' })
  await text.evaluate((box: HTMLTextAreaElement) => box.setSelectionRange(box.value.length, box.value.length))
  await text.focus()
  await page.keyboard.type('\nWe check:\n\nOur suppliers')
  await tools.getByRole('button', { name: 'List' }).click()
  // Enter after an item starts the next; Enter on the empty item after it ends the list.
  await page.keyboard.press('End')
  await page.keyboard.type('\nOur subcontractors\n\nWe review this ')
  // Bold with nothing selected: an example to type over, then Bold again (here its shortcut) steps past the "**".
  await tools.getByRole('button', { name: 'Bold' }).click()
  await page.keyboard.type('every year')
  await page.keyboard.press('Control+b')
  await page.keyboard.type(' and publish')
  // Italics on selected words: what is typed next is after the closing "*".
  await text.evaluate((box: HTMLTextAreaElement) => {
    const at = box.value.lastIndexOf('publish')
    box.setSelectionRange(at, at + 'publish'.length)
  })
  await tools.getByRole('button', { name: 'Italic' }).click()
  await page.keyboard.type(' it ')
  await tools.getByRole('button', { name: 'Link' }).click()
  await page.keyboard.type('/modern-slavery')
  await tools.getByRole('button', { name: 'Link' }).click()
  await page.keyboard.type('.')
  await publish(page)

  const added =
    '\nWe check:\n\n- Our suppliers\n- Our subcontractors\n\nWe review this **every year** and *publish* it ' +
    '[words](/modern-slavery).\n'
  await expect.poll(() => bodyOf(editor.read(file))).toBe(bodyOf(before) + added)
  expect(editor.read(file).slice(0, before.length)).toBe(before)
})

test("a new project shows no problems until touched, then one sentence per problem, the form's own", async ({
  page,
}) => {
  await page.goto(`${editor.url}#/collections/projects/new`)
  const preview = previewOf(page)
  await expect(preview.getByText('The preview shows the page here as you fill in the form.')).toBeVisible()
  await expect(preview.locator('[data-slot="preview-problems"]')).toHaveCount(0)

  await page.getByLabel('Location').fill('Margate')
  await page.getByLabel('Location').fill('')
  const problems = preview.locator('[data-slot="preview-problems"] li')
  await expect(problems.first()).toBeVisible()
  await expect(problems).toContainText(['Title is required.', 'Location is required.', 'Category is required.'])
  for (const problem of await problems.allTextContents())
    expect(problem).not.toMatch(/undefined|after the colon|Must not be empty|completionTime|[a-z][A-Z]/)

  // The field says the same sentence when a save is tried.
  await page.getByRole('button', { name: 'Publish' }).click()
  await page.getByRole('menuitem', { name: 'Publish now' }).click()
  await expect(page.getByText('Location is required.')).toBeVisible()

  // A list counts its items in good English.
  await page.getByRole('button', { name: /^Add outcome/i }).click()
  await expect(page.getByText('1 outcome', { exact: true })).toBeVisible()
  await expect(page.getByText(/^1 outcomes$/)).toHaveCount(0)

  // The preview's list stays clear of the eye button laid over its corner.
  const eye = await page.getByRole('button', { name: /toggle preview/i }).boundingBox()
  const frame = await page.locator('iframe').first().boundingBox()
  const right = await preview
    .locator('[data-slot="preview-problems"] li')
    .first()
    .evaluate((item) => {
      const range = document.createRange()
      range.selectNodeContents(item)
      return Math.max(...[...range.getClientRects()].map((rect) => rect.right))
    })
  expect(frame!.x + right).toBeLessThan(eye!.x)
})

test('a title over its limit shows in full in the preview, the overflow marked, never cut', async ({ page }) => {
  await page.goto(`${editor.url}#/collections/projects/entries/the-oaks-business-park`)
  const title = 'The Oaks Business Park: Phase One, Phase Two and Phase Three'
  const long = `${title} Extension`
  await page.getByLabel('Title').fill(long)
  const preview = previewOf(page)
  await expect(preview.locator('main h1')).toHaveText(long)
  await expect(preview.locator('[data-slot="preview-problems"]')).toContainText('the site never cuts text')
  const marked = await preview
    .locator('main h1')
    .evaluate(() => [...(CSS.highlights.get('over-limit') ?? [])].map((range) => (range as Range).toString()))
  expect(marked).toContain(long.slice(60))
})

test('a draft, once saved, says it is not on the site: on the status button, in the preview and in the list', async ({
  page,
}) => {
  const file = 'content/projects/copperleaf-business-park.mdx'
  await page.goto(`${editor.url}#/collections/projects/entries/copperleaf-business-park`)
  await expect(page.getByRole('button', { name: 'Published' })).toBeVisible()
  // Marks this page: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { samePage: true }))
  await page.getByLabel('Draft (kept off the site) (optional)').click()
  await publish(page)
  await expect.poll(() => editor.read(file)).toMatch(/^draft: true$/m)
  await expect(previewOf(page).locator('[data-slot="preview-draft"]')).toContainText('Not on the site (draft)')
  // Decap's own status button says so, in words a screen reader reads out.
  await expect(page.getByRole('button', { name: 'Draft: not on the site' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Published' })).toHaveCount(0)
  await expectNoAxeViolations(page, 'the status of a saved draft', { within: '[class*="-ToolbarSectionMain"]' })

  // Back to the list: it shows the save at once, on the same page (no reload, no loading screen).
  await page.getByRole('link', { name: /Editing Projects/ }).click()
  await expect(page.getByText(/Copperleaf Business Park \(Draft: not on the site\)/)).toBeVisible()
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true)

  // Opened again, the draft's status says so from the start.
  await page.getByText(/Copperleaf Business Park \(Draft: not on the site\)/).click()
  await expect(page.getByRole('button', { name: 'Draft: not on the site' })).toBeVisible()
})

test('back in the list after a save, the list shows the change at once, on the same page', async ({ page }) => {
  const file = 'content/faqs/how-are-your-fees-set.yaml'
  const before = editor.read(file)
  await page.goto(`${editor.url}#/collections/faqs`)
  const [asked, askedNow] = [
    'How much do you charge, and how are fees set?',
    'How much do you charge, and how do you set fees?',
  ]
  const card = (question: string) => page.getByText(new RegExp(`${question.replace('?', '\\?')}$`))
  await card(asked).click()
  // Marks this page: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { samePage: true }))
  await page.getByLabel('Question').fill(askedNow)
  await publish(page)
  await page.getByRole('link', { name: /Editing Questions/ }).click()
  await expect(card(askedNow)).toBeVisible()
  await expect(card(asked)).toHaveCount(0)
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true)
  expect(editor.read(file)).toBe(before.replace(`question: ${asked}`, `question: ${askedNow}`))
})

test('leaving an entry with changes not saved, the question names the fields whose changes would be lost', async ({
  page,
}) => {
  const file = 'content/projects/farmstead-eastry.mdx'
  const before = editor.read(file)
  await page.goto(`${editor.url}#/collections/projects/entries/farmstead-eastry`)
  await page.getByLabel('Title').fill('Farmstead Conversion, Eastry, Kent')
  await typeAtEndOfText(page, '\nA new paragraph.')
  const question = new Promise<string>((asked) =>
    page.once('dialog', (dialog) => {
      asked(dialog.message())
      void dialog.dismiss()
    }),
  )
  await page.getByRole('link', { name: /Editing Projects/ }).click()
  expect(await question).toBe(
    'Leave this entry without saving? Your changes to Title and Page text would be lost. Choose Cancel to stay and ' +
      'save them.',
  )
  // Cancel keeps the form as it was, changes and all.
  await expect(page.getByLabel('Title')).toHaveValue('Farmstead Conversion, Eastry, Kent')
  expect(editor.read(file)).toBe(before)
})

test('Service panels say how they differ from Services', async ({ page }) => {
  await page.getByRole('link', { name: 'Service panels' }).click()
  await expect(
    page.getByText('Unlike a service, a panel has no page of its own and is not on the home page.', { exact: false }),
  ).toBeVisible()
})

test('an upload into a project is named for the project, numbered after its pictures', async ({ page }) => {
  const folder = () => readdirSync(join(editor.folder, 'content/images/projects'))
  expect(folder()).not.toContain('farmstead-eastry-4.jpg')
  await page.goto(`${editor.url}#/collections/projects/entries/farmstead-eastry`)
  await expect(page.getByLabel('Location')).toHaveValue('Eastry, Kent')
  await page.getByRole('button', { name: 'Choose different image' }).first().click()
  const input = page.getByRole('dialog').locator('input[type="file"]')
  const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#6a7f5a' } })
    .jpeg()
    .toBuffer()
  await input.setInputFiles({ name: 'img_4021.jpg', mimeType: 'image/jpeg', buffer: jpeg })
  await expect(page.getByRole('dialog').getByText('farmstead-eastry-4.jpg', { exact: true })).toBeVisible()
  await input.setInputFiles({ name: 'IMG_4022.JPG', mimeType: 'image/jpeg', buffer: jpeg })
  await expect(page.getByRole('dialog').getByText('farmstead-eastry-5.jpg', { exact: true })).toBeVisible()
  // Decap selects a file once it is uploaded; saving the entry writes it.
  await page.getByRole('button', { name: 'Choose selected' }).click()
  await publish(page)
  const file = 'content/projects/farmstead-eastry.mdx'
  await expect.poll(() => editor.read(file)).toMatch(/^ {2}- src: projects\/farmstead-eastry-5\.jpg$/m)
  expect(folder()).toContain('farmstead-eastry-5.jpg')
  expect(folder().filter((name) => /img_402/i.test(name))).toEqual([])

  // Saved, the picture is a file like the others in the image library: no "Draft" on its card.
  await page.getByRole('button', { name: 'Choose different image' }).first().click()
  const saved = page.getByRole('dialog').getByText('farmstead-eastry-5.jpg', { exact: true })
  await expect(saved).toBeVisible()
  await expect(page.getByRole('dialog').getByTestId('draft-text')).toHaveCount(0)
})
