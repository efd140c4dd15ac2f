// https://vike.dev/description
import type { PageContext } from 'vike/types'

export default (pageContext: PageContext) => (pageContext.data as { description?: string } | undefined)?.description ?? null
