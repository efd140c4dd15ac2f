import type { ComponentProps } from 'react'
import type { ProjectCardData } from '#content/server'
import { Picture } from '../ui/Picture'
import { Icon } from '../ui/Icon'
import { likelyNextOfMany } from '../page-loading/speculation-rules'
import { lucideHouse, lucideMapPin, lucideWarehouse } from '../ui/icons'
import { previewSlots } from '../project-gallery/preview-hooks'

const categoryIcon = { Industrial: lucideWarehouse, Residential: lucideHouse } as const

interface ProjectCardProps {
  project: ProjectCardData
  headingLevel?: 'h2' | 'h3'
  /** The card's width in its grid, e.g. "(min-width: 1024px) 33vw, 100vw", to fetch the right image size. */
  imageSizes?: string
  /** Extra props for the card's link, e.g. the gallery's click handler on /projects. */
  linkProps?: Omit<ComponentProps<'a'>, 'href' | 'className' | 'children'>
}

/**
 * A project tile: a plain link to the project's page, so it works without JavaScript and with
 * Ctrl/Cmd/middle-click. On /projects the gallery layers a preview dialog onto a plain left click.
 */
export function ProjectCard({
  project,
  headingLevel: Heading = 'h3',
  imageSizes = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  linkProps,
}: ProjectCardProps) {
  return (
    <article className="project-card group" data-slot={previewSlots.card}>
      <div className="blueprint relative aspect-project overflow-hidden bg-ink-800">
        {project.image ? (
          // Empty alt: the picture repeats what the card's heading already names, and the link is the
          // heading, so a description here would be read before every title in the list. The drawing
          // is described in full in the gallery and on the project page, where it is the content.
          <Picture
            picture={{ ...project.image, alt: '' }}
            sizes={imageSizes}
            className="project-card-image"
            data-slot="project-card-image"
          />
        ) : (
          <Icon
            icon={categoryIcon[project.category]}
            className="absolute left-1/2 top-1/2 -translate-x-1/2 -translate-y-1/2 text-6xl text-brass-300/60"
          />
        )}
        <span className="project-card-badge">{project.category}</span>
      </div>
      <div className="flex flex-1 flex-col border-t-2 border-brass-500 p-6">
        <Heading className="font-serif text-xl font-semibold leading-snug text-ink-950">
          {/* The whole card is clickable through this link's ::after. */}
          <a
            {...linkProps}
            {...likelyNextOfMany}
            href={project.href}
            className="stretched-link group-hover:text-brass-700"
          >
            {project.title}
          </a>
        </Heading>
        <dl className="mt-auto flex items-center justify-between gap-4 pt-5 text-sm text-ink-600">
          <div>
            <dt className="sr-only">Location</dt>
            <dd className="flex items-center gap-2">
              <Icon icon={lucideMapPin} className="shrink-0 text-brass-700" />
              {project.location}
            </dd>
          </div>
          <div>
            <dt className="sr-only">Value</dt>
            <dd className="font-semibold text-ink-900">{project.value}</dd>
          </div>
        </dl>
      </div>
    </article>
  )
}
