// MDX bodies, each its own chunk: a page loads only the body it shows.
import type { ComponentType } from 'react'

export type Body = ComponentType<{ components?: object }>
type Loaders = Record<string, () => Promise<Body>>

const loaders = {
  projects: import.meta.glob<Body>('./projects/*.mdx', { import: 'default' }),
  services: import.meta.glob<Body>('./services/*.mdx', { import: 'default' }),
  legal: import.meta.glob<Body>('./legal/*.mdx', { import: 'default' }),
} satisfies Record<string, Loaders>

export type BodyCollection = keyof typeof loaders

/** Slugs of the legal pages, each served at /{slug}. */
export const legalSlugs = Object.keys(loaders.legal).map((path) => path.slice('./legal/'.length, -'.mdx'.length))

const loaded = new Map<string, Body>()

export function loadBody(collection: BodyCollection, slug: string): Promise<Body> {
  const load = loaders[collection][`./${collection}/${slug}.mdx`]
  if (!load) throw new Error(`No content/${collection}/${slug}.mdx`)
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
