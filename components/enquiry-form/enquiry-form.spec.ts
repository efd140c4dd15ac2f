// The contact form's own behaviour: its states, validation messages and result toasts. Sending for real, against the
// function and its database, is tested in enquiry.spec.ts.
import { expect, type Page, test } from '../../tests/e2e/support/test.ts'
import { expectNoAxeViolations } from '../../tests/e2e/support/axe.ts'
import { holdCodeAfterLoad, holdRequests } from '../../tests/e2e/support/hold-requests.ts'
import { waitForIsland } from '../../tests/e2e/support/islands.ts'

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
  await waitForIsland(page, 'enquiry-form')
})

test('fields, placeholders and subject options are as specified', async ({ page }) => {
  await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('placeholder', 'Full name')
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('placeholder', /@/)
  await expect(page.getByLabel('Phone (optional)')).toHaveAttribute('placeholder', 'Phone number')
  await expect(page.getByLabel('Message', { exact: true })).toHaveAttribute(
    'placeholder',
    'Tell us how we can help you...',
  )
  await expect(page.getByLabel('Subject', { exact: true }).locator('option')).toHaveText([
    'Select a subject',
    'Quantity Surveying',
    'Project Management',
    'Contract Administration',
    "Employer's Agent",
    'Cost Management',
    'General Enquiry',
  ])
  expect(await page.getByLabel('Message', { exact: true }).evaluate((el) => getComputedStyle(el).minHeight)).toBe(
    '150px',
  )
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
  await expectNoAxeViolations(page, 'the form showing errors', { allRules: true })

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
  await expect(page.getByLabel('Message', { exact: true })).toHaveAccessibleDescription(
    'Message must be at least 10 characters',
  )
})

test("while sending: 'Sending...', disabled; a failure: the error toast, a log, every value kept", async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  const release = await holdRequests(page, '**/functions/v1/send-contact-email', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Database unavailable' }),
    }),
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
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue(
    'We are planning a two-storey extension and need a cost plan.',
  )
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
  await waitForIsland(page, 'enquiry-form')
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

test.describe('before the form is live', () => {
  // The form is an island: its code (react-hook-form, zod, sonner) arrives after the page has
  // loaded. Until it does, the form is the HTML it was built as, and must still answer.
  test.beforeEach(async ({ page }) => {
    page.on('dialog', (dialog) => dialog.dismiss())
  })

  test('Send Message on an empty form is stopped by the browser at the first field, and nothing is posted', async ({
    page,
  }) => {
    const posts: string[] = []
    page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()))
    const release = await holdCodeAfterLoad(page)
    await page.reload()
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused()
    expect(
      await page.getByLabel('Name', { exact: true }).evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).toBe(true)
    await expect(page).toHaveURL('/contact')
    expect(posts).toEqual([])
    release()
  })

  test('what the visitor typed before it arrived is kept, and then validated by the form itself', async ({ page }) => {
    const release = await holdCodeAfterLoad(page)
    await page.reload()
    await page.getByLabel('Name', { exact: true }).fill('Jane Smith')
    await page.getByLabel('Email', { exact: true }).fill('jane@')
    await page.getByLabel('Subject', { exact: true }).selectOption('Cost Management')
    await page.getByLabel('Message', { exact: true }).fill('We are planning a two-storey extension.')
    release()
    await waitForIsland(page, 'enquiry-form')
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Jane Smith')
    await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('Cost Management')
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('We are planning a two-storey extension.')

    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription('Invalid email address')
    await expect(page.getByLabel(/I agree/)).toHaveAccessibleDescription('You must accept the privacy policy')
    await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'false')
    await expect(page.getByLabel('Subject', { exact: true })).toHaveAttribute('aria-invalid', 'false')
  })
})

test('the form wakes by itself: live once the page has loaded, with no interaction', async ({ page }) => {
  let loaded = false
  const beforeLoad: string[] = []
  page.on('load', () => (loaded = true))
  page.on('request', (request) => !loaded && request.resourceType() === 'script' && beforeLoad.push(request.url()))
  await page.reload()
  await waitForIsland(page, 'enquiry-form')
  // Only the page's own entry and what it imports came before the load event: the form's code did not compete with it.
  expect(beforeLoad.every((url) => /\/assets\/(entries\/pages_client|chunks\/)/.test(url))).toBe(true)
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByLabel('Name', { exact: true })).toHaveAccessibleDescription(
    'Name must be at least 2 characters',
  )
})

test('the honeypot is hidden from people and assistive technology', async ({ page }) => {
  const honeypot = page.locator('input[name="company_website"]')
  await expect(honeypot).toHaveCount(1)
  await expect(honeypot).not.toBeInViewport()
  await expect(honeypot).toHaveAttribute('tabindex', '-1')
  expect(await honeypot.evaluate((el) => el.closest('[aria-hidden="true"]') !== null)).toBe(true)
})
