// The web editor (/admin/, Decap CMS) driven as the owner uses it, against Decap's real local
// backend (`npm run cms`) on a temporary copy of content/: what a save writes to disk, that the
// result passes the content check, and that the form refuses what the check would refuse.
import { parse } from 'yaml'
import {
  bodyOf,
  editorForThisFile,
  expect,
  publish,
  signIn,
  test,
  typeAtEndOfText,
} from '../../editor/drive/web-editor.ts'

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
  await typeAtEndOfText(page, '\nWe review this procedure every year.\n')
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

// Decap opens an entry's form when its editor opens; these move from one form to another by the address alone
// (typed, pasted or a bookmark), which leaves that editor open.
const twoProjects = ['farmstead-eastry', 'copperleaf-business-park'].map((name) => `content/projects/${name}.mdx`)

test("another project's address typed over a project's form opens that project; a save changes its file alone", async ({
  page,
}) => {
  const before = twoProjects.map(editor.read)
  await page.goto(`${editor.url}#/collections/projects/entries/farmstead-eastry`)
  await expect(page.getByLabel('Title')).toHaveValue('Farmstead Conversion, Eastry')
  await page.goto(`${editor.url}#/collections/projects/entries/copperleaf-business-park`)
  await expect(page.getByLabel('Title')).toHaveValue('Copperleaf Business Park')
  await expect(page.getByLabel('Location')).toHaveValue(parse(before[1]!.split('---')[1]!).location)
  await page.getByLabel('Location').fill('Cliffsend, Kent')
  await publish(page)

  await expect.poll(() => editor.read(twoProjects[1]!)).toContain('location: Cliffsend, Kent')
  expect(editor.read(twoProjects[0]!)).toBe(before[0])
  expect(editor.read(twoProjects[1]!)).toBe(before[1]!.replace(/^location: .*$/m, 'location: Cliffsend, Kent'))
})

test("a policy's address typed over a project's form opens the policy; the project's file is never written", async ({
  page,
}) => {
  const project = 'content/projects/farmstead-eastry.mdx'
  const policy = 'content/legal/complaints.mdx'
  const [projectBefore, policyBefore] = [editor.read(project), editor.read(policy)]
  await page.goto(`${editor.url}#/collections/projects/entries/farmstead-eastry`)
  await expect(page.getByLabel('Title')).toHaveValue('Farmstead Conversion, Eastry')
  await page.goto(`${editor.url}#/collections/legal/entries/complaints`)
  await expect(page.getByLabel('Title')).toHaveValue('Complaints Procedure')
  const description =
    'How to complain about our service, how we deal with it and how to refer it to independent redress.'
  await page.getByLabel('Description').fill(description)
  await publish(page)

  await expect.poll(() => editor.read(policy)).toContain(`description: ${description}`)
  expect(editor.read(project)).toBe(projectBefore)
  expect(editor.read(policy)).toBe(policyBefore.replace(/^description: .*$/m, `description: ${description}`))
  expect((await editor.checkContent()).ok).toBe(true)
})

test('a save is refused while the address names another entry than the form on screen, and no file changes', async ({
  page,
}) => {
  const before = twoProjects.map(editor.read)
  await page.goto(`${editor.url}#/collections/projects/entries/farmstead-eastry`)
  await page.getByLabel('Location').fill('Sandwich, Kent')
  // The address moves and the form stays, as when the owner types another address over a form with unsaved
  // changes and then answers the browser's question by staying.
  await page.evaluate(() =>
    history.replaceState(history.state, '', '#/collections/projects/entries/copperleaf-business-park'),
  )
  await page.getByRole('button', { name: 'Publish' }).click()
  await page.getByRole('menuitem', { name: 'Publish now' }).click()

  await expect(
    page.getByText('Not saved: the form on screen is not the entry the address names', { exact: false }),
  ).toBeVisible()
  expect(twoProjects.map(editor.read)).toEqual(before)
})
