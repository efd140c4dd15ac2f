// The owner's everyday saves in the web editor, each as the owner makes it (the form, then Publish):
// driven by the editor specs (web-editor-saves.spec.ts) and by `npm run bench:editor-saves`, which
// counts the lines each save changes.
import { expect as baseExpect, type Page } from '@playwright/test'
import { publish } from './web-editor.ts'

const expect = baseExpect.configure({ timeout: 30_000 })

export interface EverydaySave {
  name: string
  /** The file the save writes, relative to the editor's folder. */
  file: string
  run(page: Page, url: string): Promise<void>
}

export const phoneChange: EverydaySave = {
  name: 'Phone number changed (Business details)',
  file: 'content/site.yaml',
  async run(page, url) {
    await page.goto(`${url}#/collections/pages-and-details/entries/site`)
    const phone = page.getByLabel('Phone', { exact: true })
    await expect(phone).toHaveValue('01632 960 418')
    await phone.fill('01632 960 999')
    await publish(page)
  },
}

export const faqAnswerEdit: EverydaySave = {
  name: 'FAQ answer: a sentence changed',
  file: 'content/faqs/how-are-your-fees-set.yaml',
  async run(page, url) {
    await page.goto(`${url}#/collections/faqs/entries/how-are-your-fees-set`)
    const answer = page.getByLabel('Answer', { exact: true })
    await expect(answer).toHaveValue(/The first consultation is free\./)
    await answer.fill((await answer.inputValue()).replace('is free.', 'is free, by phone or on site.'))
    await publish(page)
  },
}

export const draftToggle: EverydaySave = {
  name: 'Project hidden (Draft turned on)',
  file: 'content/projects/the-oaks-business-park.mdx',
  async run(page, url) {
    await page.goto(`${url}#/collections/projects/entries/the-oaks-business-park`)
    // "Draft (optional)".
    const draft = page.getByRole('switch', { name: /^Draft\b/ })
    await expect(draft).toHaveAttribute('aria-checked', 'false')
    await draft.click()
    await expect(draft).toHaveAttribute('aria-checked', 'true')
    await publish(page)
  },
}
