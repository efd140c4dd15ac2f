// https://vike.dev/data
import { pages } from '#content'
import { homeProjects, homeQuestions } from '#content/cross-file.ts'
import { about, faqs, pick, projectCard, projects, serviceSummary, services } from '#content/server'
import type { PageData } from '../../shell/page-head'

export type Data = PageData<typeof data>

export function data() {
  return {
    ...pick(pages.home, 'title', 'description'),
    services: services.map(serviceSummary),
    about: pick(about, 'person', 'role', 'teaser'),
    projects: homeProjects(projects).map(projectCard),
    faqs: homeQuestions(faqs).map((faq) => pick(faq, 'slug', 'question', 'answer')),
  }
}
