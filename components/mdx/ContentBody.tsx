import { type BodyCollectionName, loadedBody } from '#content/server'
import { mdxComponents } from '.'

/**
 * The MDX body of a content file, rendered at build: the page's +data.ts loads it first
 * (content-layer/bodies.ts), since React's renderToString does not wait for code still loading.
 */
export function ContentBody({ collection, slug }: { collection: BodyCollectionName; slug: string }) {
  const Body = loadedBody(collection, slug)
  if (!Body)
    throw new Error(`content/${collection}/${slug}.mdx: its page's +data.ts must load the body before rendering`)
  return (
    <div className="prose">
      <Body components={mdxComponents} />
    </div>
  )
}
