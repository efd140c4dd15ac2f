// Every built page's footer, read from its HTML: services, sections, contact details and hours, socials, the
// registration line and the legal links. That they are shown, not merely in the markup, is checked in the browser
// (tests/e2e/routes.spec.ts and no-javascript.spec.ts); that its legal links lead to their pages in footer.spec.ts.
import type { Cheerio, CheerioAPI } from 'cheerio'
import type { Element } from 'domhandler'
import { describe, expect, it } from 'vitest'
import { services, squash } from '../e2e/support/content.ts'
import { footerLegalLinks, footerSections } from '../e2e/support/navigation.ts'
import { builtPage, builtUrls, site } from './support.ts'

/** Each link's name (its text, screen-reader-only text included) and address, in order. */
const links = ($: CheerioAPI, scope: Cheerio<Element>) =>
  scope
    .find('a')
    .toArray()
    .map((link) => [squash($(link).text()), $(link).attr('href')])

/** The footer's navigation named `name`, by its aria-label or the element its aria-labelledby names. */
function navigation($: CheerioAPI, footer: Cheerio<Element>, name: string): Cheerio<Element> {
  const found = footer.find('nav').filter((_, nav) => {
    const labelledBy = $(nav).attr('aria-labelledby')
    return (labelledBy ? squash($(`#${labelledBy}`).text()) : $(nav).attr('aria-label')) === name
  })
  expect(found, `the footer's "${name}" navigation`).toHaveLength(1)
  return found
}

describe.each(builtUrls)('%s', (url) => {
  const $ = builtPage(url)
  const footer = $('footer')

  it('has one footer, with its three headings', () => {
    expect(footer).toHaveLength(1)
    expect(
      footer
        .find('h2')
        .toArray()
        .map((heading) => squash($(heading).text())),
    ).toEqual(['Our Services', 'Our Sections', 'Get in Touch'])
  })

  it('links each service to /services, and each section to its page', () => {
    expect(links($, navigation($, footer, 'Our Services'))).toEqual(services.map((s) => [s.title, '/services']))
    expect(links($, navigation($, footer, 'Our Sections'))).toEqual(footerSections)
  })

  it('gives the phone number, the email address and the hours as the footer reads them', () => {
    const footerLinks = links($, footer)
    expect(footerLinks).toContainEqual([site.phone.display, `tel:${site.phone.international}`])
    expect(footerLinks).toContainEqual([site.email, `mailto:${site.email}`])
    const hours = footer
      .find('dl dt')
      .toArray()
      .map((dt) => [squash($(dt).text()), squash($(dt).next().text())])
    expect(hours).toEqual(site.footerHours.map(({ days, hours }) => [days, hours]))
    // The footer's reading of the hours as specified, which differs from the contact page's.
    expect(hours).toEqual([
      ['Mon-Fri', '9:00-17:30'],
      ['Weekends', 'By appointment'],
    ])
  })

  it('links the socials, and carries the registration line and the legal links', () => {
    const footerLinks = links($, footer)
    expect(footerLinks).toContainEqual(['Instagram', site.social.instagram])
    expect(footerLinks).toContainEqual(['LinkedIn', site.social.linkedin])
    const registration = footer
      .find('p')
      .toArray()
      .map((p) => squash($(p).text()))
      .filter((text) => text.includes('Registered in England & Wales'))
    expect(registration).toHaveLength(1)
    expect(registration[0]).toContain(site.company.name)
    expect(registration[0]).toContain(`company number ${site.company.number}`)
    expect(links($, navigation($, footer, 'Legal'))).toEqual(footerLegalLinks)
  })
})
