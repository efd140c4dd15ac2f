// https://vike.dev/data
import { pages } from '#content'
import { about, faqs, projectCard, projects, services } from '#content/server'
import type { PageData } from '../../shell/page-head'

export type Data = PageData<typeof data>

export function data() {
  return {
    title: pages.home.title,
    description: pages.home.description,
    services: services.map(({ slug, number, title, description, href }) => ({
      slug,
      number,
      title,
      description,
      href,
    })),
    about: { person: about.person, role: about.role, teaser: about.teaser },
    projects: projects.filter((p) => p.featured).map(projectCard),
    faqs: faqs.filter((faq) => faq.home).map(({ slug, question, answer }) => ({ slug, question, answer })),
  }
}
