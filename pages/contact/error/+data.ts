// https://vike.dev/data
import { pages } from '#content'
import type { PageData } from '../../../shell/page-head'

export type Data = PageData<typeof data>

export function data() {
  return pages.sendError
}
