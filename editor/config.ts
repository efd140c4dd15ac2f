// Decap CMS's config.yml, generated from content-layer/collections.ts and the schemas at each build or editor start:
// a collection per kind of content, its fields from the schema (decap-fields.ts), named and ordered by its `editor`.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse, stringify } from 'yaml'
import {
  type CollectionDefinition,
  type CollectionName,
  collections,
  isFolder,
  type PageCollectionName,
} from '#content/collections.ts'
import { pathOf } from '#content/routes.ts'
import { describeContent, type ContentKind } from '#content/fields.ts'
import { splitFrontmatter } from '#content/frontmatter.ts'
import { fileCheckField } from './browser/file-check.ts'
import { type DecapField, type FormContext, objectFields, type SaveRule } from './decap-fields.ts'
import { decapName, formatOf } from './browser/formats.ts'
import { draftLabel } from './draft-label.ts'

/** First in the editor's list, what the owner changes most; then the single files (one group), then other folders. */
const first: CollectionName[] = ['projects', 'faqs']

/**
 * `github`: each save a branch and a pull request; `auth`, GitHub sign-in's OAuth provider if not Netlify's (Decap's
 * default); `previewLinks: false` where the host posts no commit status for a pull request's preview (Cloudflare
 * Pages posts a check, which Decap does not read). `local`: this repository's files through decap-server at
 * `localUrl`; `workflow`, the editorial workflow too (decap-server's git mode: a local branch per save, merged on
 * publish).
 */
export interface Backend {
  kind: 'github' | 'local'
  repo?: string
  branch?: string
  localUrl?: string
  workflow?: boolean
  auth?: { baseUrl: string; endpoint?: string }
  previewLinks?: boolean
}

/** The check's notice on the file as loaded (browser/content-formats.ts), the schema's fields, an MDX file's text. */
function fieldsOf(kind: ContentKind, context: FormContext): DecapField[] {
  const fileCheck = { name: fileCheckField, label: 'Content check', widget: 'file-check', required: false }
  // The text as written, with a toolbar that writes Markdown at the caret (browser/page-text.ts).
  const body = { name: 'body', label: 'Page text', widget: 'page-text', hint: kind.hint, required: true }
  return [fileCheck, ...objectFields(kind.fields, [], context), ...(kind.files.endsWith('.mdx') ? [body] : [])]
}

/** The title of each entry of a folder of content, by file name: what a select of those entries shows. */
function entryTitles(name: string): Record<string, string> {
  const collection = (collections as readonly CollectionDefinition[]).find((c) => c.name === name)!
  const [folder, extension] = collection.files.split('/{name}') as [string, string]
  return Object.fromEntries(
    readdirSync(join('content', folder))
      .filter((file) => file.endsWith(extension))
      .map((file) => {
        const source = readFileSync(join('content', folder, file), 'utf8')
        const data = parse(extension === '.mdx' ? (splitFrontmatter(source)?.yaml ?? '') : source)
        const slug = file.slice(0, -extension.length)
        return [slug, String(data?.[collection.titleField ?? 'title'] ?? slug)]
      }),
  )
}

export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;')

