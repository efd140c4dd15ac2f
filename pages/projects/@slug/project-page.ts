// Not in +data.ts, which calls it: Vike warns of any export of a + file but its own.
import { type Project, projectCard, projects, services } from '#content/server'

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
