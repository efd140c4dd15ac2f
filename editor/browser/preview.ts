// The preview beside the form: the site's pages and stylesheet (editor/preview), a bundle with its own React,
// loaded when an entry is first opened (so the editor's list does not wait for it), rendered in Decap's preview frame.
import type { DecapField } from '../decap-fields.ts'
import type * as PreviewModule from '../preview/entry.tsx'
import type { PreviewEntry } from '../preview/entry.tsx'
import { savedData } from './as-saved.ts'
import { CMS, createClass, h, type ImmutableMap } from './decap.ts'
import { fileCheckField } from './file-check.ts'
import { shownEntry } from './shown-entry.ts'
import { toPageText } from './typed-text.ts'

interface Template {
  props: {
    entry: ImmutableMap
    /** The form's fields, as config.yml gives them (with the labels the form shows). */
    fields: { toJS(): DecapField[] }
    getAsset: (name: string) => { toString(): string } | undefined
  }
  element?: HTMLElement | null
}
/** Each kind of content by Decap's name for it (written in by admin-files.ts, so no schema comes into this script). */
declare const PREVIEW_COLLECTIONS: Record<string, PreviewEntry['collection']>

let loading: Promise<typeof PreviewModule> | undefined
// @ts-expect-error written beside the served file by admin-files.ts
const previewModule = () => (loading ??= import('./preview/preview.js') as Promise<typeof PreviewModule>)

CMS.registerPreviewStyle('/admin/preview/preview.css')

async function show(collection: PreviewEntry['collection'], { props: { entry, fields, getAsset }, element }: Template) {
  const { showPreview } = await previewModule()
  if (!element) return
  // The content check's verdict on the file rides in the entry's data (file-check.ts): not a field of the page. The
  // values as a save writes them: the form's text boxes hold a number typed in them as text.
  const { [fileCheckField]: _, ...data } = savedData(entry).toJS()
  // The page text as the save writes it (formats.ts), so a "{" the owner typed shows as text.
  if (typeof data.body === 'string') data.body = toPageText(data.body)
  shownEntry.title = typeof data.title === 'string' ? data.title : undefined
  showPreview(element, {
    collection,
    slug: String(entry.get('slug') ?? ''),
    data,
    fields: fields.toJS(),
    pictureAddress: (name) => getAsset(name)?.toString() ?? name,
  })
}

// Each folder by its name, each single file by its own.
for (const [decapName, collection] of Object.entries(PREVIEW_COLLECTIONS))
  CMS.registerPreviewTemplate(
    decapName,
    createClass<Template>({
      componentDidMount() {
        void show(collection, this)
      },
      componentDidUpdate() {
        void show(collection, this)
      },
      componentWillUnmount() {
        const element = this.element
        if (element) void previewModule().then(({ closePreview }) => closePreview(element))
      },
      render() {
        return h('div', { ref: (element: HTMLElement | null) => (this.element = element ?? this.element) })
      },
    }),
  )
