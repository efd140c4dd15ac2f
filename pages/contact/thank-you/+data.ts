// https://vike.dev/data
import { pages } from '#content'
import { responsePromise } from '../../../components/sections/response-promise'
import type { PageData } from '../../../shell/page-head'

export type Data = PageData<typeof data>

export function data() {
  const { title, description, heading, intro } = pages.thankYou
  return { title, description, heading, intro: `${intro} ${responsePromise}` }
}
