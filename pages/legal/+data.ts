// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { entryPage } from '#content/load.ts'

export type Data = Awaited<ReturnType<typeof data>>

export const data = (pageContext: PageContextServer) => entryPage('legal', pageContext)
