// Accordions (home 'Services We Offer' and FAQs; one open at a time, collapsible): native
// disclosure widgets, <details> sharing a name, with the question or service heading inside the
// <summary>. No script is involved, so they answer the first tap the moment the page shows.
import { expect, type Locator, type Page, test } from '../../tests/e2e/support/test.ts'
import { expandedState } from '../../tests/e2e/support/accessibility.ts'
import { expectNoAxeViolations } from '../../tests/e2e/support/axe.ts'
import { homeQuestions } from '#content/cross-file.ts'
import { faqs, services } from '../../tests/e2e/support/content.ts'

const items = (scope: Locator) => scope.locator('[data-slot="accordion-item"]')
const summaries = (scope: Locator) => scope.locator('[data-slot="accordion-trigger"]')
const panels = (scope: Locator) => scope.locator('[data-slot="accordion-panel"]')
/** Which items are open, in order. */
const openStates = (scope: Locator) =>
  items(scope).evaluateAll((all) => all.map((item) => (item as HTMLDetailsElement).open))
const only = (count: number, index: number | null) => Array.from({ length: count }, (_, i) => i === index)

const servicesSection = (page: Page) => page.getByRole('region', { name: 'Services We Offer' })
const homeFaqSection = (page: Page) => page.getByRole('region', { name: 'Frequently Asked Questions' })

/** Set once the page's own script has run and the page has loaded (pages/+client.ts). */
const pageSettled = (page: Page) => expect(page.locator('html')).toHaveClass(/(^|\s)loaded(\s|$)/)

test('home services: the first is open; opening another closes it; the open one collapses', async ({ page }) => {
  await page.goto('/')
  const section = servicesSection(page)
  await expect(summaries(section)).toHaveText(services.map((s) => s.title).map((title) => new RegExp(title)))
  // Each summary holds the service's heading, so the headings can still be listed and jumped between.
  expect(
    await summaries(section).evaluateAll((all) => all.map((summary) => summary.querySelector('h3') !== null)),
  ).toEqual(only(5, null).map(() => true))

  expect(await openStates(section)).toEqual(only(5, 0))
  await expect(panels(section).nth(0)).toBeVisible()
  await expect(panels(section).nth(1)).toBeHidden()
  expect(await expandedState(summaries(section).nth(0))).toBe(true)
  expect(await expandedState(summaries(section).nth(1))).toBe(false)

  await summaries(section).nth(1).click()
  await expect(panels(section).nth(1)).toBeVisible()
  await expect(panels(section).nth(0)).toBeHidden()
  expect(await openStates(section)).toEqual(only(5, 1))
  expect(await expandedState(summaries(section).nth(1))).toBe(true)
  expect(await expandedState(summaries(section).nth(0))).toBe(false)

  await summaries(section).nth(1).click()
  await expect(panels(section).nth(1)).toBeHidden()
  expect(await openStates(section)).toEqual(only(5, null))

  // The home FAQs are a group of their own: opening one leaves the services as they are.
  await summaries(section).nth(3).click()
  await summaries(homeFaqSection(page)).nth(2).click()
  await expect(panels(homeFaqSection(page)).nth(2)).toBeVisible()
  expect(await openStates(homeFaqSection(page))).toEqual(only(5, 2))
  expect(await openStates(section)).toEqual(only(5, 3))
  await expectNoAxeViolations(page, 'a service and a home FAQ open', { allRules: true })
})

test.describe('on a phone, tapped the moment the page shows', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true })

  for (const [url, what, scope, index, answer] of [
    ['/faqs', 'an FAQ', (page: Page) => page.getByRole('main'), 3, faqs[3]!.answer[0]!],
    ['/', 'a home FAQ', homeFaqSection, 1, homeQuestions(faqs)[1]!.answer[0]!],
    ['/', 'a home service', servicesSection, 2, services[2]!.description],
  ] as const) {
    test(`${url}: the first tap on ${what} opens it at once, and only once`, async ({ page }) => {
      // Back as soon as the response starts: the tap comes as soon as the item can be seen, long
      // before the page has loaded or its script has run.
      await page.goto(url, { waitUntil: 'commit' })
      const section = scope(page)
      const summary = summaries(section).nth(index)
      await summary.tap()
      await expect(section.getByText(answer.replace(/\s+/g, ' ').trim())).toBeVisible()
      expect(await openStates(section)).toEqual(only(await items(section).count(), index))
      // Still open once everything has arrived: nothing toggled it a second time.
      await pageSettled(page)
      expect(await openStates(section)).toEqual(only(await items(section).count(), index))
    })
  }
})

test('FAQs open and close from the keyboard with Enter and Space; Tab goes from question to question', async ({
  page,
}) => {
  await page.goto('/faqs')
  const main = page.getByRole('main')
  await expect(summaries(main)).toHaveCount(10)
  expect(await openStates(main)).toEqual(only(10, null))
  /** The index of the question that has keyboard focus, or -1. */
  const focused = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('[data-slot="accordion-trigger"]')].indexOf(document.activeElement as Element),
    )

  await summaries(main).nth(2).focus()
  await page.keyboard.press('Enter')
  await expect(panels(main).nth(2)).toBeVisible()
  expect(await openStates(main)).toEqual(only(10, 2))
  expect(await focused()).toBe(2)
  expect(await expandedState(summaries(main).nth(2))).toBe(true)

  await page.keyboard.press('Space')
  await expect(panels(main).nth(2)).toBeHidden()
  expect(await openStates(main)).toEqual(only(10, null))
  expect(await focused()).toBe(2)

  // Tab moves to the next question (a closed answer holds no tab stop), and Space opens it...
  await page.keyboard.press('Tab')
  expect(await focused()).toBe(3)
  await page.keyboard.press('Space')
  await expect(panels(main).nth(3)).toBeVisible()
  // ...and Enter on another one opens that instead: one at a time.
  await page.keyboard.press('Shift+Tab')
  expect(await focused()).toBe(2)
  await page.keyboard.press('Enter')
  await expect(panels(main).nth(2)).toBeVisible()
  await expect(panels(main).nth(3)).toBeHidden()
  expect(await openStates(main)).toEqual(only(10, 2))
  await expectNoAxeViolations(page, 'an FAQ open', { allRules: true })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('every answer and service description can be read, since nothing may be hidden behind a script', async ({
    page,
  }) => {
    await page.goto('/faqs')
    for (const faq of faqs) await expect(page.getByRole('main').getByText(faq.answer[0]!)).toBeVisible()
    await page.goto('/')
    for (const service of services)
      await expect(servicesSection(page).getByText(service.description.replace(/\s+/g, ' ').trim())).toBeVisible()
    for (const faq of homeQuestions(faqs)) await expect(homeFaqSection(page).getByText(faq.answer[0]!)).toBeVisible()
  })
})
