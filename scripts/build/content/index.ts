// The content every page may read: site identity, page copy and stats (small, safe for the browser).
// Collections (projects, services...) are loaded on the server by content/load.ts.
import introData from './intro.yaml'
import pagesData from './pages.yaml'
import type { Intro } from './schemas/intro.ts'
import type { Pages } from './schemas/pages.ts'
import type { Site } from './schemas/site.ts'
import type { Stats } from './schemas/stats.ts'
import siteData from './site.yaml'
import statsData from './stats.yaml'

export const site = siteData as Site
export const pages = pagesData as Pages
export const stats = statsData as Stats
export const intro = introData as Intro

/** Service names and addresses for navigation (frontmatter only: no page text in the bundle). */
export const serviceLinks = Object.entries(
  import.meta.glob<{ title: string; number: string }>('./services/*.mdx', { eager: true, query: '?frontmatter', import: 'default' }),
)
  .map(([path, { title, number }]) => ({ label: title, number, href: `/services/${path.slice('./services/'.length, -'.mdx'.length)}` }))
  .sort((a, b) => a.number.localeCompare(b.number))
