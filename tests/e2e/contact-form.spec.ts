// The contact form's own behaviour (SPEC §4, §5, §8). Sending for real, against the function and
// its database, is tested in enquiry.spec.ts.
import { expect, type Page, test } from './support/test.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { waitForHydration } from './support/hydration.ts'
import { holdRequests } from './support/hold-requests.ts'

const failure = 'There was an error sending your message. Please try again or contact us directly.'

async function fillValid(page: Page) {
  await page.getByLabel('Name', { exact: true }).fill('Jane Smith')
  await page.getByLabel('Email', { exact: true }).fill('jane@example.co.uk')
  await page.getByLabel('Phone (optional)').fill('07700 900123')
  await page.getByLabel('Subject', { exact: true }).selectOption("Employer's Agent")
  await page.getByLabel('Message', { exact: true }).fill('We are planning a two-storey extension and need a cost plan.')
  await page.getByLabel(/I agree to the privacy policy/).check()
}

test.beforeEach(async ({ page }) => {
  await page.goto('/contact')
  await waitForHydration(page)
})

test('fields, placeholders and subject options are as specified', async ({ page }) => {
  await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('placeholder', 'Full name')
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('placeholder', /@/)
  await expect(page.getByLabel('Phone (optional)')).toHaveAttribute('placeholder', 'Phone number')
  await expect(page.getByLabel('Message', { exact: true })).toHaveAttribute('placeholder', 'Tell us how we can help you...')
  await expect(page.getByLabel('Subject', { exact: true }).locator('option')).toHaveText([
    'Select a subject',
    'Quantity Surveying',
    'Project Management',
    'Contract Administration',
    "Employer's Agent",
    'Cost Management',
    'General Enquiry',
  ])
  expect(await page.getByLabel('Message', { exact: true }).evaluate((el) => getComputedStyle(el).minHeight)).toBe('150px')
  await expect(page.getByLabel(/I agree to the privacy policy/)).toBeVisible()
  await expect(page.getByLabel(/I agree/)).not.toBeChecked()
})

test('an empty submit shows every message, tied to its field, and focuses the first', async ({ page }) => {
  await page.getByRole('button', { name: 'Send Message' }).click()
  const expected = {
    Name: 'Name must be at least 2 characters',
    Email: 'Invalid email address',
    Subject: 'Please select a subject',
    Message: 'Message must be at least 10 characters',
  }
  for (const [label, message] of Object.entries(expected)) {
    const field = page.getByLabel(label, { exact: true })
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription(message)
  }
  await expect(page.getByLabel(/I agree/)).toHaveAccessibleDescription('You must accept the privacy policy')
  await expect(page.getByLabel('Phone (optional)')).toHaveAttribute('aria-invalid', 'false')
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused()
  await expectNoAxeViolations(page, 'the form showing errors')

  // Fixing a field clears its message.
  await page.getByLabel('Name', { exact: true }).fill('Jo')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'false')
  await expect(page.getByLabel('Email', { exact: true })).toBeFocused()
})

test('an invalid email and a short message are refused with their messages', async ({ page }) => {
  await fillValid(page)
  await page.getByLabel('Email', { exact: true }).fill('jane@')
  await page.getByLabel('Message', { exact: true }).fill('Too short')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription('Invalid email address')
  await expect(page.getByLabel('Message', { exact: true })).toHaveAccessibleDescription('Message must be at least 10 characters')
})

test("while sending the button reads 'Sending...' and is disabled; a failure shows the error toast, logs, and keeps every value", async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  const release = await holdRequests(page, '**/functions/v1/send-contact-email', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Database unavailable' }) }),
  )

  await fillValid(page)
  await page.getByRole('button', { name: 'Send Message' }).click()
  const sending = page.getByRole('button', { name: 'Sending...' })
  await expect(sending).toBeVisible()
  await expect(sending).toBeDisabled()

  release()
  await expect(page.getByText(failure)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled()
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Jane Smith')
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('jane@example.co.uk')
  await expect(page.getByLabel('Phone (optional)')).toHaveValue('07700 900123')
  await expect(page.getByLabel('Subject', { exact: true })).toHaveValue("Employer's Agent")
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('We are planning a two-storey extension and need a cost plan.')
  await expect(page.getByLabel(/I agree/)).toBeChecked()
  expect(errors.some((text) => text.includes('Enquiry not sent'))).toBe(true)
})

test('the request carries the enquiry without consent, and the same idempotency key on a retry', async ({ page }) => {
  const requests: { body: Record<string, unknown>; key: string | null }[] = []
  await page.route('**/functions/v1/send-contact-email', async (route) => {
    const request = route.request()
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204 })
    requests.push({ body: request.postDataJSON(), key: await request.headerValue('idempotency-key') })
    await route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"try later"}' })
  })
  await fillValid(page)
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText(failure)).toBeVisible()
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect.poll(() => requests.length).toBe(2)

  expect(requests[0]!.body).toEqual({
    name: 'Jane Smith',
    email: 'jane@example.co.uk',
    phone: '07700 900123',
    subject: "Employer's Agent",
    message: 'We are planning a two-storey extension and need a cost plan.',
  })
  expect(requests[0]!.key).toMatch(/^[0-9a-f-]{36}$/)
  expect(requests[1]!.key).toBe(requests[0]!.key)
})