/** The site's name as a wordmark, for the editor's sign-in screen (in place of Decap's logo). */
function wordmark(name: string): string {
  const width = Math.max(240, Math.round(name.length * 19))
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="56" viewBox="0 0 ${width} 56">` +
    `<text x="50%" y="38" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="32" ` +
    `font-weight="600" fill="#1f2933">${escapeHtml(name)}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

export function cmsConfig(backend: Backend, site: { name: string; url: string }, kinds = describeContent()) {
  // Each save a branch and a pull request, which CI checks and publishing merges; locally a save writes the file.
  const workflow = backend.kind === 'github' || backend.workflow === true
  // Values the browser rewrites before saving (browser/normalize.ts), by collection.
  const saveRules: Record<string, SaveRule[]> = {}
  const singleFiles: object[] = []
  const folders: Record<string, unknown>[] = []
  for (const collection of collections as readonly CollectionDefinition[]) {
    const kind = kinds.find((k) => k.name === collection.name)!
    const { editor, titleField } = collection
    const id = decapName(collection.name)
    const rules: SaveRule[] = []
    const fields = fieldsOf(kind, { entryTitles, rules })
    const media = editor.images
      ? { media_folder: `/content/images/${editor.images}`, public_folder: editor.images }
      : {}
    saveRules[isFolder(collection) ? id : `files/${id}`] = rules
    // "View Live": the entry's own page, or the page that shows it.
    const shownOn = collection.page ? pathOf(collection.name as PageCollectionName, '{{slug}}') : editor.shownOn
    const preview = shownOn ? { preview_path: shownOn.slice(1) } : {}
    if (!isFolder(collection)) {
      singleFiles.push({
        name: id,
        label: editor.label,
        file: kind.files,
        description: kind.hint,
        ...preview,
        ...media,
        fields,
      })
      continue
    }
    const has = (name: string) => fields.some((field) => field.name === name)
    const title = titleField ?? 'title'
    folders.push({
      name: id,
      label: editor.label,
      label_singular: editor.singular,
      description: kind.hint,
      // "content/projects/{name}.mdx": the folder and the extension.
      folder: kind.files.slice(0, kind.files.lastIndexOf('/')),
      extension: kind.files.slice(kind.files.lastIndexOf('.') + 1),
      // Read and written by the editor's own formats, which keep the file as written (browser/content-formats.ts).
      format: formatOf(collection),
      create: editor.create,
      // Decap deletes a published entry (Delete, and Unpublish, which deletes it and keeps a copy as a change) straight
      // from the site's files, outside any pull request: with the editorial workflow, an entry leaves the site by its
      // Draft switch, published like any change (browser/delete-guard.ts refuses a deletion there all the same).
      delete: editor.create && !workflow,
      identifier_field: titleField,
      // The file name is the page's address: lower case and hyphens, from the title.
      slug: '{{slug}}',
      // Position, title and draft or not; a file failing the content check says so first (browser/file-check.ts).
      summary:
        `{{${fileCheckField}.mark}}${has('order') ? '{{order}}. ' : ''}{{${title}}}` +
        `${has('draft') ? `{{draft | ternary(' (${draftLabel})', '')}}` : ''}`,
      // In the order the site shows them, where the entries have one.
      sortable_fields: [...(has('order') ? [{ field: 'order', default_sort: true }] : []), title],
      ...(has('draft') ? { view_filters: [{ label: 'Drafts', field: 'draft', pattern: true }] } : {}),
      ...preview,
      ...media,
      fields,
    })
  }
  const pages = {
    name: 'pages-and-details',
    label: 'Business details and pages',
    label_singular: 'Page',
    format: formatOf(collections.find((collection) => !isFolder(collection))!),
    files: singleFiles,
  }
  const firstIds = first.map(decapName)
  const ordered = [
    ...firstIds.map((id) => folders.find((folder) => folder.name === id)!),
    pages,
    ...folders.filter((folder) => !firstIds.includes(folder.name as string)),
  ]
  const { auth, branch = 'main' } = backend
  const signIn = auth && { base_url: auth.baseUrl, auth_endpoint: auth.endpoint ?? 'auth' }
  const config = {
    backend:
      backend.kind === 'github'
        ? {
            name: 'github',
            repo: backend.repo,
            branch,
            ...signIn,
            // What a private repository needs to be read and saved (public_repo signs in and then reads nothing); an
            // OAuth provider of our own must ask GitHub for this scope (docs/deploying.md).
            auth_scope: 'repo',
            squash_merges: true,
            commit_messages: commitMessages,
          }
        : { name: 'git-gateway', branch, commit_messages: commitMessages },
    ...(backend.kind === 'local' ? { local_backend: { url: backend.localUrl } } : {}),
    ...(workflow ? { publish_mode: 'editorial_workflow' } : {}),
    site_url: site.url,
    display_url: site.url,
    // Decap's View Preview and View Live, which would wait for a status that never comes: CONTENT.md says how to see
    // a change before it is published there.
    ...(backend.previewLinks === false ? { show_preview_links: false } : {}),
    logo: { src: wordmark(site.name), show_in_header: false },
    // Decap's English, in the owner's words where they differ (browser/locale.ts).
    locale: 'en',
    // Optional fields left empty are left out of the file, as the field reference describes.
    omit_empty_optional_fields: true,
    // Pictures go where the image pipeline looks (each collection's own folder, above), saved as that folder
    // and the file's name ("projects/farmstead-eastry-1.svg"); the Media page shows the one most added to.
    media_folder: 'content/images/projects',
    public_folder: 'projects',
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

export const configYaml = (config: Record<string, unknown>) =>
  `# Generated from content/schemas by editor/: do not edit; change the schemas (and their comments) ` +
  `instead.\n${stringify(config, { lineWidth: 0, aliasDuplicateObjects: false })}`
