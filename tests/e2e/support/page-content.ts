// The main content each kind of page must show. Shared by routes.spec.ts (with JavaScript) and
// no-javascript.spec.ts (without), so both check the same things. Closed accordion items hide
// their answers, so answers are checked as text in the page, not as visible elements.
import { expect, type Locator, type Page } from '@playwright/test'
import { homeProjects, homeQuestions } from '#content/cross-file.ts'
import { pathOf } from '#content/routes.ts'
import type { Picture } from '../../../content/schemas/context.ts'
import {
  about,
  bodyHeadings,
  bodyParagraphs,
  expectedPage,
  type PageKind,
  faqs,
  legalPages,
  pages,
  projects,
  servicePanels,
  services,
  site,
  squash,
  stats,
} from './content.ts'

/** How many numbered sections each legal text has, as specified. */
const numberedSections: Record<string, number> = { privacy: 11, terms: 10 }

/** The four "Why choose us?" points on the contact page, compared ignoring case and punctuation. */
const whyChooseUsPoints = [
  'three decades of proven results',
  'specialist knowledge start to finish',
  'quality without compromise',
  'personal local and trusted',
]

const plain = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, '')
    .replace(/\s+/g, ' ')
    .trim()

/** The href of each link the locator finds, in order. */
export async function hrefs(links: Locator): Promise<(string | null)[]> {
  await expect(links.first()).toBeAttached()
  return links.evaluateAll((elements) => elements.map((link) => link.getAttribute('href')))
}

/** [term, definition] pairs of a <dl>, as read. */
export async function definitionPairs(list: Locator): Promise<string[][]> {
  return list.evaluate((dl) =>
    [...dl.querySelectorAll('dt')].map((dt) => [
      dt.textContent?.trim() ?? '',
      dt.nextElementSibling?.textContent?.trim() ?? '',
    ]),
  )
}

/**
 * Checks that each text appears in the element's text. The pages are static HTML, so one read
 * replaces a retrying assertion per text (each round trip to the browser costs time).
 */
async function expectTexts(scope: Locator, texts: string[]) {
  await expect(scope.first()).toBeAttached()
  const content = squash((await scope.textContent()) ?? '')
  for (const text of texts) expect(content, `text of ${scope}`).toContain(squash(text))
}

async function expectBody(main: Locator, body: string) {
  const headings = bodyHeadings(body)
  expect(headings.length, 'the content file has sections').toBeGreaterThan(0)
  await expect(main.locator('h2')).toContainText(headings)
  const paragraphs = bodyParagraphs(body)
  expect(paragraphs.length, 'the content file has paragraphs').toBeGreaterThan(0)
  await expectTexts(main, paragraphs)
}

/**
 * Each card shows its project's first picture at its own size (no layout shift), loaded lazily,
 * with empty alt text: the card's heading already names the project it shows.
 */
async function expectCardPictures(cards: Locator, shown: typeof projects) {
  const pictures = await cards.evaluateAll((elements) =>
    elements.map((card) => {
      const img = card.querySelector('img')
      return (
        img && [
          img.getAttribute('src'),
          img.getAttribute('alt'),
          img.getAttribute('width'),
          img.getAttribute('height'),
          img.getAttribute('loading'),
        ]
      )
    }),
  )
  expect(pictures).toEqual(
    shown.map(({ images: [picture] }) => [
      encodedFile(picture!),
      '',
      String(picture!.width),
      String(picture!.height),
      'lazy',
    ]),
  )
}

/** One of a picture's encoded JPEG files ("/assets/images/x-1-{hash}-{width}.jpg"), the fallback any browser shows. */
const encodedFile = (picture: Picture) =>
  expect.stringMatching(new RegExp(`^${picture.src}-(${picture.widths.join('|')})\\.jpg$`))

