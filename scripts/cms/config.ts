// The web editor's configuration (Decap CMS's config.yml), generated from build/content/collections.ts and
// the schemas each time the site is built or the editor is started: one collection per kind of
// content file, each field from its schema (decap-fields.ts). Only what is about the editor itself
// is written here: names on screen, which entries the owner may add or delete, where pictures go.
import { stringify } from 'yaml'
import { collections } from '#content/collections.ts'
import { describeContent, type ContentKind } from '#content/fields.ts'
import { type DecapField, objectFields, type SaveRule } from './decap-fields.ts'

type CollectionName = (typeof collections)[number]['name']

/** How each kind of content appears in the editor. `folder` kinds list their files; the others are single files. */
const screens: Record<CollectionName, { label: string; singular?: string; create?: boolean; titleField?: string; images?: string }> = {
  site: { label: 'Business details' },
  pages: { label: 'Page headings and texts', images: 'hero' },
  stats: { label: 'Track record figures' },
  intro: { label: 'Intro screen', images: 'intro' },
  about: { label: 'About page', images: 'about' },
  // The five services and the five policies are linked from every page: edited, never added or removed here.
  services: { label: 'Services', singular: 'Service', create: false, titleField: 'title' },
  'service panels': { label: 'Service panels', singular: 'Service panel', create: true, titleField: 'title' },
  projects: { label: 'Projects', singular: 'Project', create: true, titleField: 'title', images: 'projects' },
  faqs: { label: 'Questions (FAQs)', singular: 'Question', create: true, titleField: 'question' },
  legal: { label: 'Policies', singular: 'Policy', create: false, titleField: 'title' },
}

/** The order of the editor's list: what the owner changes most first. */
const order: CollectionName[] = ['projects', 'faqs', 'site', 'pages', 'about', 'services', 'service panels', 'stats', 'intro', 'legal']

export interface Backend {
  /** `github`: each save is a branch and a pull request. `local`: the files of this repository, through decap-server. */
  kind: 'github' | 'local'
  /** "owner/name" of the GitHub repository. */
  repo?: string
  branch?: string
  /** decap-server's address, for `local`. */
  localUrl?: string
  /** For `local`: the editorial workflow too (decap-server's git mode: a local branch per save, merged on publish). */
  workflow?: boolean
  /**
   * Where the sign-in window goes for GitHub's OAuth: Netlify's provider (Decap's default,
   * https://api.netlify.com, path `auth`) unless set, e.g. an OAuth worker on Cloudflare.
   */
  auth?: { baseUrl: string; endpoint?: string }
}

/** The text below an MDX file's fields: Markdown, kept as written (see bodyField). */
function bodyField(hint: string): DecapField {
  // Raw mode only: the rich-text mode rewrites the whole text through its own Markdown printer
  // (escaping `<Site field="email" />`, renumbering lists), so an edit to one sentence would change
  // the rest. The preview beside the form shows the text laid out.
  return { name: 'body', label: 'Page text', widget: 'markdown', modes: ['raw'], hint, required: true }
}

function fieldsOf(kind: ContentKind, schema: (typeof collections)[number]['schema'], path: string[], rules: SaveRule[]) {
  const fields = objectFields(kind.fields, schema, path, rules)
  return kind.files.endsWith('.mdx') ? [...fields, bodyField(kind.doc.replace(/\s*\n\s*/g, ' '))] : fields
}

/** Where a kind's files are, inside the repository: "content/projects/{name}.mdx" -> folder and extension. */
const locationOf = (files: string) => {
  const match = /^(.*)\/\{name\}\.(mdx|yaml)$/.exec(files)
  return match ? { folder: match[1]!, extension: match[2]! } : undefined
}

export interface CmsConfig {
  config: Record<string, unknown>
  /** Values the browser rewrites before saving (browser/normalize.js), by collection. */
  saveRules: Record<string, SaveRule[]>
}

