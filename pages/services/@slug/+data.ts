// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { entryPage } from '#content/server'
import type { PageData } from '../../../shell/page-head'
import { servicePage } from './service-page'

export type Data = PageData<typeof servicePage>

export async function data(pageContext: PageContextServer) {
  return servicePage(await entryPage('services', pageContext))
}
