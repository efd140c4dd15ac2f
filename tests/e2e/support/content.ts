// What the pages should show, read from the content files the owner edits (content/) through the
// site's own parser and schemas (#content/parse.ts): the same checks, defaults and transforms as the
// build, so the suite checks the site against its source and a schema change needs no change here.
// Texts the site fixes in code (labels, messages, toasts) are written in the spec files themselves.
import { readFileSync } from 'node:fs'
import { basename, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { listContentFiles } from '#content/check.ts'
import { parseContentFile } from '#content/parse.ts'
import { projectSlugOf, serviceSlugOf } from '#content/routes.ts'
import type { About } from '../../../content/schemas/about.ts'
import type { Faq } from '../../../content/schemas/faq.ts'
import type { Legal } from '../../../content/schemas/legal.ts'
import type { Pages } from '../../../content/schemas/pages.ts'
import type { ProjectFrontmatter } from '../../../content/schemas/project.ts'
import type { ServiceFrontmatter } from '../../../content/schemas/service.ts'
import type { ServicePanel } from '../../../content/schemas/service-panel.ts'
import type { Site } from '../../../content/schemas/site.ts'
import type { Stats } from '../../../content/schemas/stats.ts'
import { listUrls } from '../../../build/list-urls.ts'
import { buildContext } from '#content/build-context.ts'

export const projectRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)))
const contentDir = join(projectRoot, 'content')

/** Every page in the build, as URL paths. */
export const builtUrls = listUrls(join(projectRoot, 'dist/client'))

/** One content file (a path under content/) as the build reads it: its cleaned data, and its MDX body. */
function read<T>(path: string) {
  const { data, body, draft } = parseContentFile(
    `content/${path}`,
    readFileSync(join(contentDir, path), 'utf8'),
    buildContext,
  )
  return { ...(data as T), body, draft }
}

/** The published entries of a folder, each with its slug (file name): drafts are not on the site. */
const published = <T>(folder: string) =>
  listContentFiles(join(contentDir, folder))
    .map((file) => ({ ...read<T>(relative(contentDir, file)), slug: basename(file).replace(/\.\w+$/, '') }))
    .filter((entry) => !entry.draft)

/** Lists show entries by their `order` field, 1 first. */
const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order

export const site = read<Site>('site.yaml')
export const pages = read<Pages>('pages.yaml')
export const stats = read<Stats>('stats.yaml')
export const about = read<About>('about.mdx')
/** Numbered "01", "02"...: in that order everywhere. */
export const services = published<ServiceFrontmatter>('services').sort((a, b) => a.number.localeCompare(b.number))
export const projects = published<ProjectFrontmatter>('projects').sort(byOrder)
export const legalPages = published<Legal>('legal')
export const servicePanels = published<ServicePanel>('service-panels').sort(byOrder)
export const faqs = published<Faq>('faqs').sort(byOrder)

/** Text with its runs of white space made one space, as a page shows it. */
export function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

/** The "## " headings of an MDX body, in order. */
export function bodyHeadings(body: string): string[] {
  return [...body.matchAll(/^## (.+)$/gm)].map((match) => squash(match[1]!))
}

/** The first few paragraphs of an MDX body that are plain prose (no Markdown or JSX markup). */
export function bodyParagraphs(body: string, count = 2): string[] {
  return body
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block && !/^[#\-*>|<\d]/.test(block) && !/[<>*_`[\]]/.test(block))
    .slice(0, count)
    .map(squash)
}

export type PageKind =
  | 'home'
  | 'services'
  | 'service'
  | 'projects'
  | 'project'
  | 'about'
  | 'faqs'
  | 'contact'
  | 'outcome'
  | 'legal'

export interface ExpectedPage {
  kind: PageKind
  slug: string
  /** Text of the page's single h1. */
  heading: string
  /** The <title> before " | {site name}". */
  title: string
  description: string
}

/** What a built URL should show at the top, from the content file behind it. */
export function expectedPage(url: string): ExpectedPage {
  const [, first = '', second] = url.split('/')
  const find = <T extends { slug: string }>(list: T[], slug: string): T => {
    const found = list.find((entry) => entry.slug === slug)
    if (!found) throw new Error(`No content file for ${url}`)
    return found
  }
  if (url === '/')
    return {
      kind: 'home',
      slug: '',
      heading: pages.home.heading,
      title: pages.home.title,
      description: pages.home.description,
    }
  const serviceSlug = serviceSlugOf(url)
  if (serviceSlug) {
    const service = find(services, serviceSlug)
    return {
      kind: 'service',
      slug: serviceSlug,
      heading: service.title,
      title: service.title,
      description: service.description,
    }
  }
  const projectSlug = projectSlugOf(url)
  if (projectSlug) {
    const project = find(projects, projectSlug)
    return {
      kind: 'project',
      slug: projectSlug,
      heading: project.title,
      title: project.title,
      description: project.description,
    }
  }
  if (first === 'contact' && second) {
    const copy = second === 'thank-you' ? pages.thankYou : pages.sendError
    return { kind: 'outcome', slug: second, heading: copy.heading, title: copy.title, description: copy.description }
  }
  if (first === 'about')
    return { kind: 'about', slug: first, heading: about.heading, title: about.title, description: about.description }
  if (first === 'services' || first === 'projects' || first === 'faqs' || first === 'contact') {
    const copy = pages[first]
    return { kind: first, slug: first, heading: copy.heading, title: copy.title, description: copy.description }
  }
  const legal = find(legalPages, first)
  return { kind: 'legal', slug: first, heading: legal.title, title: legal.title, description: legal.description }
}
