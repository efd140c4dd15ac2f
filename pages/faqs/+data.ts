// https://vike.dev/data
import { pages } from '#content'
import { faqs } from '#content/load.ts'

export type Data = Awaited<ReturnType<typeof data>>

export function data() {
  return {
    title: pages.faqs.title,
    description: pages.faqs.description,
    faqs: faqs.map(({ slug, question, answer }) => ({ slug, question, answer })),
  }
}