test('supabase-js is not loaded until the visitor sends', async ({ page }) => {
  const scripts: string[] = []
  page.on('response', (response) => response.request().resourceType() === 'script' && scripts.push(response.url()))
  await page.reload()
  await waitForHydration(page)
  const before = scripts.length
  await page.route('**/functions/v1/send-contact-email', (route) => route.fulfill({ status: 500, body: '{}' }))
  await fillValid(page)
  // Filling the form in brings the form's own code (see the next tests), not supabase-js.
  await page.waitForLoadState('networkidle')
  const filled = scripts.length
  expect(filled).toBeGreaterThanOrEqual(before)
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText(failure)).toBeVisible()
  expect(scripts.length).toBeGreaterThan(filled)
})

test.describe("the form's code (react-hook-form, zod, sonner) loads when the visitor reaches for the form", () => {
  /** The chunk of components/contact-form/EnquiryForm.tsx, recognised by its placeholder text. */
  const formChunk = /\/assets\/(chunks|entries)\/[^/]+\.js$/
  async function holdFormCode(page: Page) {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const requested: string[] = []
    await page.route(formChunk, async (route) => {
      const response = await route.fetch()
      const body = await response.text()
      if (body.includes('Tell us how we can help you...')) {
        requested.push(route.request().url())
        await held
      }
      const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers()
      await route.fulfill({ response, body, headers })
    })
    return { requested, release }
  }
  /**
   * The part of the page that fetches the form's code has hydrated (React marks what it hydrates),
   * once the pointer has moved somewhere other than the form: React loads at the first interaction.
   */
  const loaderHydrated = async (page: Page) => {
    await page.mouse.move(1, 1)
    await page.waitForFunction(() => {
      const loader = document.querySelector('[data-slot="contact-form-loader"]')
      return !!loader && Object.keys(loader).some((key) => key.startsWith('__reactProps$'))
    })
  }
  const formHydrated = (page: Page) =>
    page.waitForFunction(() => {
      const form = document.querySelector('[data-slot="contact-form"]')
      return !!form && Object.keys(form).some((key) => key.startsWith('__reactProps$'))
    })

  test('not with the page: only once a field is used', async ({ page }) => {
    const code = await holdFormCode(page)
    await page.reload()
    await loaderHydrated(page)
    await page.waitForLoadState('networkidle')
    expect(code.requested).toEqual([])
    await page.getByLabel('Name', { exact: true }).focus()
    await expect.poll(() => code.requested.length).toBe(1)
    code.release()
    await formHydrated(page)
  })

  test('what the visitor typed before it arrived is kept, and then validated', async ({ page }) => {
    const code = await holdFormCode(page)
    await page.reload()
    await loaderHydrated(page)
    await page.getByLabel('Name', { exact: true }).fill('Jane Smith')
    await page.getByLabel('Email', { exact: true }).fill('jane@')
    await page.getByLabel('Subject', { exact: true }).selectOption('Cost Management')
    await page.getByLabel('Message', { exact: true }).fill('We are planning a two-storey extension.')
    await expect.poll(() => code.requested.length).toBe(1)
    code.release()
    await formHydrated(page)
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Jane Smith')
    await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('Cost Management')
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('We are planning a two-storey extension.')

    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription('Invalid email address')
    await expect(page.getByLabel(/I agree/)).toHaveAccessibleDescription('You must accept the privacy policy')
    await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'false')
    await expect(page.getByLabel('Subject', { exact: true })).toHaveAttribute('aria-invalid', 'false')
  })

  test('a submit before it arrives waits for it and is validated, not posted', async ({ page }) => {
    const code = await holdFormCode(page)
    await page.reload()
    await loaderHydrated(page)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect.poll(() => code.requested.length).toBe(1)
    code.release()
    await expect(page.getByLabel('Name', { exact: true })).toHaveAccessibleDescription('Name must be at least 2 characters')
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused()
    await expect(page).toHaveURL('/contact')
  })
})

test('the honeypot is hidden from people and assistive technology', async ({ page }) => {
  const honeypot = page.locator('input[name="company_website"]')
  await expect(honeypot).toHaveCount(1)
  await expect(honeypot).not.toBeInViewport()
  await expect(honeypot).toHaveAttribute('tabindex', '-1')
  expect(await honeypot.evaluate((el) => el.closest('[aria-hidden="true"]') !== null)).toBe(true)
})
