// https://vike.dev/Page
import { useData } from 'vike-react/useData'
import { pages } from '#content'
import { Island } from '../../components/islands/Island'
import projectGallery from '../../components/project-gallery/project-gallery.island'
import { CallToAction } from '../../components/sections/CallToAction'
import { PageHero } from '../../components/sections/PageHero'
import type { Data } from './+data'

export default function Page() {
  const { projects } = useData<Data>()
  return (
    <>
      <PageHero eyebrow="Projects" title={pages.projects.heading} intro={pages.projects.intro} />
      <section className="container py-16 lg:py-24" aria-label="Project list">
        <Island of={projectGallery} props={{ projects }} />
      </section>
      <CallToAction />
    </>
  )
}
