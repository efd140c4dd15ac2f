// The site's navigation, as data: header, mobile menu and footer read it from here.
import { legalPath } from '#content/routes.ts'

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

// Each keeps its policy's file name: the content check requires every policy linked here to be published.
const policyLink = (label: string, slug: string) => ({ label, href: legalPath(slug), slug })

export const legalNav: (NavLink & { slug: string })[] = [
  policyLink('Privacy Policy', 'privacy'),
  policyLink('Terms & Conditions', 'terms'),
  policyLink('Cookies Policy', 'cookies'),
  policyLink('Update Preferences', 'privacy'),
  policyLink('Complaints Procedure', 'complaints'),
  policyLink('Modern Slavery Policy', 'modern-slavery'),
]

/** Whether `href` is the current page or a section containing it. */
export function isCurrent(href: string, pathname: string): boolean {
  return href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`)
}
