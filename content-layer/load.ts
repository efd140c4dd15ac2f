// #content/server, what only the build renders with: every kind of content in collections.ts, read
// with `entries('name')` and no list to keep, each file validated by vite-plugin.ts as Vite imported it.
// Paths start at the project root ("/content/**/*.yaml"), against which Vite resolves them.
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { loadBody } from './bodies.ts'
import {
  type BodyCollectionName,
  type Collection,
  type CollectionDefinition,
  type CollectionName,
  type OutputOf,
  collectionNamed,
  collectionOf,
  type FolderCollectionName,
  type PageCollectionName,
  slugOfFile,
} from './collections.ts'
import { pathOf } from './routes.ts'

export { loadedBody } from './bodies.ts'
export type { BodyCollectionName } from './collections.ts'
export { pathOf } from './routes.ts'

// Every content file's data: YAML documents, and MDX frontmatter without the body, so lists never
// pull page text in (parse.ts: a draft's module holds only `{ draft: true }`).
const modules: Record<string, Record<string, unknown>> = {
  ...import.meta.glob('/content/**/*.yaml', { eager: true, import: 'default' }),
  ...import.meta.glob('/content/**/*.mdx', { eager: true, query: '?frontmatter', import: 'default' }),
}
const files = Object.entries(modules).map(([path, data]) => ({ file: path.slice('/content/'.length), data }))

type Data<N extends CollectionName> = OutputOf<Extract<Collection, { name: N }>>

/** An entry of a folder: its validated data, its slug (the file name) and, if it has a page, that page's address. */
export type Entry<N extends FolderCollectionName> = Data<N> & { slug: string } & (N extends PageCollectionName
    ? { href: string }
    : unknown)

/**
 * The published entries of a folder, sorted by `order` where they have one. Drafts are left out
 * here, so no page, list, card, link or prerendered route can include one.
 */
export function entries<N extends FolderCollectionName>(name: N): Entry<N>[] {
  const hasPages = 'page' in collectionNamed(name)
  return files
    .filter(({ file, data }) => collectionOf(file)?.name === name && !data.draft)
    .map(({ file, data }): Record<string, unknown> => {
      const slug = slugOfFile(file)
      return { ...data, slug, ...(hasPages ? { href: pathOf(name as PageCollectionName, slug) } : {}) }
    })
    .sort((a, b) => ((a.order as number | undefined) ?? 0) - ((b.order as number | undefined) ?? 0)) as Entry<N>[]
}

/** A single file's validated data, e.g. single('about'). */
export const single = <N extends Exclude<CollectionName, FolderCollectionName>>(name: N) =>
  files.find(({ file }) => collectionOf(file)?.name === name)!.data as Data<N>

/** The addresses of a collection's pages, one per published entry: its +onBeforePrerenderStart.ts returns them. */
export const pageUrls = (name: PageCollectionName): string[] => entries(name).map((entry) => entry.href)

/** What the web editor's preview adds to a page's context: the entry being edited, in place of its published self. */
export type PreviewContext = { editedEntry?: Record<string, unknown> }

/**
 * The entry a collection's page shows, named by its route's `@slug`, its MDX body loaded so the
 * prerendered HTML holds it (see ContentBody); the 404 page if there is no such published entry.
 * The editor's preview draws a page from the entry being edited through the page's own +data.ts.
 */
export async function entryPage<N extends PageCollectionName>(
  name: N,
  pageContext: PageContextServer & PreviewContext,
): Promise<Entry<N>> {
  const entry =
    (pageContext.editedEntry as Entry<N> | undefined) ??
    entries(name).find((e) => e.slug === pageContext.routeParams.slug)
  if (!entry) throw render(404)
  if ((collectionNamed(name) as CollectionDefinition).files.endsWith('.mdx'))
    await loadBody(name as BodyCollectionName, entry.slug)
  return entry
}

export const projects = entries('projects')
export type Project = (typeof projects)[number]

/** Only the named fields of an entry: what a page's data sends of it (the data is written into its HTML). */
export const pick = <T, K extends keyof T>(entry: T, ...keys: K[]) =>
  Object.fromEntries(keys.map((key) => [key, entry[key]])) as Pick<T, K>

/** What a project card shows: its first picture is the card image (none if it has no pictures). */
export const projectCard = (project: Project) => ({
  ...pick(project, 'slug', 'href', 'title', 'location', 'value', 'category'),
  image: project.images[0],
})
export type ProjectCardData = ReturnType<typeof projectCard>

/** The services in their numbered order ("01", "02"...). */
export const services = entries('services').sort((a, b) => a.number.localeCompare(b.number))
export type Service = (typeof services)[number]

/** A service as the lists of services show it. */
export const serviceSummary = (service: Service) => pick(service, 'slug', 'number', 'title', 'description', 'href')

export const servicePanels = entries('service panels')

export const faqs = entries('faqs')

export const about = single('about')
