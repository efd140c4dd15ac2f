// The registry of the kinds of content: the one place that declares each one, from which the rest follows
// (docs/recipes.md, "A kind of content").
import type { z } from 'zod'
import type { SchemaContext } from '../content/schemas/context.ts'
import { aboutSchema } from '../content/schemas/about.ts'
import { faqSchema } from '../content/schemas/faq.ts'
import { introSchema } from '../content/schemas/intro.ts'
import { legalSchema } from '../content/schemas/legal.ts'
import { pagesSchema } from '../content/schemas/pages.ts'
import { projectSchema } from '../content/schemas/project.ts'
import { serviceSchema } from '../content/schemas/service.ts'
import { servicePanelSchema } from '../content/schemas/service-panel.ts'
import { siteSchema } from '../content/schemas/site.ts'
import { statsSchema } from '../content/schemas/stats.ts'
import { placeholder } from './placeholder.ts'

export interface CollectionDefinition {
  /** How the check, the editor and the code name it, e.g. "service panels". */
  name: string
  /** Inside content/: one file ("site.yaml"), or a folder, each file name an entry's slug ("projects/{name}.mdx"). */
  files: `${string}.yaml` | `${string}.mdx`
  /** The zod schema; a function of the context when the files name pictures or icons (read it with schemaOf). */
  schema: z.ZodObject | ((context: SchemaContext) => z.ZodObject)
  /** For a folder whose entries have pages: the Vike route string of their page in pages/, `@slug` the file name. */
  page?: `/${string}@slug`
  /** The field that names an entry: the editor's list shows it and `npm run new` writes the title in it. */
  titleField?: string
  /**
   * How the web editor (editor/) shows it: a folder's "New {singular}", whether the owner may add and delete
   * entries (`create`), the folder of content/images its uploads go to (`images`), and, for a kind without pages of
   * its own, the site's page that shows it (`shownOn`: the editor's "View Live").
   */
  editor: { label: string; singular?: string; create?: boolean; images?: string; shownOn?: `/${string}` }
  /** `npm run new -- {kind} "Title"` starts a draft of it; `body` is the text an MDX draft starts with. */
  scaffold?: { kind: string; body?: string }
}

/** The story a new project starts from: the headings the other projects have. */
const projectDraftBody = [
  '## The project',
  `${placeholder}: what was built, where and for whom, in a paragraph or two.`,
  '## Services provided',
  `${placeholder}: one line per service, e.g. "- [Quantity surveying](/services/quantity-surveying): cost plan and ` +
    `final account".`,
  '## Scope',
  `${placeholder}: what the appointment covered, from start to finish.`,
  '## Challenges',
  `${placeholder}: what made the project difficult, and how it was resolved.`,
  '## Outcomes',
  `${placeholder}: the results, one "- " line each.`,
  '## Duration and completion',
  `${placeholder}: how long it took and when it was completed.`,
].join('\n\n')

