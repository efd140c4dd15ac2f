// What search engines and link previews read in the built pages (issue: findable): canonical
// addresses, titles and descriptions, Open Graph and Twitter tags, structured data, sitemap.xml and
// robots.txt, and noindex where a page must stay out of results.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ogImagePath, ogImageSize } from '#content/og-image.ts'
import { projectSlugOf, serviceSlugOf } from '#content/routes.ts'
import { builtPage, builtUrls, distRoot, formOutcomeUrls, notFoundPage, site, structuredData } from './support.ts'

const indexableUrls = builtUrls.filter((url) => !formOutcomeUrls.includes(url))
const businessPages = ['/', '/contact']

describe.each(builtUrls)('%s', (url) => {
  const $ = builtPage(url)
  const meta = (selector: string) => $(`meta[${selector}]`).attr('content')
  const address = `${site.url}${url}`

  it('has its own title and description, also for link previews', () => {
    const title = $('title').text()
    expect(title).toMatch(new RegExp(` \\| ${site.name.replace(/[&]/g, '\\$&')}$`))
    expect(meta('property="og:title"')).toBe(title)
    expect(meta('name="description"')!.length).toBeGreaterThan(50)
    expect(meta('property="og:description"')).toBe(meta('name="description"'))
  })

  it('shares with its own picture: Open Graph and a large Twitter card', () => {
    const image = `${site.url}${ogImagePath(url)}`
    expect(meta('property="og:image"')).toBe(image)
    expect(meta('property="og:image:width"')).toBe(String(ogImageSize.width))
    expect(meta('property="og:image:height"')).toBe(String(ogImageSize.height))
    expect(meta('property="og:url"')).toBe(address)
    expect(meta('property="og:type"')).toBe('website')
    expect(meta('property="og:site_name"')).toBe(site.name)
    expect(meta('name="twitter:card"')).toBe('summary_large_image')
    expect(meta('name="twitter:image"')).toBe(image)
    // The card's words, for whoever cannot see it: the business name and the page's own title.
    const pageTitle = $('title').text().replace(` | ${site.name}`, '')
    expect(meta('property="og:image:alt"')).toBe(`${site.name}: ${pageTitle}`)
    expect(meta('name="twitter:image:alt"')).toBe(`${site.name}: ${pageTitle}`)
  })

  if (formOutcomeUrls.includes(url)) {
    it('stays out of search results: noindex, no canonical, no structured data', () => {
      expect(meta('name="robots"')).toBe('noindex')
      expect($('link[rel="canonical"]')).toHaveLength(0)
      expect(structuredData($)).toEqual([])
    })
    return
  }

  it('names its canonical address on the live site, and may be indexed', () => {
    expect($('link[rel="canonical"]').attr('href')).toBe(address)
    expect($('meta[name="robots"]')).toHaveLength(0)
  })

  // The business is described where search engines look for it, the home and contact pages; the
  // other pages link to them, and each page's HTML stays within one round trip.
  if (!businessPages.includes(url)) {
    it('leaves the business to the home and contact pages', () => {
      expect(structuredData($).some((thing) => thing['@type'] === 'ProfessionalService')).toBe(false)
    })
    return
  }

  it('describes the business from content/site.yaml (ProfessionalService)', () => {
    const business = structuredData($).find((thing) => thing['@type'] === 'ProfessionalService')
    expect(business).toMatchObject({
      '@context': 'https://schema.org',
      name: site.name,
      url: `${site.url}/`,
      telephone: site.phone.international,
      email: site.email,
      areaServed: site.areaServed,
      address: {
        '@type': 'PostalAddress',
        postalCode: site.address.postcode,
        addressRegion: site.address.county,
        addressCountry: 'GB',
      },
    })
    const { streetAddress, addressLocality } = business!.address as Record<string, string>
    expect(`${streetAddress}, ${addressLocality}`).toBe(
      [site.address.building, site.address.street, site.address.locality, site.address.town].join(', '),
    )
  })
})

