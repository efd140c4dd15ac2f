import { type MouseEvent, useCallback, useMemo, useRef, useState } from 'react'
import type { Project } from '#content/server'
import { ProjectCard } from '../sections/ProjectCard'
import { ProjectDialog } from './ProjectDialog'

/** What the gallery dialog shows of a project. */
export type GalleryProject = Pick<
  Project,
  'slug' | 'href' | 'title' | 'location' | 'value' | 'category' | 'images' | 'overview' | 'outcomes'
>

/** Only a plain left click opens the dialog: with a modifier key or another button the browser does its usual thing. */
export const isPlainLeftClick = (event: Pick<MouseEvent, 'button' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>) =>
  event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey

/**
 * The /projects grid of project cards, an island (project-gallery.island.tsx): a plain left click (or
 * Enter) on a card opens the project's preview dialog. Each card stays a link to the project page.
 */
export function ProjectGallery({ projects }: { projects: GalleryProject[] }) {
  const [openSlug, setOpenSlug] = useState<string | null>(null)
  const trigger = useRef<HTMLElement | null>(null)
  const project = projects.find((p) => p.slug === openSlug)

  const close = useCallback(() => {
    setOpenSlug(null)
    // Back to the link that opened it, so keyboard and screen reader users carry on where they were.
    trigger.current?.focus()
  }, [])

  // The cards do not change when the dialog opens or closes: made once, so opening it renders the dialog alone.
  const cards = useMemo(
    () =>
      // A card far from the screen is neither laid out nor painted, and its lazy picture is not
      // fetched, until the visitor scrolls near it: on a slow phone those pictures would share the
      // line with the gallery's code and keep the first cards from answering a tap (the estimate is
      // a card's usual height, 22-25rem).
      projects.map((project) => (
        <li key={project.slug} className="flex [content-visibility:auto] [contain-intrinsic-block-size:auto_24rem]">
          <ProjectCard
            project={{ ...project, image: project.images[0] }}
            headingLevel="h2"
            linkProps={{
              onClick: (event) => {
                if (event.defaultPrevented || !isPlainLeftClick(event)) return
                event.preventDefault()
                trigger.current = event.currentTarget
                setOpenSlug(project.slug)
              },
            }}
          />
        </li>
      )),
    [projects],
  )

  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">{cards}</ul>
      {project && <ProjectDialog key={project.slug} project={project} onClose={close} />}
    </>
  )
}
