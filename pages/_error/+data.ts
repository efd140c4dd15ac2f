// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { pages } from '#content'
import type { PageData } from '../../renderer/page-head'

export type Data = PageData<typeof data>

/** The texts of the error page: a missing page's, or a page that failed to render. */
export const errorCopy = (is404: boolean | null | undefined) => (is404 ? pages.notFound : pages.serverError)

export function data(pageContext: PageContextServer) {
  const { title, description } = errorCopy(pageContext.is404)
  return { title, description }
}
