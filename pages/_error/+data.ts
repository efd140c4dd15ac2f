// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { pages } from '#content'

export type Data = Awaited<ReturnType<typeof data>>

export function data(pageContext: PageContextServer) {
  const { title, description } = pageContext.is404 === false ? pages.serverError : pages.notFound
  return { title, description }
}
