// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { entryPage } from '#content/server'
import type { PageData } from '../../../shell/page-head'
import { projectPage } from './project-page'

export type Data = PageData<typeof projectPage>

export async function data(pageContext: PageContextServer) {
  return projectPage(await entryPage('projects', pageContext))
}
