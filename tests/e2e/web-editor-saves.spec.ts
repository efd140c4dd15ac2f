// The web editor keeps the owner's files as they wrote them, and shows a file broken by hand with the
// content check's own sentences: driven as the owner uses it, against Decap's real local backend
// (`npm run cms`) on a temporary copy of content/.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { draftToggle, faqAnswerEdit, phoneChange } from '../../editor/drive/everyday-saves.ts'
import { editorForThisFile, expect, publish, signIn, test } from '../../editor/drive/web-editor.ts'

const editor = editorForThisFile()

/** Writes a file of the editor's content/ by hand, as the owner might (the editor, loaded afresh, reads it). */
const writeByHand = (file: string, text: string) => writeFileSync(join(editor.folder, file), text)

for (const save of [phoneChange, faqAnswerEdit]) {
  test(`${save.name}: the file changes in that field's line alone, comments and block style kept`, async ({ page }) => {
    const before = editor.read(save.file)
    await signIn(page, editor.url)
    await save.run(page, editor.url)
    await expect.poll(() => editor.read(save.file)).not.toBe(before)
    expect(editor.read(save.file)).toBe(save.expected!(before))
  })
}

test('turning on Draft for a project adds one line and changes nothing else', async ({ page }) => {
  const before = editor.read(draftToggle.file)
  await signIn(page, editor.url)
  await draftToggle.run(page, editor.url)
  await expect.poll(() => editor.read(draftToggle.file)).not.toBe(before)
  const after = editor.read(draftToggle.file).split('\n')
  const added = after.findIndex((line, i) => line !== before.split('\n')[i])
  expect(after[added]).toBe('draft: true')
  expect([...after.slice(0, added), ...after.slice(added + 1)].join('\n')).toBe(before)
  const check = await editor.checkContent()
  expect(check.output).toContain('Content check passed')
})

test("a misspelt field: the check's sentence, its value in the field meant; saving corrects it", async ({ page }) => {
  const file = 'content/projects/farmstead-eastry.mdx'
  const original = editor.read(file)
  writeByHand(file, original.replace('location: Eastry, Kent', 'locaton: Eastry, Kent'))
  await signIn(page, editor.url, { reload: true })
  await page.goto(`${editor.url}#/collections/projects`)
  await expect(page.getByText(/^Needs fixing: (\d+\. )?Farmstead Conversion, Eastry/)).toBeVisible()

  await page.goto(`${editor.url}#/collections/projects/entries/farmstead-eastry`)
  const notice = page.getByRole('alert').filter({ hasText: 'content check' })
  await expect(notice).toContainText(
    'Line 4: unknown field "locaton": did you mean "location"? Its value is now in "location" below; saving ' +
      'removes "locaton" from the file.',
  )
  await expect(page.getByLabel('Location', { exact: true })).toHaveValue('Eastry, Kent')
  // Nothing else changed: the owner asks for the corrections, then saves (Publish, locally).
  await notice.getByRole('button', { name: 'Make these corrections' }).click()
  await expect(notice).toContainText('Corrected here: save to keep the corrections.')
  await publish(page)

  await expect.poll(() => editor.read(file)).toBe(original)
  const check = await editor.checkContent()
  expect(check.output).toContain('Content check passed')
})

test("a file the editor cannot read shows the check's message in the list and the form, and is not saved over", async ({
  page,
}) => {
  const file = 'content/faqs/how-do-i-get-started.yaml'
  const original = editor.read(file)
  // A tab where the answer's lines are indented with spaces.
  const broken = original.replace('\n  We will', '\n\tWe will')
  expect(broken).toContain('\t')
  writeByHand(file, broken)
  try {
    await signIn(page, editor.url, { reload: true })
    await page.goto(`${editor.url}#/collections/faqs`)
    await expect(page.getByText(/^Cannot be read: /)).toBeVisible()

    await page.goto(`${editor.url}#/collections/faqs/entries/how-do-i-get-started`)
    const notice = page.getByRole('alert').filter({ hasText: 'content check' })
    await expect(notice).toContainText(/Line \d+: invalid YAML/)
    await expect(notice).toContainText('correct the line named here')
    // A change in the form is not saved over the broken file.
    await page.getByLabel('Question', { exact: true }).fill('How do I get started with you?')
    await page.getByRole('button', { name: 'Publish' }).click()
    await page.getByRole('menuitem', { name: 'Publish now' }).click()
    await expect(page.getByText('This file cannot be saved from the editor until it is fixed')).toBeVisible()
    expect(editor.read(file)).toBe(broken)
  } finally {
    writeByHand(file, original)
  }
})

test("the list shows a project's draft status as soon as the Draft switch is saved, each time", async ({ page }) => {
  await signIn(page, editor.url)
  await page.goto(`${editor.url}#/collections/projects`)
  const card = page.locator('a[href$="/collections/projects/entries/dane-road-birchington"]')
  await expect(card).toHaveText(/^4\. Dane Road, Birchington$/m)
  // As the owner goes: the entry from the list, the switch, Publish, back to the list (←); on, then off again.
  for (const draft of [true, false]) {
    await card.click()
    const toggle = page.getByRole('switch', { name: /^Draft\b/ })
    await expect(toggle).toHaveAttribute('aria-checked', String(!draft))
    await toggle.click()
    await publish(page)
    await page.getByRole('link', { name: /Editing Projects/ }).click()
    await expect(card).toHaveText(draft ? /\(Draft: not on the site\)/ : /^4\. Dane Road, Birchington$/m)
    expect(editor.read('content/projects/dane-road-birchington.mdx').includes('\ndraft: true\n')).toBe(draft)
  }
})
