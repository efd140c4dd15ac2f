// https://vike.dev/title
import type { PageContext } from 'vike/types'
import { site } from '#content'

export default (pageContext: PageContext) => {
  const title = (pageContext.data as { title?: string } | undefined)?.title
  return title ? `${title} | ${site.name}` : site.name
}
