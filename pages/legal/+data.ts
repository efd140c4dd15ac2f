// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { entryPage } from '#content/server'
import type { PageData } from '../../shell/page-head'

export type Data = PageData<typeof data>

export const data = (pageContext: PageContextServer) => entryPage('legal', pageContext)
