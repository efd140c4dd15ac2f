// https://vike.dev/data
import { pages } from '#content'
import { responsePromise } from '../../../components/sections/response-promise'

export type Data = Awaited<ReturnType<typeof data>>

export function data() {
  const { title, description, heading, intro } = pages.thankYou
  return { title, description, heading, intro: `${intro} ${responsePromise}` }
}
