// https://vike.dev/title
import type { PageContext } from 'vike/types'
import { site } from '#content'
import type { PageHead } from '../renderer/page-head'

export default ({ data }: PageContext<PageHead>) => `${data.title} | ${site.name}`
