// https://vike.dev/data
import { about } from '#content/server'
import type { PageData } from '../../shell/page-head'

export type Data = PageData<typeof data>

export function data() {
  return { ...about }
}
