// The site's navigation, as data: header, mobile menu and footer read it from here.
import { pathOf } from '#content/server'
import { footerPolicies } from '../../content/schemas/legal.ts'

export interface NavLink {
  label: string
  href: string
}

export const mainNav: NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Services', href: '/services' },
  { label: 'Projects', href: '/projects' },
  { label: 'About Me', href: '/about' },
  { label: 'Contact Us', href: '/contact' },
]

export const bookConsultation: NavLink = { label: 'Book A Consultation', href: '/contact' }

export const footerSections: NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Services', href: '/services' },
  { label: 'Projects', href: '/projects' },
  { label: 'About Me', href: '/about' },
  { label: 'FAQs', href: '/faqs' },
  { label: 'Contact Us', href: '/contact' },
]

/** The policies' links, from content/schemas/legal.ts (the content check requires each to be published). */
export const legalNav: NavLink[] = footerPolicies.map(({ label, slug }) => ({ label, href: pathOf('legal', slug) }))

/** Whether `href` is the current page or a section containing it. */
export function isCurrent(href: string, pathname: string): boolean {
  return href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`)
}