/** The home page: What We Do, the services, the featured projects and the home questions. */
async function homeContent(main: Locator) {
  const whatWeDo = main.locator('section').filter({ has: main.page().getByText('What We Do', { exact: true }) })
  await expect(whatWeDo.getByText('What We Do', { exact: true })).toBeVisible()
  await expectTexts(whatWeDo, pages.home.whatWeDo)

  const servicesWeOffer = main.getByRole('region', { name: 'Services We Offer' })
  await expect(servicesWeOffer.getByRole('heading', { level: 2 })).toHaveText('Services We Offer')
  await expect(servicesWeOffer.locator('[data-slot="accordion-trigger"]')).toHaveCount(5)
  await expect(servicesWeOffer.locator('[data-slot="accordion-trigger"]')).toContainText(services.map((s) => s.title))
  await expectTexts(
    servicesWeOffer,
    services.map((s) => s.description),
  )

  const featured = main.getByRole('region', { name: 'Featured Projects' })
  await expect(featured.getByRole('heading', { name: 'Featured Projects' })).toBeVisible()
  await expect(featured.getByRole('link', { name: 'All Projects' })).toHaveAttribute('href', '/projects')
  // SPEC: a 4-tile strip, the featured projects first (cross-file.ts).
  const featuredProjects = homeProjects(projects)
  const cards = featured.locator('[data-slot="project-card"]')
  await expect(cards).toHaveCount(4)
  await expect(cards.getByRole('heading')).toHaveText(featuredProjects.map((p) => p.title))
  expect(await hrefs(cards.getByRole('link'))).toEqual(featuredProjects.map((p) => pathOf('projects', p.slug)))
  await expectCardPictures(cards, featuredProjects)

  const faq = main.getByRole('region', { name: 'Frequently Asked Questions' })
  const homeFaqs = homeQuestions(faqs)
  await expect(faq.locator('[data-slot="accordion-trigger"]')).toHaveCount(5)
  await expect(faq.locator('[data-slot="accordion-trigger"]')).toHaveText(homeFaqs.map((f) => f.question))
  await expectTexts(
    faq,
    homeFaqs.flatMap((f) => f.answer),
  )
  await expect(faq.getByRole('link', { name: 'Book Free Consultation' })).toHaveAttribute('href', '/contact')
}

/** /services: its intro, the five panels with their 'Includes' lists, the call to action and the disciplines. */
async function servicesContent(main: Locator) {
  await expectTexts(main, [pages.services.intro])
  const panels = main.locator('[data-slot="service-panel"]')
  await expect(panels).toHaveCount(5)
  expect(servicePanels).toHaveLength(5)
  await expect(panels.first().getByRole('heading', { name: 'Includes' })).toBeVisible()
  // Read all five panels at once: the heading, what else they say, and their 'Includes' list.
  const shown = await panels.evaluateAll((elements) =>
    elements.map((panel) => ({
      title: panel.querySelector('h2')?.textContent?.trim(),
      text: panel.textContent?.replace(/\s+/g, ' '),
      includesHeading: panel.querySelector('h3')?.textContent?.trim(),
      includes: [...panel.querySelectorAll('li')].map((li) => li.textContent?.trim()),
    })),
  )
  for (const [index, expected] of servicePanels.entries()) {
    const panel = shown[index]!
    expect(panel.title).toBe(expected.title)
    expect(panel.text).toContain(squash(expected.subtitle))
    expect(panel.text).toContain(squash(expected.description))
    expect(panel.includesHeading).toBe('Includes')
    expect(panel.includes).toEqual(expected.includes)
  }
  const cta = main.locator('[data-slot="services-cta"]')
  await expect(cta.getByRole('heading')).toHaveText(pages.services.ctaHeading)
  await expect(cta.getByRole('link')).toHaveAttribute('href', '/contact')
  // Each discipline's heading links to its own page.
  const disciplines = main
    .getByRole('region', { name: 'Appoint the expertise you need' })
    .getByRole('heading', { level: 3 })
    .getByRole('link')
  await expect(disciplines).toHaveText(services.map((s) => s.title))
  expect(await hrefs(disciplines)).toEqual(services.map((s) => pathOf('services', s.slug)))
}

/** A service's page: its description, the breadcrumb back to /services and its text. */
async function serviceContent(main: Locator, slug: string) {
  const service = services.find((s) => s.slug === slug)!
  await expectTexts(main, [service.description])
  await expect(
    main.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Services' }),
  ).toHaveAttribute('href', '/services')
  await expectBody(main, service.body)
}

/** /projects: its intro and a card per project, in order. */
async function projectsContent(main: Locator) {
  await expectTexts(main, [pages.projects.intro])
  const cards = main.locator('[data-slot="project-card"]')
  await expect(cards).toHaveCount(6)
  expect(projects).toHaveLength(6)
  // The category badge over the picture; the location and value sit in the card's <dl>.
  const badges = cards.locator('span').filter({ hasText: /^(Industrial|Residential)$/ })
  await expect(badges.first()).toBeVisible()
  await expect(badges).toHaveText(projects.map((p) => p.category))
  await expect(cards.getByRole('heading')).toHaveText(projects.map((p) => p.title))
  expect(await hrefs(cards.getByRole('link'))).toEqual(projects.map((p) => pathOf('projects', p.slug)))
  await expect(cards.getByRole('definition')).toHaveText(projects.flatMap((p) => [p.location, p.value]))
  await expectCardPictures(cards, projects)
}

