// The preview beside the form: the site's pages and stylesheet (scripts/cms/preview), a bundle with its own React,
// loaded when an entry is first opened (so the editor's list does not wait for it), rendered in Decap's preview frame.
import type * as PreviewModule from '../preview/entry.tsx'
import type { PreviewEntry } from '../preview/entry.tsx'
import { CMS, createClass, h, type ImmutableMap } from './decap.ts'
import { fileCheckField } from './file-check.ts'

interface Template {
  props: { entry: ImmutableMap; getAsset: (name: string) => { toString(): string } | undefined }
  element?: HTMLElement | null
}
/** Each kind of content by Decap's name for it (written in by admin-files.ts, so no schema comes into this script). */
declare const PREVIEW_COLLECTIONS: Record<string, PreviewEntry['collection']>

let loading: Promise<typeof PreviewModule> | undefined
// @ts-expect-error written beside the served file by admin-files.ts
const previewModule = () => (loading ??= import('./preview/preview.js') as Promise<typeof PreviewModule>)

CMS.registerPreviewStyle('/admin/preview/preview.css')

async function show(collection: PreviewEntry['collection'], { props: { entry, getAsset }, element }: Template) {
  const { showPreview } = await previewModule()
  if (!element) return
  // The content check's verdict on the file rides in the entry's data (file-check.ts): not a field of the page.
  const { [fileCheckField]: _, ...data } = (entry.get('data') as ImmutableMap).toJS()
  showPreview(element, {
    collection,
    slug: String(entry.get('slug') ?? ''),
    data,
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
