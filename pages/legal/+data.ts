// https://vike.dev/data
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { loadBody } from '#content/bodies.ts'
import { legalPages } from '#content/load.ts'
import type { PageData } from '../../renderer/page-head'

export type Data = PageData<typeof data>

export async function data(pageContext: PageContextServer) {
  const page = legalPages.find((p) => p.slug === pageContext.routeParams.slug)
  if (!page) throw render(404)
  // Loaded here so the prerendered HTML holds the body (see ContentBody).
  await loadBody('legal', page.slug)
  return page
}
