// https://vike.dev/data
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { loadBody } from '#content/bodies.ts'
import { projectCard, projects, services } from '#content/load.ts'
import type { PageData } from '../../../renderer/page-head'

export type Data = PageData<typeof data>

export async function data(pageContext: PageContextServer) {
  const index = projects.findIndex((p) => p.slug === pageContext.routeParams.slug)
  const project = projects[index]
  if (!project) throw render(404)
  // Loaded here so the prerendered HTML holds the body (see ContentBody).
  await loadBody('projects', project.slug)
  const next = projects[(index + 1) % projects.length]!
  const { order: _order, featured: _featured, ...details } = project
  return {
    title: project.title,
    description: project.description,
    // The visible trail, and the search engines' one (renderer/Head.tsx).
    breadcrumbs: { trail: [{ label: 'Projects', href: '/projects' }], current: project.title },
    project: {
      ...details,
      services: project.services.map((slug) => services.find((s) => s.slug === slug)!).map(({ title, href }) => ({ title, href })),
    },
    next: projectCard(next),
  }
}
