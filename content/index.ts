// The content every page may read: site identity, page copy and stats (small, safe for the browser).
// Collections (projects, services...) are loaded on the server by content/load.ts.
import pagesData from './pages.yaml'
import type { Pages } from './schemas/pages.ts'
import type { Site } from './schemas/site.ts'
import type { Stats } from './schemas/stats.ts'
import siteData from './site.yaml'
import statsData from './stats.yaml'

export const site = siteData as Site
export const pages = pagesData as Pages
export const stats = statsData as Stats
