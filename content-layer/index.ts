// The content every page may read: site identity, page copy and stats (small, safe for the browser).
// Collections (projects, services...) are loaded on the server by load.ts.
import introData from '/content/intro.yaml'
import pagesData from '/content/pages.yaml'
import type { Intro } from '../content/schemas/intro.ts'
import type { Pages } from '../content/schemas/pages.ts'
import type { Site } from '../content/schemas/site.ts'
import type { Stats } from '../content/schemas/stats.ts'
import siteData from '/content/site.yaml'
import statsData from '/content/stats.yaml'

export const site = siteData as Site
export const pages = pagesData as Pages
export const stats = statsData as Stats
export const intro = introData as Intro
