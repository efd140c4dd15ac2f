// The preview beside the form shows each entry as the site shows it: the site's own pages and
// stylesheet (scripts/cms/preview), a bundle of their own with their own React, loaded the first
// time an entry is opened (so the editor's list does not wait for it), and rendered into an element
// of Decap's preview frame.
import type { PreviewEntry } from '../preview/entry.tsx'
import { fileCheckField } from './file-check.ts'

interface ImmutableMap {
  get(key: string): unknown
  toJS(): Record<string, unknown>
}
interface PreviewProps {
  entry: ImmutableMap
  getAsset: (name: string) => { toString(): string } | undefined
}
interface DecapPreviewComponent {
  props: PreviewProps
  element?: HTMLElement | null
}
declare const CMS: {
  registerPreviewTemplate(name: string, component: unknown): void
  registerPreviewStyle(url: string): void
}
/** Decap's own React, as it lends it to preview templates (window.createClass, window.h). */
declare const createClass: (spec: Record<string, unknown> & ThisType<DecapPreviewComponent>) => unknown
declare const h: (type: string, props: object) => unknown
/** Each kind of content by Decap's name for it (written in by admin-files.ts, so no schema comes into this script). */
declare const PREVIEW_COLLECTIONS: Record<string, PreviewEntry['collection']>

interface PreviewModule {
  showPreview(container: Element, entry: PreviewEntry): void
  closePreview(container: Element): void
}
let loading: Promise<PreviewModule> | undefined
// @ts-expect-error written beside the served file by admin-files.ts
const previewModule = () => (loading ??= import('./preview/preview.js') as Promise<PreviewModule>)

CMS.registerPreviewStyle('/admin/preview/preview.css')

/** Renders the entry Decap's template was given into its element, with the site's pages. */
async function show(
  collection: PreviewEntry['collection'],
  { props: { entry, getAsset }, element }: DecapPreviewComponent,
) {
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

function template(collection: PreviewEntry['collection']) {
  return createClass({
    componentDidMount() {
      void show(collection, this)
    },
    componentDidUpdate() {
      void show(collection, this)
    },
    componentWillUnmount(this: DecapPreviewComponent) {
      const element = this.element
      if (element) void previewModule().then(({ closePreview }) => closePreview(element))
    },
    render(this: DecapPreviewComponent) {
      return h('div', { ref: (element: HTMLElement | null) => (this.element = element ?? this.element) })
    },
  })
}

// Each folder by its name, each single file by its own.
for (const [decapName, collection] of Object.entries(PREVIEW_COLLECTIONS))
  CMS.registerPreviewTemplate(decapName, template(collection))
