// https://vike.dev/Page
// The preview's styles come with the page, in the site's one stylesheet, so it never opens unstyled.
import 'keen-slider/keen-slider.min.css'
import '../../components/project-gallery/project-dialog.css'
import { useData } from 'vike-react/useData'
import { pages } from '#content'
import { ProjectGallery } from '../../components/project-gallery/ProjectGallery'
import { CallToAction } from '../../components/sections/CallToAction'
import { PageHero } from '../../components/sections/PageHero'
import type { Data } from './+data'

export default function Page() {
  const { projects } = useData<Data>()
  return (
    <>
      <PageHero eyebrow="Projects" title={pages.projects.heading} intro={pages.projects.intro} />
      <section className="container py-16 lg:py-24" aria-label="Project list">
        <ProjectGallery projects={projects} />
      </section>
      <CallToAction />
    </>
  )
}
