// A visitor's enquiry, end to end with real parts: the form, the send-contact-email handler run by
// the local stack (local-stack/serve.ts), its PGlite database and the mail outbox (.eml files).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Page, test } from './support/test.ts'
import { projectRoot } from './support/content.ts'
import { waitForIsland } from './support/islands.ts'

// playwright.config.ts gives the suite's server DATA_DIR=.data/e2e.
const outbox = join(projectRoot, '.data/e2e/outbox')

function emailFor(marker: string): string | undefined {
  let files: string[] = []
  try {
    files = readdirSync(outbox).filter((file) => file.endsWith('.eml'))
  } catch {
    return undefined
  }
  return files.map((file) => readFileSync(join(outbox, file), 'utf8')).find((eml) => eml.includes(marker))
}

async function fill(page: Page, name: string) {
  await page.getByLabel('Name', { exact: true }).fill(name)
  await page.getByLabel('Email', { exact: true }).fill('visitor@example.co.uk')
  await page.getByLabel('Subject', { exact: true }).selectOption('Quantity Surveying')
  await page
    .getByLabel('Message', { exact: true })
    .fill('We would like a cost plan for a four-house scheme in Broadstairs.')
  await page.getByLabel(/I agree/).check()
}

test('a visitor sends an enquiry: success toast, the form resets, and the owner gets the email', async ({ page }) => {
  const name = `Alex Test ${Date.now()}`
  await page.goto('/contact')
  await waitForIsland(page, 'enquiry-form')
  await fill(page, name)
  await page.getByRole('button', { name: 'Send Message' }).click()

  await expect(page.getByText("Thank you! We'll be in touch within 24 hours.")).toBeVisible({ timeout: 20_000 })
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('')
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('')
  await expect(page.getByLabel(/I agree/)).not.toBeChecked()

  await expect.poll(() => emailFor(name), { timeout: 20_000 }).toBeTruthy()
  const email = emailFor(name)!
  expect(email).toMatch(/^Reply-To: .*visitor@example\.co\.uk/m)
  expect(email).toContain('Quantity Surveying')
  expect(email).toContain('four-house scheme in Broadstairs')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form posts to the function and lands on the thank-you page; the enquiry is stored and emailed', async ({
    page,
  }) => {
    const name = `Sam NoScript ${Date.now()}`
    await page.goto('/contact')
    await fill(page, name)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page).toHaveURL('/contact/thank-you')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you')
    await expect.poll(() => emailFor(name), { timeout: 20_000 }).toBeTruthy()
  })
})