export function cmsConfig(backend: Backend, siteUrl: string, kinds: ContentKind[] = describeContent()): CmsConfig {
  const saveRules: Record<string, SaveRule[]> = {}
  const singleFiles: Record<string, unknown>[] = []
  const folders: Record<string, unknown>[] = []
  for (const collection of collections) {
    const kind = kinds.find((k) => k.name === collection.name)!
    const screen = screens[collection.name]
    const id = collection.name.replace(/\s+/g, '-')
    const rules: SaveRule[] = []
    const fields = fieldsOf(kind, collection.schema, [], rules)
    const media = screen.images ? { media_folder: `/content/images/${screen.images}`, public_folder: screen.images } : {}
    const location = locationOf(kind.files)
    const format = kind.files.endsWith('.mdx') ? { format: 'frontmatter' } : {}
    if (location) {
      saveRules[id] = rules
      folders.push({
        name: id,
        label: screen.label,
        label_singular: screen.singular,
        description: kind.doc.replace(/\s*\n\s*/g, ' '),
        folder: location.folder,
        extension: location.extension,
        ...format,
        create: screen.create,
        delete: screen.create,
        identifier_field: screen.titleField,
        // The file name is the page's address: lower case and hyphens, from the title.
        slug: '{{slug}}',
        summary: `{{${screen.titleField}}}`,
        sortable_fields: ['order', screen.titleField].filter((name) => fields.some((field) => field.name === name)),
        ...media,
        fields,
      })
    } else {
      saveRules[`files/${id}`] = rules
      singleFiles.push({ name: id, label: screen.label, file: kind.files, ...format, description: kind.doc.replace(/\s*\n\s*/g, ' '), ...media, fields })
    }
  }
  const pages = { name: 'pages-and-details', label: 'Business details and pages', label_singular: 'Page', files: singleFiles }
  const byName = (name: CollectionName) => (['site', 'pages', 'about', 'stats', 'intro'].includes(name) ? pages : folders.find((f) => f.name === name.replace(/\s+/g, '-'))!)
  const ordered = [...new Set(order.map(byName))]

  const backendConfig =
    backend.kind === 'github'
      ? {
          name: 'github',
          repo: backend.repo,
          branch: backend.branch ?? 'main',
          ...(backend.auth ? { base_url: backend.auth.baseUrl, auth_endpoint: backend.auth.endpoint ?? 'auth' } : {}),
          squash_merges: true,
          commit_messages: commitMessages,
        }
      : { name: 'git-gateway', branch: backend.branch ?? 'main', commit_messages: commitMessages }
  const config = {
    backend: backendConfig,
    ...(backend.kind === 'local' ? { local_backend: { url: backend.localUrl } } : {}),
    // Each save becomes a branch and a pull request that CI checks; publishing merges it.
    // Locally there is no pull request: a save writes the file.
    ...(backend.kind === 'github' || backend.workflow ? { publish_mode: 'editorial_workflow' } : {}),
    site_url: siteUrl,
    display_url: siteUrl,
    locale: 'en',
    // Optional fields left empty are left out of the file, as the field reference describes.
    omit_empty_optional_fields: true,
    // Pictures go where the image pipeline looks: content/images (each collection its folder there).
    media_folder: 'content/images',
    public_folder: '',
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: ordered,
  }
  return { config, saveRules }
}

const commitMessages = {
  create: 'Add {{collection}} "{{slug}}" (web editor)',
  update: 'Update {{collection}} "{{slug}}" (web editor)',
  delete: 'Delete {{collection}} "{{slug}}" (web editor)',
  uploadMedia: 'Upload picture "{{path}}" (web editor)',
  deleteMedia: 'Delete picture "{{path}}" (web editor)',
}

/** config.yml's text. */
export function configYaml(config: Record<string, unknown>): string {
  return `# Generated from content/schemas by scripts/cms: do not edit; change the schemas (and their comments) instead.\n${stringify(config, { lineWidth: 0, aliasDuplicateObjects: false })}`
}
