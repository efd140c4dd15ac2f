// The preview's bundle (vite.config.ts): the web editor's script (browser/preview.ts) loads it when
// an entry is first opened and renders each entry with it, in a React root of its own inside
// Decap's preview frame, with the site's stylesheet (preview.css) in that frame.
import '../../../shell/styles.ts'
import { createRoot, type Root } from 'react-dom/client'
import { Preview, type PreviewEntry } from './Preview.tsx'

export type { PreviewEntry }

const roots = new WeakMap<Element, Root>()

export function showPreview(container: Element, entry: PreviewEntry) {
  let root = roots.get(container)
  if (!root) {
    // As the site's head script marks a page that runs scripts (shell/Head.tsx): the site's styles for it apply.
    container.ownerDocument.documentElement.classList.add('js')
    root = createRoot(container)
    roots.set(container, root)
  }
  root.render(<Preview {...entry} />)
}

export function closePreview(container: Element) {
  roots.get(container)?.unmount()
  roots.delete(container)
}
