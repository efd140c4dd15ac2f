// The footer: services, sections, contact details and hours, socials, registration
// line and the legal links.
import { expect, test } from '../../tests/e2e/support/test.ts'
import { services, site } from '../../tests/e2e/support/content.ts'
import { definitionPairs } from '../../tests/e2e/support/page-content.ts'

const sections = [
  ['Home', '/'],
  ['Services', '/services'],
  ['Projects', '/projects'],
  ['About Me', '/about'],
  ['FAQs', '/faqs'],
  ['Contact Us', '/contact'],
]

const legalLinks = [
  ['Privacy Policy', '/privacy'],
  ['Terms & Conditions', '/terms'],
  ['Cookies Policy', '/cookies'],
  ['Update Preferences', '/privacy'],
  ['Complaints Procedure', '/complaints'],
  ['Modern Slavery Policy', '/modern-slavery'],
]

test.use({ viewport: { width: 1280, height: 900 } })

test('the footer shows services, sections, contact details, socials, the registration line and legal links', async ({
  page,
}) => {
  for (const url of ['/', '/faqs', '/terms']) {
    await page.goto(url)
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('heading', { level: 2 })).toHaveText(['Our Services', 'Our Sections', 'Get in Touch'])

    const ourServices = footer.getByRole('navigation', { name: 'Our Services' }).getByRole('link')
    await expect(ourServices).toHaveText(services.map((s) => s.title))
    for (let index = 0; index < services.length; index++)
      await expect(ourServices.nth(index)).toHaveAttribute('href', '/services')

    const ourSections = footer.getByRole('navigation', { name: 'Our Sections' }).getByRole('link')
    await expect(ourSections).toHaveText(sections.map(([label]) => label!))
    for (const [index, [, href]] of sections.entries())
      await expect(ourSections.nth(index)).toHaveAttribute('href', href!)

    const phone = footer.getByRole('link', { name: site.phone.display })
    await expect(phone).toBeVisible()
    await expect(phone).toHaveAttribute('href', `tel:${site.phone.international}`)
    const email = footer.getByRole('link', { name: site.email })
    await expect(email).toBeVisible()
    await expect(email).toHaveAttribute('href', `mailto:${site.email}`)

    const hours = await definitionPairs(footer.locator('dl'))
    expect(hours, url).toEqual(site.footerHours.map(({ days, hours }) => [days, hours]))
    // The footer's reading of the hours as specified, which differs from the contact page's.
    expect(hours).toEqual([
      ['Mon-Fri', '9:00-17:30'],
      ['Weekends', 'By appointment'],
    ])

    await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', site.social.instagram)
    await expect(footer.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('href', site.social.linkedin)

    const registration = footer.getByText('Registered in England & Wales')
    await expect(registration).toBeVisible()
    await expect(registration).toContainText(site.company.name)
    await expect(registration).toContainText(`company number ${site.company.number}`)

    const legal = footer.getByRole('navigation', { name: 'Legal' }).getByRole('link')
    await expect(legal).toHaveText(legalLinks.map(([label]) => label!))
    for (const [index, [, href]] of legalLinks.entries()) await expect(legal.nth(index)).toHaveAttribute('href', href!)
  }
})

test('every legal page the footer links to answers 200', async ({ request }) => {
  for (const href of new Set(legalLinks.map(([, href]) => href!))) {
    const response = await request.get(href)
    expect(response.status(), href).toBe(200)
  }
})

test("the footer's legal links lead to their pages", async ({ page }) => {
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Modern Slavery Policy' }).click()
  await expect(page).toHaveURL('/modern-slavery')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Modern Slavery Policy')
})
