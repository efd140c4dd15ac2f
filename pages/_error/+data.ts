// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { pages } from '#content'
import type { PageData } from '../../shell/page-head'

export type Data = PageData<typeof data>

/** The texts of the error page, for its head and its body: a missing page's, or a page that failed to render. */
export function data(pageContext: PageContextServer) {
  const { title, description, heading, intro } = pageContext.is404 ? pages.notFound : pages.serverError
  return { title, description, heading, intro }
}
