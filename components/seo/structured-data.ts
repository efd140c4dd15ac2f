// schema.org structured data (JSON-LD) for search engines, built from the content files: the
// business on the home and contact pages (shell/Head.tsx), the questions on /faqs, the trail on pages below a section.
// https://developers.google.com/search/docs/appearance/structured-data/local-business
import { parseDays, parseHours } from '../../content/schemas/opening-hours.ts'
import type { Site } from '../../content/schemas/site.ts'
import type { NavLink } from '../layout/navigation.ts'

type Thing = Record<string, unknown>

/** The business as a ProfessionalService (a kind of LocalBusiness), from content/site.yaml. */
export function professionalService(site: Site, image: string): Thing {
  const { address } = site
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${site.url}/#business`,
    name: site.name,
    description: site.summary,
    url: `${site.url}/`,
    image,
    telephone: site.phone.international,
    email: site.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${address.building}, ${address.street}`,
      addressLocality: `${address.locality}, ${address.town}`,
      addressRegion: address.county,
      postalCode: address.postcode,
      addressCountry: 'GB',
    },
    // The schema has checked that every line reads; closed days are simply not listed.
    openingHoursSpecification: site.contactHours.flatMap(({ days, hours }) => {
      const open = parseHours(hours)
      return open ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek: parseDays(days), ...open }] : []
    }),
    areaServed: site.areaServed,
    sameAs: Object.values(site.social),
  }
}

/** Questions and answers, as shown on the page (one paragraph per array entry). */
export function faqPage(faqs: { question: string; answer: string[] }[]): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer.join('\n\n') },
    })),
  }
}

/** Home, then the visible breadcrumb trail, then the page itself. */
export function breadcrumbList(siteUrl: string, trail: NavLink[], current: { label: string; url: string }): Thing {
  const items = [{ label: 'Home', href: '/' }, ...trail].map(({ label, href }) => ({
    name: label,
    item: `${siteUrl}${href}`,
  }))
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [...items, { name: current.label, item: current.url }].map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      ...item,
    })),
  }
}

/** JSON for a <script> element: "<" escaped so no text can close the element early. */
export function jsonLd(thing: Thing): string {
  return JSON.stringify(thing).replace(/</g, '\\u003c')
}