describe('structured data', () => {
  it("gives the office's opening hours as the contact page shows them, closed days left out", () => {
    const business = structuredData(builtPage('/')).find((thing) => thing['@type'] === 'ProfessionalService')!
    // content/site.yaml: Mon-Fri 9:00 AM-5:30 PM, Sat 9:00 AM-4:00 PM, Sun Closed.
    expect(business.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '17:30',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '09:00', closes: '16:00' },
    ])
    expect(site.contactHours.map(({ days, hours }) => `${days} ${hours}`)).toEqual([
      'Mon-Fri 9:00 AM-5:30 PM',
      'Sat 9:00 AM-4:00 PM',
      'Sun Closed',
    ])
  })

  it('lists every question and answer shown on /faqs as an FAQPage', () => {
    const $ = builtPage('/faqs')
    const shown = $('main [data-slot="accordion-item"], main details')
      .toArray()
      .map((item) => $(item).find('summary, h3, button').first().text().trim())
    const faqPage = structuredData($).find((thing) => thing['@type'] === 'FAQPage')!
    const questions = faqPage.mainEntity as {
      '@type': string
      name: string
      acceptedAnswer: { '@type': string; text: string }
    }[]
    expect(questions).toHaveLength(10)
    expect(questions.map((question) => question.name)).toEqual(shown)
    for (const question of questions) {
      expect(question['@type']).toBe('Question')
      expect(question.acceptedAnswer['@type']).toBe('Answer')
      expect($('main').text().replace(/\s+/g, ' ')).toContain(question.acceptedAnswer.text.split('\n\n')[0])
    }
  })

  it('only /faqs is an FAQPage', () => {
    const others = builtUrls.filter(
      (url) => url !== '/faqs' && structuredData(builtPage(url)).some((thing) => thing['@type'] === 'FAQPage'),
    )
    expect(others).toEqual([])
  })

  /** The pages that show a breadcrumb trail (a service's, a project's, or any other page below a section). */
  const withVisibleTrail = builtUrls.filter((url) => builtPage(url)('nav[aria-label="Breadcrumb"]').length > 0)

  it.each(withVisibleTrail)('%s has a BreadcrumbList matching its visible breadcrumbs', (url) => {
    const $ = builtPage(url)
    const visible = $('nav[aria-label="Breadcrumb"] li')
      .toArray()
      .map((item) => ({ name: $(item).text().trim(), href: $(item).find('a').attr('href') }))
    const trail = structuredData($).find((thing) => thing['@type'] === 'BreadcrumbList')!
    const items = trail.itemListElement as { position: number; name: string; item: string }[]
    expect(items.map(({ position, name, item }) => ({ position, name, item }))).toEqual(
      visible.map(({ name, href }, index) => ({
        position: index + 1,
        name,
        item: href ? `${site.url}${href === '/' ? '/' : href}` : `${site.url}${url}`,
      })),
    )
    expect(items).toHaveLength(3)
  })

  it('every service and project page shows a trail, and pages without one have no BreadcrumbList', () => {
    expect(withVisibleTrail).toEqual(
      expect.arrayContaining(builtUrls.filter((url) => serviceSlugOf(url) || projectSlugOf(url))),
    )
    const withTrail = builtUrls.filter((url) =>
      structuredData(builtPage(url)).some((thing) => thing['@type'] === 'BreadcrumbList'),
    )
    expect(withTrail).toEqual(withVisibleTrail)
  })
})

describe('the 404 page', () => {
  const $ = notFoundPage()
  it('is noindex, with no canonical address or structured data', () => {
    expect($('meta[name="robots"]').attr('content')).toBe('noindex')
    expect($('link[rel="canonical"]')).toHaveLength(0)
    expect(structuredData($)).toEqual([])
  })
})

describe('sitemap.xml and robots.txt', () => {
  const sitemap = readFileSync(join(distRoot, 'sitemap.xml'), 'utf8')
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])

  it('the sitemap lists every built page that may be indexed, at its canonical address, and nothing else', () => {
    expect(sitemap).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    )
    expect(listed).toEqual(indexableUrls.map((url) => builtPage(url)('link[rel="canonical"]').attr('href')))
    expect(listed).toContain(`${site.url}/`)
    for (const url of [...formOutcomeUrls, '/404']) expect(listed).not.toContain(`${site.url}${url}`)
  })

  it('robots.txt lets crawlers in and points them at the sitemap', () => {
    const robots = readFileSync(join(distRoot, 'robots.txt'), 'utf8')
    expect(robots).toMatch(/^User-agent: \*$/m)
    expect(robots).not.toMatch(/^Disallow: \/$/m)
    expect(robots).toContain(`Sitemap: ${site.url}/sitemap.xml`)
  })
})
