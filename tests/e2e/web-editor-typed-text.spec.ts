// What the owner types shows as typed (`npm run cms` on a temporary copy of content/): a sentence with "{", "<" and
// "&" typed into a project's page text and an FAQ's answer is saved so the content check passes, the preview shows
// the sentence (not an error), the form shows it as typed when the entry is opened again, the site's components in
// the text stay as written, and the page the build's own pipeline renders from the saved files shows it verbatim.
import { symlinkSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { contentServer } from '../../content-layer/vite-plugin/vite-plugin.ts'
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

const sentence = 'Costs are {TBC} until the survey; fees < £500 & R&amp;D claims: ask <jo@example.co.uk>.'
const project = 'content/projects/farmstead-eastry.mdx'
const faq = 'content/faqs/do-you-work-with-funders-and-lenders.yaml'

test.beforeEach(async ({ page }) => {
  await signIn(page, editor.url)
})

test('a sentence with "{", "<" and "&" typed into a project shows as typed: preview, form and file', async ({
  page,
}, testInfo) => {
  const before = editor.read(project)
  await page.goto(`${editor.url}#/collections/projects/entries/farmstead-eastry`)
  const preview = page.frameLocator('#preview-pane')
  await expect(preview.locator('main h1')).toBeVisible()
  await typeAtEndOfText(page, `\n${sentence} Call <Site field="phone" />.\n`)
  await expect(preview.locator('main')).toContainText(sentence)
  await expect(preview.locator('[data-slot="preview-problems"]')).toHaveCount(0)
  await preview.getByText('until the survey').scrollIntoViewIfNeeded()
  await page.screenshot({ path: testInfo.outputPath('project-typed-text.png') })
  await publish(page)

  await expect.poll(() => editor.read(project)).toContain('until the survey')
  // Saved as page text: the owner's characters marked as text, the site's component left as written.
  expect(bodyOf(editor.read(project)).trimEnd()).toBe(
    `${bodyOf(before).trimEnd()}\n\nCosts are \\{TBC\\} until the survey; fees \\< £500 & R\\&amp;D claims: ask ` +
      '\\<jo@example.co.uk>. Call <Site field="phone" />.',
  )
  // Opened again, the form holds what was typed, and saving it untouched changes nothing.
  const saved = editor.read(project)
  await page.reload()
  await expect
    .poll(() => page.getByLabel('Page text').inputValue())
    .toContain(`${sentence} Call <Site field="phone" />.`)
  await expect(preview.locator('main')).toContainText(sentence)
  await preview.getByText('until the survey').scrollIntoViewIfNeeded()
  await page.screenshot({ path: testInfo.outputPath('project-reopened.png') })
  expect(editor.read(project)).toBe(saved)
})

test('the same sentence typed into an FAQ shows as typed in its preview and its file', async ({ page }, testInfo) => {
  await page.goto(`${editor.url}#/collections/faqs/entries/do-you-work-with-funders-and-lenders`)
  const preview = page.frameLocator('#preview-pane')
  await page.getByLabel('Answer').fill(sentence)
  await expect(preview.locator('details[open] [data-slot="accordion-panel"] p')).toHaveText([sentence])
  await page.screenshot({ path: testInfo.outputPath('faq-typed-text.png') })
  await publish(page)
  await expect.poll(() => editor.read(faq)).toContain('until the survey')
})

test('the saved files pass the content check and build into pages that show the sentence verbatim', async ({
  page,
}) => {
  const check = await editor.checkContent()
  expect(check.output).toContain('Content check passed')
  // The build's content pipeline (MDX plugins, validation) over the editor's files, rendered with the site's own
  // components, as the prerender does; Chromium reads the HTML as a visitor's browser would.
  symlinkSync(resolve('node_modules'), join(editor.folder, 'node_modules'))
  const server = await contentServer(editor.folder)
  try {
    const body = (await server.ssrLoadModule('/content/projects/farmstead-eastry.mdx')).default
    const { mdxComponents } = await server.ssrLoadModule(resolve('components/mdx/index.tsx'))
    const { FaqList } = await server.ssrLoadModule(resolve('components/sections/FaqList.tsx'))
    const answer = (await server.ssrLoadModule(`/${faq}`)).default
    const html =
      renderToStaticMarkup(createElement(body, { components: mdxComponents })) +
      renderToStaticMarkup(createElement(FaqList, { faqs: [{ slug: 'faq', ...answer }] }))
    await page.setContent(`<main>${html}</main>`)
  } finally {
    await server.close()
  }
  await expect(page.locator('main p', { hasText: 'until the survey' })).toHaveText([
    // The project's paragraph: the sentence, then the business's phone number from site.yaml.
    new RegExp(`^${sentence.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} Call \\S.+\\.$`),
    sentence,
  ])
  await expect(page.locator('main a[href^="tel:"]')).toHaveCount(1)
})
