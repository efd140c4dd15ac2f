// https://vike.dev/Page
import { useData } from 'vike-react/useData'
import { pages } from '../../content'
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
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
          {projects.map((project) => (
            <li key={project.slug} className="flex">
              <ProjectCard project={project} headingLevel="h2" />
            </li>
          ))}
        </ul>
      </section>
      <CallToAction />
    </>
  )
}
