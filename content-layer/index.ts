// The content layer's page-time API, for code a browser may load (islands included): site identity,
// page copy, stats and the intro (small), and the helpers for pictures and the brand. Nothing here
// reaches the registry or the schemas, which would bring zod along. What only the build renders with
// (collections, page addresses, MDX bodies) is #content/server (load.ts).
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

export type { IconDrawing } from '../content/schemas/context.ts'
export { initialsOf } from './initials.ts'
export { ogImagePath, ogImageSize } from './og-image.ts'
export * from './pictures/picture.ts'
