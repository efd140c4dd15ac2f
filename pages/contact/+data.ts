// https://vike.dev/data
import { pages } from '#content'

export type Data = Awaited<ReturnType<typeof data>>

export function data() {
  return { title: pages.contact.title, description: pages.contact.description }
}
