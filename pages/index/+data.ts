// https://vike.dev/data
import { pages } from '#content'
import { about, faqs, pick, projectCard, projects, serviceSummary, services } from '#content/server'
import type { PageData } from '../../shell/page-head'

export type Data = PageData<typeof data>

export function data() {
  return {
    ...pick(pages.home, 'title', 'description'),
    services: services.map(serviceSummary),
    about: pick(about, 'person', 'role', 'teaser'),
    projects: projects.filter((p) => p.featured).map(projectCard),
    faqs: faqs.filter((faq) => faq.home).map((faq) => pick(faq, 'slug', 'question', 'answer')),
  }
}
