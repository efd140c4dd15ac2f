// The owner's everyday saves in the web editor, each as the owner makes it (the form, then Publish):
// driven by the editor specs (web-editor-saves.spec.ts) and by `npm run bench:editor-saves`, which
// counts the lines each save changes.
import type { Page } from '@playwright/test'
import { expect, publish } from './web-editor.ts'

export interface EverydaySave {
  name: string
  /** The file the save writes, relative to the editor's folder. */
  file: string
  run(page: Page, url: string): Promise<void>
  /** The file as the save must leave it, from the file before. */
  expected?: (before: string) => string
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
  expected: (before) => before.replace('phone: 01632 960 418\n', 'phone: 01632 960 999\n'),
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
  // Its "|" block kept, and the rest of the answer as it was.
  expected: (before) => before.replace('is free.', 'is free, by phone or on site.'),
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

export const newProject: EverydaySave = {
  name: 'New project (every required field)',
  file: 'content/projects/harbour-view-offices.mdx',
  async run(page, url) {
    await page.goto(`${url}#/collections/projects/new`)
    const field = (label: string) => page.getByLabel(label, { exact: true })
    const choose = async (label: string, option: RegExp) => {
      await field(label).click()
      await page.getByRole('option', { name: option }).click()
    }
    await field('Title').fill('Harbour View Offices')
    await field('Description').fill(
      'Refurbishment of a 1970s office block on the harbour at Ramsgate into efficient modern workspace, ' +
        'delivered on time and within the agreed budget.',
    )
    await field('Location').fill('Ramsgate, Kent')
    await field('Units delivered').fill('12')
    await choose('Category', /^Industrial$/)
    await field('Client').fill('Private investor')
    await field('Duration in months').fill('11')
    await field('Year completed').fill('2024')
    await field('Scope').fill(
      'Quantity surveying and contract administration for the strip-out, recladding and fit-out of three floors ' +
        'of offices, from the first cost plan to the final account.',
    )
    await field('Overview').fill(
      'A tired 1970s office block overlooking the harbour, refurbished floor by floor for a private investor who ' +
        'wanted lettable, efficient space without rebuilding.',
    )
    await field('Problem').fill(
      'The building stayed partly let throughout, so the works had to be phased around tenants, with noisy work ' +
        'out of hours and no loss of access.',
    )
    await field('Solution').fill(
      'We priced the phasing into the tender, agreed out-of-hours rates before signing, and valued each phase ' +
        'separately so the client saw the cost of every floor.',
    )
    await page.getByRole('button', { name: /^Add outcome/i }).click()
    await field('Outcome').fill('Final account agreed within 2% of the contract sum')
    await choose('Services provided', /quantity/i)
    await field('Position').fill('7')
    const text = page.getByLabel('Page text')
    await text.click()
    await page.keyboard.type(
      '## The project\n\nThree floors of offices on the harbour, refurbished while the building stayed in use.',
    )
    await publish(page)
  },
}
