// The main links as specified, label and address, in order: the header shows them with JavaScript
// (header.spec.ts) and without (no-javascript.spec.ts).
export const mainNav = [
  ['Home', '/'],
  ['Services', '/services'],
  ['Projects', '/projects'],
  ['About Me', '/about'],
  ['Contact Us', '/contact'],
] as const

// The footer's section links and legal links as specified, label and address, in order: read from every built page
// by tests/build/footer.test.ts.
export const footerSections = [
  ['Home', '/'],
  ['Services', '/services'],
  ['Projects', '/projects'],
  ['About Me', '/about'],
  ['FAQs', '/faqs'],
  ['Contact Us', '/contact'],
] as const

export const footerLegalLinks = [
  ['Privacy Policy', '/privacy'],
  ['Terms & Conditions', '/terms'],
  ['Cookies Policy', '/cookies'],
  ['Update Preferences', '/privacy'],
  ['Complaints Procedure', '/complaints'],
  ['Modern Slavery Policy', '/modern-slavery'],
] as const
