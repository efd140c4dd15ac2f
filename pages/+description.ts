// https://vike.dev/description
import type { PageContext } from 'vike/types'
import type { PageHead } from '../shell/page-head'

export default ({ data }: PageContext<PageHead>) => data.description
