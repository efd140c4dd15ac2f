// The web editor speaks the owner's words (Decap CMS through `npm run cms`, on a temporary copy of
// content/): a mistake is answered with the content check's own sentence, as a sentence, never
// "Oops" or capitals; fields carry the labels a consultant uses; a limited text counts its
// characters; lists show each entry's position and draft status, in the site's order.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { editorForThisFile, expect, signIn, test } from '../../editor/drive/web-editor.ts'

const editor = editorForThisFile()

test("the sign-in screen carries the site's name, not Decap's logo", async ({ page }) => {
  await page.goto(editor.url)
  const siteName = parse(editor.read('content/site.yaml')).name as string
  const logo = page.locator('img[src^="data:image/svg+xml"]')
  await expect(logo).toBeVisible()
  expect(decodeURIComponent((await logo.getAttribute('src'))!)).toContain(`>${siteName.replace(/&/g, '&amp;')}</text>`)
})

test("an empty required field and an over-long description get the check's sentence, in sentence case", async ({
  page,
}, testInfo) => {
  await signIn(page, editor.url)
  const file = 'content/projects/farmstead-eastry.mdx'
  const before = editor.read(file)
  await page.goto(`${editor.url}#/collections/projects/entries/farmstead-eastry`)
  await page.getByLabel('Location').fill('')
  const description = page.getByLabel('Description', { exact: true })
  await description.fill(
    `${'A converted farmstead in Eastry, with new homes in the old barns and a careful eye on cost. '.repeat(2)}`,
  )
  // The count follows the typing, and says when the text is over its limit.
  await expect(page.getByText('184 of 170 characters: 14 too many')).toBeVisible()

  await page.getByRole('button', { name: 'Publish' }).click()
  await page.getByRole('menuitem', { name: 'Publish now' }).click()

  const required = page.getByText('Location is required.')
  const tooLong = page.getByText('Keep descriptions to 170 characters so search results do not cut them.')
  const toast = page.getByText(
    'Not saved yet: some fields need attention. The red message at each one says what to write.',
  )
  const status = page.getByText('Unsaved changes', { exact: true })
  for (const message of [required, tooLong, toast, status]) {
    await expect(message).toBeVisible()
    // As shown on screen (innerText applies the stylesheet's text-transform): a sentence, not capitals.
    expect(await message.innerText()).toBe(await message.textContent())
  }
  await expect(page.getByText(/Oops|didn't match the pattern|`/)).toHaveCount(0)
  await page.screenshot({ path: testInfo.outputPath('project-form-with-errors.png'), fullPage: false })
  await required.scrollIntoViewIfNeeded()
  await page.screenshot({ path: testInfo.outputPath('project-form-required.png'), fullPage: false })
  expect(editor.read(file)).toBe(before)
})

test("a project's fields carry the owner's words, and its services their titles", async ({ page }) => {
  await signIn(page, editor.url)
  await page.goto(`${editor.url}#/collections/projects/entries/farmstead-eastry`)
  await expect(page.getByLabel('Units delivered')).toBeVisible()
  await expect(page.getByText('Services provided', { exact: true })).toBeVisible()
  const services = parse(
    readFileSync(join(editor.folder, 'content/projects/farmstead-eastry.mdx'), 'utf8').split('---')[1]!,
  ).services as string[]
  const titleOf = (slug: string) => parse(editor.read(`content/services/${slug}.mdx`).split('---')[1]!).title as string
  for (const slug of services) await expect(page.getByText(titleOf(slug), { exact: true }).first()).toBeVisible()
  await expect(page.getByText(services[0]!, { exact: true })).toHaveCount(0)
  await expect(page.getByText('Picture', { exact: true }).first()).toBeVisible()
  await expect(page.getByText("Description for people who can't see it", { exact: true }).first()).toBeVisible()
  await expect(page.getByText(/without extension|content\/images/)).toHaveCount(0)
  for (const developerWord of ['Value', 'Alt', 'Src', 'Completion time'])
    await expect(page.getByText(developerWord, { exact: true })).toHaveCount(0)

  // The business details' form, holding the business details (the page loads again to open it).
  await page.goto(`${editor.url}#/collections/pages-and-details/entries/site`)
  await expect(page.getByLabel('WhatsApp')).toHaveValue(parse(editor.read('content/site.yaml')).whatsapp)
})

test("the list of projects shows each one's position and draft status, in the site's order", async ({ page }) => {
  // One project taken off the site, as the owner would with the Draft switch.
  const folder = join(editor.folder, 'content/projects')
  const drafted = join(folder, 'farmstead-eastry.mdx')
  writeFileSync(drafted, readFileSync(drafted, 'utf8').replace(/^---\n/, '---\ndraft: true\n'))
  const projects = readdirSync(folder).map((name) => {
    return parse(readFileSync(join(folder, name), 'utf8').split('---')[1]!) as {
      title: string
      order: number
      draft?: boolean
    }
  })
  const expected = [...projects]
    .sort((a, b) => a.order - b.order)
    .map((p) => `${p.order}. ${p.title}${p.draft ? ' (Draft: not on the site)' : ''}`)
  expect(expected.some((line) => line.endsWith('(Draft: not on the site)'))).toBe(true)

  await signIn(page, editor.url)
  await page.goto(`${editor.url}#/collections/projects`)
  const cards = page.locator('a[href*="/collections/projects/entries/"]')
  await expect(cards).toHaveCount(projects.length)
  await expect
    .poll(async () => (await cards.allInnerTexts()).map((text) => text.trim().split('\n')[0]))
    .toEqual(expected)
})
