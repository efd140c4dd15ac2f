import { lazy, Suspense, type LazyExoticComponent, type ComponentType } from 'react'
import { type BodyCollection, bodyLoader } from '../../content/bodies'
import { mdxComponents } from '.'

type Body = ComponentType<{ components?: object }>
const cache = new Map<string, LazyExoticComponent<Body>>()

/**
 * The MDX body of a content file. Each body is its own chunk; while it loads during hydration
 * React keeps the prerendered HTML, so nothing flashes.
 */
export function ContentBody({ collection, slug, className = 'prose' }: { collection: BodyCollection; slug: string; className?: string }) {
  const key = `${collection}/${slug}`
  let Body = cache.get(key)
  if (!Body) {
    const load = bodyLoader(collection, slug)
    Body = lazy(async () => ({ default: await load() }))
    cache.set(key, Body)
  }
  return (
    <div className={className}>
      <Suspense>
        <Body components={mdxComponents} />
      </Suspense>
    </div>
  )
}
