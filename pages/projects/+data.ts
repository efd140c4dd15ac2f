// https://vike.dev/data
import { pages } from '../../content'
import { projects } from '../../content/load'

export type Data = Awaited<ReturnType<typeof data>>

export function data() {
  return {
    title: pages.projects.title,
    description: pages.projects.description,
    projects: projects.map(({ slug, title, location, value, category }) => ({ slug, title, location, value, category })),
  }
}
