// Server-side loader of the content collections, for +data.ts, +onBeforePrerenderStart.ts and what
// renders only at build (the pages and their shell).
// Each file was validated by vite-plugin.ts as Vite imported it. Content files are named from the
// project root ("/content/faqs/*.yaml"): Vite resolves such paths and globs against its root.
import aboutData from '/content/about.mdx?frontmatter'
import type { About } from '../../../content/schemas/about.ts'
import type { Faq } from '../../../content/schemas/faq.ts'
import type { Legal } from '../../../content/schemas/legal.ts'
import type { ProjectFrontmatter } from '../../../content/schemas/project.ts'
import type { ServiceFrontmatter } from '../../../content/schemas/service.ts'
import type { ServicePanel } from '../../../content/schemas/service-panel.ts'
import { servicePath } from './routes.ts'

const slugOf = (path: string) => path.slice(path.lastIndexOf('/') + 1).replace(/\.\w+$/, '')

/**
 * Entries of a glob, each with its slug (file name), sorted by `order` where it has one. Drafts are
 * left out here, so no page, list, card, link or prerendered route can include one (their modules
 * hold only `{ draft: true }`; see parse.ts).
 */
function collection<T>(modules: Record<string, T>): (T & { slug: string })[] {
  return Object.entries(modules)
    .filter(([, data]) => !(data as { draft?: boolean }).draft)
    .map(([path, data]) => ({ ...data, slug: slugOf(path) }))
    .sort((a, b) => ((a as { order?: number }).order ?? 0) - ((b as { order?: number }).order ?? 0))
}

const byOrder = <T extends { number: string }>(a: T, b: T) => a.number.localeCompare(b.number)

export const projects = collection(import.meta.glob<ProjectFrontmatter>('/content/projects/*.mdx', { eager: true, query: '?frontmatter', import: 'default' }))
export type Project = (typeof projects)[number]

/** What a project card shows: its first picture is the card image (none if it has no pictures). */
export const projectCard = ({ slug, title, location, value, category, images }: Project) => ({ slug, title, location, value, category, image: images[0] })
export type ProjectCardData = ReturnType<typeof projectCard>

export const services = collection(import.meta.glob<ServiceFrontmatter>('/content/services/*.mdx', { eager: true, query: '?frontmatter', import: 'default' }))
  .sort(byOrder)
  .map((service) => ({ ...service, href: servicePath(service.slug) }))
export type Service = (typeof services)[number]

export const servicePanels = collection(import.meta.glob<ServicePanel>('/content/service-panels/*.yaml', { eager: true, import: 'default' }))

export const faqs = collection(import.meta.glob<Faq>('/content/faqs/*.yaml', { eager: true, import: 'default' }))

export const legalPages = collection(import.meta.glob<Legal>('/content/legal/*.mdx', { eager: true, query: '?frontmatter', import: 'default' }))

export const about = aboutData as About
