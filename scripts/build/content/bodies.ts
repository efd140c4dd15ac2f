// MDX bodies, each its own chunk: a page loads only the body it shows. The list holds published
// entries only (published-bodies.ts), so a draft's text is never bundled.
import type { ComponentType } from 'react'
import publishedBodies from 'virtual:published-bodies'

export type Body = ComponentType<{ components?: object }>

export type BodyCollection = 'projects' | 'services' | 'legal'

const loaded = new Map<string, Body>()

export function loadBody(collection: BodyCollection, slug: string): Promise<Body> {
  const load = publishedBodies[`${collection}/${slug}`]
  if (!load) throw new Error(`No published content/${collection}/${slug}.mdx`)
  return load().then((body) => {
    loaded.set(`${collection}/${slug}`, body)
    return body
  })
}

/**
 * A body already loaded by `loadBody`. The prerender awaits it in +data.ts so the HTML holds the
 * full text (React's renderToString does not wait for lazy components).
 */
export function loadedBody(collection: BodyCollection, slug: string): Body | undefined {
  return loaded.get(`${collection}/${slug}`)
}
