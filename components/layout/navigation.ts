// The site's navigation, as data: header, mobile menu and footer read it from here.
import { footerLinks } from '#content/cross-file.ts'
import { entries, pathOf } from '#content/server'

export type NavLink = { label: string; href: string }

/** Every section, as the footer lists them. */
export const footerSections: NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Services', href: '/services' },
  { label: 'Projects', href: '/projects' },
  { label: 'About Me', href: '/about' },
  { label: 'FAQs', href: '/faqs' },
  { label: 'Contact Us', href: '/contact' },
]

/** The header's links: every section but the FAQs. */
export const mainNav = footerSections.filter(({ href }) => href !== '/faqs')

export const bookConsultation: NavLink = { label: 'Book A Consultation', href: '/contact' }

/** The policies' links, from content/schemas/legal.ts: the published ones. */
export const legalNav: NavLink[] = footerLinks(entries('legal').map(({ slug }) => slug)).map(({ label, slug }) => ({
  label,
  href: pathOf('legal', slug),
}))

/** Whether `href` is the current page or a section containing it. */
export function isCurrent(href: string, pathname: string): boolean {
  return href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`)
}
