// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { entryPage, type Project, projectCard, projects, services } from '#content/server'
import type { PageData } from '../../../shell/page-head'

export type Data = PageData<typeof projectPage>

export async function data(pageContext: PageContextServer) {
  return projectPage(await entryPage('projects', pageContext))
}

/** What a project's page shows of it (the web editor's preview shows the entry being edited through it too). */
export function projectPage(project: Project) {
  const next = projects[(projects.findIndex(({ slug }) => slug === project.slug) + 1) % projects.length]!
  const { order: _order, featured: _featured, ...details } = project
  return {
    title: project.title,
    description: project.description,
    // The visible trail, and the search engines' one (shell/Head.tsx).
    breadcrumbs: { trail: [{ label: 'Projects', href: '/projects' }], current: project.title },
    project: {
      ...details,
      services: project.services
        .map((slug) => services.find((s) => s.slug === slug)!)
        .map(({ title, href }) => ({ title, href })),
    },
    next: projectCard(next),
  }
}
