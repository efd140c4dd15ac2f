// https://vike.dev/data
import { projects } from '#content/server'
import { galleryProject } from '../../../components/project-gallery/ProjectGallery'

export type Data = ReturnType<typeof data>

export function data() {
  return { projects: projects.map(galleryProject) }
}
