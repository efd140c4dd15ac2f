// https://vike.dev/data
import { pages } from '#content'
import { pick, projects } from '#content/server'
import { galleryProject } from '../../components/project-gallery/ProjectGallery'
import type { PageData } from '../../shell/page-head'

export type Data = PageData<typeof data>

export function data() {
  return {
    ...pick(pages.projects, 'title', 'description'),
    projects: projects.map(galleryProject),
  }
}
