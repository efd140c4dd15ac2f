// The web editor (/admin/, Decap CMS) driven as the owner uses it, against Decap's real local
// backend (`npm run cms`) on a temporary copy of content/: what a save writes to disk, that the
// result passes the content check, and that the form refuses what the check would refuse.
import { parse } from 'yaml'
import { test } from '@playwright/test'
import { bodyOf, editorForThisFile, expect, publish, signIn } from './support/web-editor.ts'

const editor = editorForThisFile()

test.beforeEach(async ({ page }) => {
  await signIn(page, editor.url)
})

test("changing a project's location writes the file, which passes the content check", async ({ page }) => {
  const file = 'content/projects/copperleaf-business-park.mdx'
  const before = editor.read(file)
  await page.goto(`${editor.url}#/collections/projects/entries/copperleaf-business-park`)
  const location = page.getByLabel('Location')
  await expect(location).toHaveValue('Ramsgate, Kent')
  await location.fill('Manston, Kent')
  await publish(page)

  await expect.poll(() => editor.read(file)).toContain('location: Manston, Kent')
  const after = editor.read(file)
  expect(after).not.toContain('Ramsgate, Kent\n')
  // Only that field changed: the story below the fields is untouched, the number stays a number.
  expect(bodyOf(after)).toBe(bodyOf(before))
  expect(after).toMatch(/^value: 14$/m)
  const check = await editor.checkContent()
  expect(check.output).toContain('Content check passed')
  expect(check.ok).toBe(true)
})

test("a policy's text with site components survives an edit unchanged", async ({ page }) => {
  const file = 'content/legal/complaints.mdx'
  const before = editor.read(file)
  expect(bodyOf(before)).toContain('<Site field="email" />')
  await page.goto(`${editor.url}#/collections/legal/entries/complaints`)
  await page
    .getByLabel('Description')
    .fill('How to complain about our service, how we handle it, our timescales and independent redress.')
  // An edit in the text itself: a sentence added at its end.
  // Decap's raw Markdown editor is a contenteditable its label does not name; "markdown field" is the group's label.
  const text = page.getByLabel('markdown field').locator('[contenteditable="true"]')
  await text.click()
  // Decap settles its own selection after the click; until then Control+End may be undone, so move
  // the caret again until it truly rests after the last character.
  await expect
    .poll(
      async () => {
        await page.keyboard.press('Control+End')
        return text.evaluate((box) => {
          const selection = getSelection()
          if (!selection?.isCollapsed || !selection.focusNode || !box.contains(selection.focusNode)) return false
          const rest = document.createRange()
          rest.setStart(selection.focusNode, selection.focusOffset)
          rest.setEndAfter(box.lastChild ?? box)
          return rest.toString().trim() === ''
        })
      },
      { message: 'caret at the end of the text' },
    )
    .toBe(true)
  await page.keyboard.type('\nWe review this procedure every year.\n')
  await publish(page)

  await expect.poll(() => editor.read(file)).toContain('We review this procedure every year.')
  const body = bodyOf(editor.read(file))
  expect(body.trimEnd()).toBe(`${bodyOf(before).trimEnd()}\n\nWe review this procedure every year.`)
  expect((await editor.checkContent()).ok).toBe(true)
})

test('adding a question writes a new, valid file', async ({ page }) => {
  await page.goto(`${editor.url}#/collections/faqs/new`)
  await page.getByLabel('Question').fill('Do you work on listed buildings?')
  await page
    .getByLabel('Answer')
    .fill(
      'Yes. Listed building consent adds time and cost, so we allow for it from the start.\n\n' +
        'We work with conservation architects across Kent.',
    )
  await page.getByLabel('Position').fill('11')
  await publish(page)

  const file = 'content/faqs/do-you-work-on-listed-buildings.yaml'
  await expect
    .poll(() => editor.read(file), { message: `${file} written` })
    .toContain('question: Do you work on listed buildings?')
  expect(parse(editor.read(file))).toMatchObject({
    question: 'Do you work on listed buildings?',
    order: 11,
    home: false,
  })
  const check = await editor.checkContent()
  expect(check.output).toContain('Content check passed')
})

test('an empty required field and a value the schema refuses are stopped in the form, with the reason', async ({
  page,
}) => {
  const file = 'content/projects/farmstead-eastry.mdx'
  const before = editor.read(file)
  await page.goto(`${editor.url}#/collections/projects/entries/farmstead-eastry`)
  await page.getByLabel('Title').fill('')
  await page.getByLabel('Units delivered').fill('lots')
  await page.getByRole('button', { name: 'Publish' }).click()
  await page.getByRole('menuitem', { name: 'Publish now' }).click()

  await expect(page.getByText('Title is required.')).toBeVisible()
  // The schema's own description of the value, as the content check would give it.
  await expect(
    page.getByText('Write the number of units delivered, or "Residential" where a count does not apply.'),
  ).toBeVisible()
  await expect(page.getByText('Not saved yet: some fields need attention.', { exact: false })).toBeVisible()
  expect(editor.read(file)).toBe(before)
})
