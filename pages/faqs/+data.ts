// https://vike.dev/data
import { pages } from '#content'
import { faqs } from '#content/server'
import type { PageData } from '../../shell/page-head'

export type Data = PageData<typeof data>

export function data() {
  const questions = faqs.map(({ slug, question, answer }) => ({ slug, question, answer }))
  // The questions the page lists are the FAQPage search engines read (shell/Head.tsx).
  return { title: pages.faqs.title, description: pages.faqs.description, faqs: questions, faqPage: questions }
}
