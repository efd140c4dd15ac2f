import { lazy, Suspense, type LazyExoticComponent } from 'react'
import { type Body, type BodyCollection, loadBody, loadedBody } from '../../content/bodies'
import { mdxComponents } from '.'

const lazyBodies = new Map<string, LazyExoticComponent<Body>>()

function lazyBody(collection: BodyCollection, slug: string) {
  const key = `${collection}/${slug}`
  let body = lazyBodies.get(key)
  if (!body) {
    body = lazy(async () => ({ default: await loadBody(collection, slug) }))
    lazyBodies.set(key, body)
  }
  return body
}

/**
 * The MDX body of a content file. On the server it was loaded before rendering, so the HTML is
 * complete; in the browser it loads as its own chunk, and React keeps the prerendered HTML in the
 * Suspense boundary until it arrives, so nothing flashes during hydration.
 */
export function ContentBody({ collection, slug, className = 'prose' }: { collection: BodyCollection; slug: string; className?: string }) {
  const Body = loadedBody(collection, slug) ?? lazyBody(collection, slug)
  return (
    <div className={className}>
      <Suspense>
        <Body components={mdxComponents} />
      </Suspense>
    </div>
  )
}
