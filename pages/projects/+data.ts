// https://vike.dev/data
import { pages } from '#content'
import { pick, projects } from '#content/server'
import type { PageData } from '../../shell/page-head'

export type Data = PageData<typeof data>

export function data() {
  return {
    ...pick(pages.projects, 'title', 'description'),
    // The card's fields, plus what the gallery dialog shows: every picture, the overview and the results.
    projects: projects.map((project) =>
      pick(project, 'slug', 'href', 'title', 'location', 'value', 'category', 'images', 'overview', 'outcomes'),
    ),
  }
}
