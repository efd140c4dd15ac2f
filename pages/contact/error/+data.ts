// https://vike.dev/data
import { pages } from '#content'
import type { PageData } from '../../../renderer/page-head'

export type Data = PageData<typeof data>

export function data() {
  return pages.sendError
}
