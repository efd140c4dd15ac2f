// The floating contact button: a WhatsApp chat under 768 px, the contact page above.
// Fixed to the window by CSS, it sits in the footer landmark, so it is part of the page's structure.
import { expect, type Locator, type Page, test } from '../../tests/e2e/support/test.ts'
import { site } from '../../tests/e2e/support/content.ts'

const greeting = "Hello, I'm interested in working with you."
const whatsappNumber = site.whatsapp.international.replace('+', '')
const whatsappHref = `https://wa.me/${whatsappNumber}?text=${encodeURIComponent(greeting)}`

const urls = ['/', '/services', '/projects/mapleleaf-business-park', '/contact', '/privacy']

/** Whether the element sits in the viewport's bottom-right corner (within 48 px of both edges). */
async function expectBottomRight(page: Page, element: Locator) {
  const box = await element.boundingBox()
  const viewport = page.viewportSize()!
  expect(box, `${page.url()}: the button has a box`).not.toBeNull()
  const right = viewport.width - (box!.x + box!.width)
  const bottom = viewport.height - (box!.y + box!.height)
  const where =
    `${page.url()}: the button is ${Math.round(right)} px from the right and ` +
    `${Math.round(bottom)} px from the bottom`
  expect(right >= 0 && right <= 48 && bottom >= 0 && bottom <= 48, where).toBe(true)
}

/** The button stays in the corner when the page scrolls: it is fixed. */
async function expectFixedBottomRight(page: Page, element: Locator) {
  await expectBottomRight(page, element)
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
  await expectBottomRight(page, element)
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('on every page tried, the floating button opens a WhatsApp chat in a new tab', async ({ page }) => {
    for (const url of urls) {
      await page.goto(url)
      const chat = page.getByRole('link', { name: 'Chat on WhatsApp' })
      await expect(chat).toHaveCount(1)
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Chat on WhatsApp' })).toHaveCount(1)
      await expect(chat).toBeVisible()
      await expect(chat).toHaveAttribute('href', whatsappHref)
      await expect(chat).toHaveAttribute('target', '_blank')
      await expect(chat).toHaveAttribute('rel', /(^|\s)noopener(\s|$)/)
      await expect(page.locator('[data-slot="floating-contact"]')).toBeHidden()
      await expectFixedBottomRight(page, chat)
    }
  })
})

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test("on every page tried, the floating button is 'Contact Us', fixed at the bottom right", async ({ page }) => {
    for (const url of urls) {
      await page.goto(url)
      const contact = page.locator('[data-slot="floating-contact"]')
      await expect(contact).toBeVisible()
      await expect(contact).toHaveRole('link')
      await expect(contact).toHaveAccessibleName('Contact Us')
      await expect(contact).toHaveAttribute('href', '/contact')
      expect(await contact.evaluate((link) => link.closest('footer') !== null), 'in the footer landmark').toBe(true)
      await expect(page.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveCount(0)
      await expect(page.locator('[data-slot="floating-whatsapp"]')).toBeHidden()
      await expectFixedBottomRight(page, contact)
    }
  })

  test("the floating 'Contact Us' leads to the contact page", async ({ page }) => {
    await page.goto('/about')
    await page.locator('[data-slot="floating-contact"]').click()
    await expect(page).toHaveURL('/contact')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us')
  })
})

test('the button switches form at 768 px', async ({ page }) => {
  await page.setViewportSize({ width: 767, height: 800 })
  await page.goto('/')
  await expect(page.getByRole('link', { name: 'Chat on WhatsApp' })).toBeVisible()
  await expect(page.locator('[data-slot="floating-contact"]')).toBeHidden()
  await page.setViewportSize({ width: 768, height: 800 })
  await expect(page.locator('[data-slot="floating-contact"]')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Chat on WhatsApp' })).toBeHidden()
})
