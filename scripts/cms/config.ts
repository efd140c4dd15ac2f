// The web editor's configuration (Decap CMS's config.yml), generated from build/content/collections.ts and
// the schemas each time the site is built or the editor is started: one collection per kind of
// content file, each field from its schema (decap-fields.ts), named, ordered and allowed to add
// entries as its `editor` in collections.ts says.
import { stringify } from 'yaml'
import { type CollectionDefinition, type CollectionName, collections, isFolder } from '#content/collections.ts'
import { describeContent, type ContentKind } from '#content/fields.ts'
import { fileCheckField, formatOf } from './browser/file-check.ts'
import { type DecapField, objectFields, type SaveRule } from './decap-fields.ts'

/** What the owner changes most comes first in the editor's list; the single files follow (one group), then the other folders. */
const first: CollectionName[] = ['projects', 'faqs']

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

/** What the content check says about the file as loaded (browser/content-formats.ts): shown above the fields only when it fails. */
const fileCheck: DecapField = { name: fileCheckField, label: 'Content check', widget: 'file-check', required: false }

function fieldsOf(kind: ContentKind, schema: CollectionDefinition['schema'], path: string[], rules: SaveRule[]) {
  const fields = objectFields(kind.fields, schema, path, rules)
  return [fileCheck, ...fields, ...(kind.files.endsWith('.mdx') ? [bodyField(kind.doc.replace(/\s*\n\s*/g, ' '))] : [])]
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
  for (const collection of collections as readonly CollectionDefinition[]) {
    const kind = kinds.find((k) => k.name === collection.name)!
    const { editor, titleField } = collection
    const id = collection.name.replace(/\s+/g, '-')
    const rules: SaveRule[] = []
    const fields = fieldsOf(kind, collection.schema, [], rules)
    const media = editor.images ? { media_folder: `/content/images/${editor.images}`, public_folder: editor.images } : {}
    if (isFolder(collection)) {
      saveRules[id] = rules
      folders.push({
        name: id,
        label: editor.label,
        label_singular: editor.singular,
        description: kind.doc.replace(/\s*\n\s*/g, ' '),
        // "content/projects/{name}.mdx": the folder and the extension.
        folder: kind.files.slice(0, kind.files.lastIndexOf('/')),
        extension: kind.files.slice(kind.files.lastIndexOf('.') + 1),
        // Read and written by the editor's own formats, which keep the file as written (browser/content-formats.ts).
        format: formatOf(collection),
        create: editor.create,
        delete: editor.create,
        identifier_field: titleField,
        // The file name is the page's address: lower case and hyphens, from the title.
        slug: '{{slug}}',
        // A file failing the content check says so before its title (browser/file-check.ts).
        summary: `{{${fileCheckField}.mark}}{{${titleField}}}`,
        sortable_fields: ['order', titleField].filter((name) => fields.some((field) => field.name === name)),
        ...media,
        fields,
      })
    } else {
      saveRules[`files/${id}`] = rules
      singleFiles.push({ name: id, label: editor.label, file: kind.files, description: kind.doc.replace(/\s*\n\s*/g, ' '), ...media, fields })
    }
  }
  const pages = {
    name: 'pages-and-details',
    label: 'Business details and pages',
    label_singular: 'Page',
    format: formatOf(collections.find((collection) => !isFolder(collection))!),
    files: singleFiles,
  }
  const firstIds = first.map((name) => name.replace(/\s+/g, '-'))
  const ordered = [...firstIds.map((id) => folders.find((folder) => folder.name === id)!), pages, ...folders.filter((folder) => !firstIds.includes(folder.name as string))]

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
