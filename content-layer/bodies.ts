// MDX bodies, each its own chunk: a page loads only the body it shows. The list holds published
// entries only (published-bodies.ts), so a draft's text is never bundled.
import type { ComponentType } from 'react'
import publishedBodies from 'virtual:published-bodies'
import { type BodyCollectionName, collectionNamed } from './collections.ts'

export type Body = ComponentType<{ components?: object }>

const loaded = new Map<string, Body>()

/** Where an entry's body is, inside content/ and without ".mdx": ("projects", "x") -> "projects/x". */
const fileOf = (collection: BodyCollectionName, slug: string) =>
  collectionNamed(collection).files.replace('{name}', slug).slice(0, -'.mdx'.length)

export function loadBody(collection: BodyCollectionName, slug: string): Promise<Body> {
  const file = fileOf(collection, slug)
  const load = publishedBodies[file]
  if (!load) throw new Error(`No published content/${file}.mdx`)
  return load().then((body) => {
    loaded.set(file, body)
    return body
  })
}

/**
 * A body already loaded by `loadBody`. The prerender awaits it in +data.ts so the HTML holds the
 * full text (React's renderToString does not wait for lazy components).
 */
export function loadedBody(collection: BodyCollectionName, slug: string): Body | undefined {
  return loaded.get(fileOf(collection, slug))
}
