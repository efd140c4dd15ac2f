import { pick, type Project } from '#content/server'
import { ProjectCard } from '../sections/ProjectCard'
import { ProjectDialog, ProjectPreviewParts } from './ProjectDialog'
import { PREVIEW_OF_ATTRIBUTE } from './preview-hooks'

/** What the gallery's preview shows of a project. */
export type GalleryProject = Pick<
  Project,
  'slug' | 'href' | 'title' | 'location' | 'value' | 'category' | 'images' | 'overview' | 'outcomes'
>
export const galleryProject = (project: Project): GalleryProject =>
  pick(project, 'slug', 'href', 'title', 'location', 'value', 'category', 'images', 'overview', 'outcomes')

/**
 * The /projects grid of project cards, each a link to the project's page, and after the grid the
 * preview's dialog in a <template> (inert). Each project's parts of it are not in the page: the page's
 * own script fetches them once the page has loaded (ProjectPreviewTemplates), and then opens a copy of the
 * dialog filled with the card's parts on a plain left click (or Enter) on the card
 * (project-preview.behaviour.ts). So the page stays within a first round trip however many projects there
 * are (docs/performance.md).
 */
export function ProjectGallery({ projects }: { projects: GalleryProject[] }) {
  return (
    <div data-behaviour="project-preview">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
        {projects.map((project) => (
          // A card far from the screen is neither laid out nor painted, and its lazy picture is not
          // fetched, until the visitor scrolls near it, so those pictures do not share a slow line with
          // the first ones (the estimate is a card's usual height, 22-25rem).
          <li key={project.slug} className="flex [content-visibility:auto] [contain-intrinsic-block-size:auto_24rem]">
            <ProjectCard project={{ ...project, image: project.images[0] }} headingLevel="h2" />
          </li>
        ))}
      </ul>
      <template data-slot="project-preview">
        <ProjectDialog />
      </template>
    </div>
  )
}

/** Each project's parts of the preview, known by its card's link, each in a <template> (its pictures not fetched). */
export function ProjectPreviewTemplates({ projects }: { projects: GalleryProject[] }) {
  return projects.map((project) => (
    <template key={project.slug} {...{ [PREVIEW_OF_ATTRIBUTE]: project.href }}>
      <ProjectPreviewParts project={project} />
    </template>
  ))
}
