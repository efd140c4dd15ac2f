// The main links as specified, label and address, in order: the header shows them with JavaScript
// (header.spec.ts) and without (no-javascript.spec.ts).
export const mainNav = [
  ['Home', '/'],
  ['Services', '/services'],
  ['Projects', '/projects'],
  ['About Me', '/about'],
  ['Contact Us', '/contact'],
] as const
