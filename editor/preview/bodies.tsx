// Stands in for content-layer/bodies.ts and content/about.mdx in the preview's bundle (vite.config.ts): the text being
// edited, compiled in the browser with the build's own options (content-layer/page-text.ts), whose rules refuse any
// code in the text before it is run.
import { evaluate } from '@mdx-js/mdx'
import { useEffect, useState } from 'react'
import * as runtime from 'react/jsx-runtime'
import type { Body } from '#content/bodies.ts'
import { pageTextOptions } from '#content/page-text.ts'
import BuiltBiography from '../../content/about.mdx'

/** The body the page being previewed shows, set before it renders. */
let shown: Body | undefined

/** The last text that compiled (`body`, shown while a later one does not) and why the latest does not (`problem`). */
type Compiled = { body?: Body; problem?: string }

/** The entry's text (`undefined` for a kind of content without one), compiled each time it changes, and shown. */
export function useEditedBody(source: string | undefined): Compiled {
  const [compiled, setCompiled] = useState<Compiled>({})
  useEffect(() => {
    if (source === undefined) return
    let latest = true
    evaluate(source, { ...runtime, ...pageTextOptions }).then(
      ({ default: body }) => latest && setCompiled({ body: body as Body }),
      (error: Error) => latest && setCompiled((before) => ({ body: before.body, problem: error.message })),
    )
    return () => {
      latest = false
    }
  }, [source])
  shown = compiled.body
  return compiled
}

/** What ContentBody renders: the body being edited, whichever entry it asks for. */
export const loadedBody = (): Body | undefined => shown

/** What a page's +data.ts loads for its entry: in the preview, the text being edited (no published text is in it). */
export const loadBody = (): Promise<Body> => Promise.resolve(EditedBody)

/** The about page's biography (content/about.mdx's body): as edited, else as built (in another entry's preview). */
export default function EditedBody(props: { components?: object }) {
  const Body = shown ?? (BuiltBiography as Body)
  return <Body {...props} />
}
