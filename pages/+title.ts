// https://vike.dev/title
import type { PageContext } from 'vike/types'
import { site } from '#content'
import type { PageHead } from '../shell/page-head'

export default ({ data }: PageContext<PageHead>) => `${data.title} | ${site.name}`
