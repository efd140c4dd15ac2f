// https://vike.dev/Page
import { useData } from 'vike-react/useData'
import { pages } from '../../content'
import { type GalleryProject, ProjectGallery, useProjectGalleryTrigger } from '../../components/project-gallery/ProjectGallery'
import { CallToAction } from '../../components/sections/CallToAction'
import { PageHero } from '../../components/sections/PageHero'
import { ProjectCard } from '../../components/sections/ProjectCard'
import type { Data } from './+data'

export default function Page() {
  const { projects } = useData<Data>()
  return (
    <>
      <PageHero eyebrow="Projects" title={pages.projects.heading} intro={pages.projects.intro} />
      <section className="container py-16 lg:py-24" aria-label="Project list">
        <ProjectGallery projects={projects}>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
            {projects.map((project) => (
              <li key={project.slug} className="flex">
                <GalleryCard project={project} />
              </li>
            ))}
          </ul>
        </ProjectGallery>
      </section>
      <CallToAction />
    </>
  )
}

/** A project card whose link opens the project's gallery dialog on a plain click. */
function GalleryCard({ project }: { project: GalleryProject }) {
  const trigger = useProjectGalleryTrigger(project.slug)
  return <ProjectCard project={{ ...project, image: project.images[0] }} headingLevel="h2" linkProps={trigger} />
}
