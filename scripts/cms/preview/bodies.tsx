// Stands in for build/content/bodies.ts and content/about.mdx in the preview's bundle (vite.config.ts):
// the text below an entry's fields is the one being edited, compiled in the browser (mdx.ts), not
// the published bodies compiled at build.
import type { Body } from '../../build/content/bodies.ts'
import BuiltBiography from '../../../content/about.mdx'

let shown: Body | undefined

/** The body the page being previewed shows, set before it renders. */
export function showBody(body: Body | undefined) {
  shown = body
}

/** What ContentBody renders: the body being edited, whichever entry it asks for. */
export const loadedBody = (): Body | undefined => shown

/** The published bodies are not in the preview: it never loads a page by its address. */
export function loadBody(): Promise<Body> {
  return Promise.reject(new Error('The preview shows the text being edited, not a published one'))
}

/** The about biography (content/about.mdx's body): as edited, or as built when another entry's preview shows it. */
export default function EditedBody(props: { components?: object }) {
  const Body = shown ?? (BuiltBiography as Body)
  return <Body {...props} />
}
