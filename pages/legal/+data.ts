// https://vike.dev/data
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { legalPages } from '../../content/load'

export type Data = Awaited<ReturnType<typeof data>>

export function data(pageContext: PageContextServer) {
  const page = legalPages.find((p) => p.slug === pageContext.routeParams.slug)
  if (!page) throw render(404)
  return page
}