/** A project's page: where it is, its facts, its text, every picture described and its outcomes. */
async function projectContent(main: Locator, slug: string) {
  const project = projects.find((p) => p.slug === slug)!
  await expect(main.getByRole('region', { name: project.title })).toContainText(project.location)
  const facts = main.getByRole('region', { name: 'Project facts' })
  expect(await definitionPairs(facts.locator('dl'))).toContainEqual(['Value', project.value])
  expect(await definitionPairs(facts.locator('dl'))).toContainEqual(['Category', project.category])
  await expectBody(main, project.body)
  // Every picture of the project, each described.
  const pictures = main.getByRole('region', { name: 'Pictures' }).getByRole('img')
  expect(
    await pictures.evaluateAll((images) => images.map((img) => [img.getAttribute('src'), img.getAttribute('alt')])),
  ).toEqual(project.images.map((image) => [encodedFile(image), image.alt]))
  const listItems = (await main.getByRole('listitem').allTextContents()).map(squash)
  for (const outcome of project.outcomes) expect(listItems).toContain(outcome)
}

/** /about: its text, the person and the track record's figures. */
async function aboutContent(main: Locator) {
  await expectBody(main, about.body)
  await expectTexts(main, [about.person])
  const trackRecord = main.getByRole('region', { name: 'Track record' })
  await expect(trackRecord).toBeVisible()
  // The specified headline figures (270+ units, £40M+ value), then every figure in stats.yaml, each a tile's value.
  const values = await trackRecord.getByRole('definition').allTextContents()
  for (const value of [
    '270+',
    '£40M+',
    ...stats.headline.map((s) => s.value),
    ...stats.portfolio.map((s) => s.value),
  ]) {
    expect(values).toContain(value)
  }
}

/** /faqs: every question in order, every answer, and the way to contact. */
async function faqsContent(main: Locator) {
  const questions = main.locator('[data-slot="accordion-trigger"]')
  await expect(questions).toHaveCount(10)
  expect(faqs).toHaveLength(10)
  await expect(questions).toHaveText(faqs.map((f) => f.question))
  await expectTexts(
    main,
    faqs.flatMap((f) => f.answer),
  )
  await expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact')
}

/** /contact: the details, the address, the office hours and why choose us. */
async function contactContent(main: Locator) {
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Contact Us')
  const details = main.getByRole('region', { name: 'Contact details' })
  const phone = details.getByRole('link', { name: site.phone.display })
  await expect(phone).toBeVisible()
  await expect(phone).toHaveAttribute('href', `tel:${site.phone.international}`)
  await expect(details.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`)
  const address = details.locator('address')
  await expect(address).toBeVisible()
  // The office is a business park in Manston, Ramsgate.
  await expectTexts(address, [...Object.values(site.address), 'Manston', 'Ramsgate'])
  const hours = await definitionPairs(details.locator('dl'))
  expect(hours).toEqual(site.contactHours.map(({ days, hours }) => [days, hours]))
  // The contact page's reading of the office hours, which differs from the footer's.
  expect(hours).toContainEqual(['Mon-Fri', '9:00 AM-5:30 PM'])

  const why = main.getByRole('region', { name: 'Why choose us?' })
  await expect(why.getByRole('heading', { level: 2 })).toHaveText('Why choose us?')
  const points = why.getByRole('heading', { level: 3 })
  await expect(points).toHaveText(pages.contact.whyChooseUs.map((p) => p.title))
  expect((await points.allTextContents()).map(plain)).toEqual(whyChooseUsPoints)
}

/** A legal page: its numbered sections and its first paragraphs. */
async function legalContent(main: Locator, slug: string) {
  const legal = legalPages.find((p) => p.slug === slug)!
  const headings = bodyHeadings(legal.body)
  await expect(main.locator('h2')).toHaveText(headings)
  const sections = numberedSections[slug]
  if (sections) {
    const numbers = (await main.locator('h2').allTextContents())
      .map((text) => /^(\d+)\.\s/.exec(text.trim())?.[1])
      .filter(Boolean)
    expect(numbers).toEqual(Array.from({ length: sections }, (_, i) => String(i + 1)))
  }
  await expectTexts(main, bodyParagraphs(legal.body))
}

/** A form outcome (/contact/thank-you, /contact/error): what it says and how else to reach the office. */
async function outcomeContent(main: Locator, slug: string) {
  const copy = slug === 'thank-you' ? pages.thankYou : pages.sendError
  await expectTexts(main, [copy.intro])
  await expect(main.getByRole('link', { name: site.phone.display })).toHaveAttribute(
    'href',
    `tel:${site.phone.international}`,
  )
  await expect(main.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`)
}

/** Each kind of page's content check. */
const contentChecks: Record<PageKind, (main: Locator, slug: string) => Promise<void>> = {
  home: homeContent,
  services: servicesContent,
  service: serviceContent,
  projects: projectsContent,
  project: projectContent,
  about: aboutContent,
  faqs: faqsContent,
  contact: contactContent,
  legal: legalContent,
  outcome: outcomeContent,
}

/** Checks the main content of `url`'s page, by the kind of page it is (content.ts's `expectedPage`). */
export async function expectPageContent(page: Page, url: string): Promise<void> {
  const { kind, slug } = expectedPage(url)
  await contentChecks[kind](page.getByRole('main'), slug)
}
