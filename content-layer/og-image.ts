/**
 * Every page's Open Graph picture: 1200 × 630, carrying the page's title. The image pipeline draws
 * one per prerendered page after the build (build/og-images.tsx); Head points og:image at it.
 */
export const ogImageSize = { width: 1200, height: 630 } as const

/** Address of a page's Open Graph picture: "/" → "/og/home.png", "/projects/x" → "/og/projects-x.png". */
export function ogImagePath(urlPathname: string): string {
  const slug = urlPathname.replace(/^\/+|\/+$/g, '').replaceAll('/', '-') || 'home'
  return `/og/${slug}.png`
}
