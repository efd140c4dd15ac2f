import type { Project } from '../../content/load'

export type ProjectSummary = Pick<Project, 'slug' | 'title' | 'location' | 'value' | 'category'>

const categoryIcon = { Industrial: 'i-lucide-warehouse', Residential: 'i-lucide-house' } as const

/** A project tile: links to the project's page (the gallery preview is layered on by JavaScript). */
export function ProjectCard({ project, headingLevel: Heading = 'h3' }: { project: ProjectSummary; headingLevel?: 'h2' | 'h3' }) {
  return (
    <article className="group relative flex flex-col overflow-hidden bg-white shadow-sm ring-1 ring-ink-900/8 transition-shadow hover:shadow-xl focus-within:ring-3 focus-within:ring-brass-600" data-slot="project-card">
      <div className="blueprint relative aspect-[4/3] bg-ink-800">
        <span className={`${categoryIcon[project.category]} absolute left-1/2 top-1/2 -translate-x-1/2 -translate-y-1/2 text-6xl text-brass-300/60 transition-transform duration-300 group-hover:scale-110`} aria-hidden="true" />
        <span className="absolute left-4 top-4 rounded-sm bg-paper px-2.5 py-1 text-[0.7rem] font-semibold uppercase tracking-[0.14em] text-ink-900">
          {project.category}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <Heading className="font-serif text-xl font-semibold leading-snug text-ink-950">
          {/* The whole card is clickable through this link's ::after. */}
          <a href={`/projects/${project.slug}`} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none">
            {project.title}
          </a>
        </Heading>
        <dl className="mt-auto flex items-center justify-between gap-4 pt-5 text-sm text-ink-600">
          <div>
            <dt className="sr-only">Location</dt>
            <dd className="flex items-center gap-2">
              <span className="i-lucide-map-pin text-brass-700" aria-hidden="true" />
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
