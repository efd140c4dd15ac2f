// The site's navigation, as data: header, mobile menu and footer read it from here.

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

export const legalNav: NavLink[] = [
  { label: 'Privacy Policy', href: '/privacy' },
  { label: 'Terms & Conditions', href: '/terms' },
  { label: 'Cookies Policy', href: '/cookies' },
  { label: 'Update Preferences', href: '/privacy' },
  { label: 'Complaints Procedure', href: '/complaints' },
  { label: 'Modern Slavery Policy', href: '/modern-slavery' },
]

/** Whether `href` is the current page or a section containing it. */
export function isCurrent(href: string, pathname: string): boolean {
  return href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`)
}
