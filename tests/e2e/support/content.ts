// What the pages should show, read straight from the content files the owner edits (content/),
// so the suite checks the site against its source rather than against copies of business details.
// Fixed texts from SPEC.md are written in the spec files themselves.
import { readdirSync, readFileSync } from 'node:fs'
import { basename, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'
import { splitFrontmatter } from '#content/frontmatter.ts'
import { projectSlugOf, serviceSlugOf } from '#content/routes.ts'
import { listUrls } from '../../../scripts/list-urls.ts'

export const projectRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)))
const contentDir = join(projectRoot, 'content')

/** Every page in the build, as URL paths. */
export const builtUrls = listUrls(join(projectRoot, 'dist/client'))

const readYaml = <T>(path: string): T => parse(readFileSync(join(contentDir, path), 'utf8')) as T

/** The published entries of a folder (drafts are not on the site). */
function readCollection<T>(dir: string, ext: '.mdx' | '.yaml'): (T & { slug: string; body: string })[] {
  return readdirSync(join(contentDir, dir))
    .filter((file) => file.endsWith(ext))
    .map((file) => {
      const slug = basename(file, ext)
      const source = readFileSync(join(contentDir, dir, file), 'utf8')
      if (ext === '.yaml') return { ...(parse(source) as T & { draft?: boolean }), slug, body: '' }
      const { yaml, body } = splitFrontmatter(source)!
      return { ...(parse(yaml) as T & { draft?: boolean }), slug, body }
    })
    .filter((entry) => entry.draft !== true)
}

interface Hours {
  days: string
  hours: string
}

export interface Site {
  name: string
  phone: string
  whatsapp: string
  email: string
  address: Record<string, string>
  contactHours: Hours[]
  footerHours: Hours[]
  company: { name: string; number: string; jurisdiction: string; registeredOffice: string }
  social: { instagram: string; linkedin: string }
  analytics?: { provider: 'plausible' | 'google'; id: string }
}

interface PageCopy {
  title: string
  description: string
  heading: string
  intro: string
}

interface Pages {
  home: PageCopy & { whatWeDo: string[] }
  services: PageCopy & { ctaHeading: string; ctaText: string }
  projects: PageCopy
  faqs: PageCopy
  contact: PageCopy & { whyChooseUs: { title: string; text: string }[] }
  thankYou: PageCopy
  sendError: PageCopy
  notFound: PageCopy
}

export interface Stats {
  experienceYears: number
  headline: { value: string; label: string }[]
  portfolio: { value: string; label: string }[]
}

interface Seo {
  title: string
  description: string
}

export const site = readYaml<Site>('site.yaml')
export const pages = readYaml<Pages>('pages.yaml')
export const stats = readYaml<Stats>('stats.yaml')

export const services = readCollection<Seo & { number: number }>('services', '.mdx').sort((a, b) => a.number - b.number)

export const projects = readCollection<
  Seo & {
    location: string
    value: number | string
    category: string
    overview: string
    outcomes: string[]
    images: { src: string; alt: string }[]
    order: number
    featured?: boolean
  }
>('projects', '.mdx').sort((a, b) => a.order - b.order)

export const legalPages = readCollection<Seo>('legal', '.mdx')

export const servicePanels = readCollection<{ title: string; subtitle: string; description: string; includes: string[]; order: number }>(
  'service-panels',
  '.yaml',
).sort((a, b) => a.order - b.order)

export const faqs = readCollection<{ question: string; answer: string; order: number; home?: boolean }>('faqs', '.yaml')
  .sort((a, b) => a.order - b.order)
  .map((faq) => ({ ...faq, paragraphs: faq.answer.split(/\n\s*\n/).map(squash).filter(Boolean) }))

const aboutFile = splitFrontmatter(readFileSync(join(contentDir, 'about.mdx'), 'utf8'))!
export const about = { ...(parse(aboutFile.yaml) as Seo & { heading: string; person: string; role: string }), body: aboutFile.body }

/** A project's value as shown: a unit count ("18 units") or "Residential". */
export const projectValue = (value: number | string) => (typeof value === 'number' ? `${value} units` : value)

/** The international digits of a UK number, without "+": "07700 900 418" -> "447700900418". */
export function internationalDigits(ukNumber: string): string {
  const digits = ukNumber.replace(/[^\d+]/g, '')
  if (digits.startsWith('+')) return digits.slice(1)
  if (digits.startsWith('0')) return `44${digits.slice(1)}`
  return digits
}

function squash(text: string): string {
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

export type PageKind = 'home' | 'services' | 'service' | 'projects' | 'project' | 'about' | 'faqs' | 'contact' | 'outcome' | 'legal'

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
  if (url === '/') return { kind: 'home', slug: '', heading: pages.home.heading, title: pages.home.title, description: pages.home.description }
  const serviceSlug = serviceSlugOf(url)
  if (serviceSlug) {
    const service = find(services, serviceSlug)
    return { kind: 'service', slug: serviceSlug, heading: service.title, title: service.title, description: service.description }
  }
  const projectSlug = projectSlugOf(url)
  if (projectSlug) {
    const project = find(projects, projectSlug)
    return { kind: 'project', slug: projectSlug, heading: project.title, title: project.title, description: project.description }
  }
  if (first === 'contact' && second) {
    const copy = second === 'thank-you' ? pages.thankYou : pages.sendError
    return { kind: 'outcome', slug: second, heading: copy.heading, title: copy.title, description: copy.description }
  }
  if (first === 'about') return { kind: 'about', slug: first, heading: about.heading, title: about.title, description: about.description }
  if (first === 'services' || first === 'projects' || first === 'faqs' || first === 'contact') {
    const copy = pages[first]
    return { kind: first, slug: first, heading: copy.heading, title: copy.title, description: copy.description }
  }
  const legal = find(legalPages, first)
  return { kind: 'legal', slug: first, heading: legal.title, title: legal.title, description: legal.description }
}