/** Every kind of content file, in the order of the field reference (images are checked where content names them). */
export const collections = [
  { name: 'site', files: 'site.yaml', schema: siteSchema, editor: { label: 'Business details', shownOn: '/contact' } },
  {
    name: 'pages',
    files: 'pages.yaml',
    schema: pagesSchema,
    editor: { label: 'Page headings and texts', images: 'hero', shownOn: '/' },
  },
  {
    name: 'stats',
    files: 'stats.yaml',
    schema: statsSchema,
    editor: { label: 'Track record figures', shownOn: '/about' },
  },
  {
    name: 'intro',
    files: 'intro.yaml',
    schema: introSchema,
    editor: { label: 'Intro screen', images: 'intro', shownOn: '/' },
  },
  {
    name: 'about',
    files: 'about.mdx',
    schema: aboutSchema,
    editor: { label: 'About page', images: 'about', shownOn: '/about' },
  },
  {
    name: 'projects',
    files: 'projects/{name}.mdx',
    schema: projectSchema,
    page: '/projects/@slug',
    titleField: 'title',
    editor: { label: 'Projects', singular: 'Project', create: true, images: 'projects' },
    scaffold: { kind: 'project', body: projectDraftBody },
  },
  // The five services and the policies are linked from every page: edited, never added or removed in the editor.
  {
    name: 'services',
    files: 'services/{name}.mdx',
    schema: serviceSchema,
    page: '/services/@slug',
    titleField: 'title',
    editor: { label: 'Services', singular: 'Service', create: false },
  },
  {
    name: 'service panels',
    files: 'service-panels/{name}.yaml',
    schema: servicePanelSchema,
    titleField: 'title',
    editor: { label: 'Service panels', singular: 'Service panel', create: true, shownOn: '/services' },
    scaffold: { kind: 'service-panel' },
  },
  {
    name: 'faqs',
    files: 'faqs/{name}.yaml',
    schema: faqSchema,
    titleField: 'question',
    editor: { label: 'Questions (FAQs)', singular: 'Question', create: true, shownOn: '/faqs' },
    scaffold: { kind: 'faq' },
  },
  // Policies sit at the top level of the site ("/privacy").
  {
    name: 'legal',
    files: 'legal/{name}.mdx',
    schema: legalSchema,
    page: '/@slug',
    titleField: 'title',
    editor: { label: 'Policies', singular: 'Policy', create: false },
  },
] as const satisfies readonly CollectionDefinition[]

export type Collection = (typeof collections)[number]
export type CollectionName = Collection['name']
/** A kind of content held in a folder, one file per entry. */
export type FolderCollectionName = Extract<Collection, { files: `${string}/{name}.${string}` }>['name']
/** A kind of content whose entries each have a page. */
export type PageCollectionName = Extract<Collection, { page: string }>['name']
/** A kind of content whose entries each have an MDX body. */
export type BodyCollectionName = Extract<Collection, { files: `${string}/{name}.mdx` }>['name']

/** What the pages receive from a kind of content's files: its schema's output. */
export type OutputOf<C extends Collection> = C['schema'] extends (context: SchemaContext) => infer S
  ? z.output<S>
  : z.output<C['schema']>

const schemas = new WeakMap<SchemaContext, Map<CollectionDefinition, z.ZodObject>>()

/** A kind of content's schema, with the pictures and icons its files name looked up through `context`. */
export function schemaOf(collection: CollectionDefinition, context: SchemaContext): z.ZodObject {
  const { schema } = collection
  if (typeof schema !== 'function') return schema
  const made = schemas.get(context) ?? new Map<CollectionDefinition, z.ZodObject>()
  schemas.set(context, made)
  if (!made.has(collection)) made.set(collection, schema(context))
  return made.get(collection)!
}

export const collectionNamed = <N extends CollectionName>(name: N) =>
  collections.find((collection) => collection.name === name) as Extract<Collection, { name: N }>

/** Whether a kind of content is a folder of entries rather than one file. */
export const isFolder = (collection: CollectionDefinition) => collection.files.includes('{name}')

/** The files of a kind of content, as a pattern of paths relative to content/. */
const patternOf = (files: string) =>
  new RegExp(`^${files.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('{name}', '[a-z0-9-]+')}$`)
const patterns = new Map<CollectionDefinition, RegExp>(
  collections.map((collection) => [collection, patternOf(collection.files)]),
)

/** The kind of content a file is, from its path relative to content/ (e.g. "projects/x.mdx"). */
export function collectionOf(relativePath: string): Collection | undefined {
  return collections.find((collection) => patterns.get(collection)!.test(relativePath))
}

/** An entry's slug: its file name without the extension ("projects/x.mdx" -> "x"). */
export const slugOfFile = (path: string) => path.slice(path.lastIndexOf('/') + 1).replace(/\.\w+$/, '')

const listed = collections.map((collection) => collection.files.replace('{name}', '*'))

/** Where each content file is expected, for error messages about misplaced files. */
export const layoutHelp =
  `content files are ${listed.slice(0, -1).join(', ')} and ${listed.at(-1)}, with ` +
  `lower-case, hyphenated file names`
