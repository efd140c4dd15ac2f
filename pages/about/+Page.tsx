// https://vike.dev/Page
import { useData } from 'vike-react/useData'
import { initialsOf, stats } from '#content'
import Biography from '../../content/about.mdx'
import { mdxComponents } from '../../components/mdx'
import { CallToAction } from '../../components/sections/CallToAction'
import { PageHero } from '../../components/sections/PageHero'
import { StatTiles } from '../../components/sections/StatTiles'
import { Section, SectionHeading } from '../../components/sections/Section'
import { Picture } from '../../components/ui/Picture'
import type { Data } from './+data'

export default function Page() {
  const about = useData<Data>()
  return (
    <>
      <PageHero eyebrow={about.role} title={about.heading} intro={about.teaser} />
      <div className="container grid gap-14 py-16 lg:grid-cols-[22rem_minmax(0,1fr)] lg:gap-20 lg:py-24">
        <figure className="lg:sticky lg:top-28 lg:self-start">
          {about.portrait ? (
            <Picture
              picture={about.portrait}
              sizes="(min-width: 640px) 24rem, 100vw"
              className="aspect-[4/5] w-full max-w-sm object-cover"
            />
          ) : (
            <div
              className="blueprint grid aspect-[4/5] w-full max-w-sm place-items-center bg-ink-900"
              aria-hidden="true"
            >
              <span className="font-serif text-8xl font-semibold text-brass-300">{initialsOf(about.person)}</span>
            </div>
          )}
          <figcaption className="mt-4">
            <span className="block font-serif text-xl font-semibold text-ink-950">{about.person}</span>
            <span className="text-sm text-ink-600">{about.role}</span>
          </figcaption>
        </figure>
        <div className="prose">
          <Biography components={mdxComponents} />
        </div>
      </div>
      <Section
        id="track-record"
        eyebrow={`Over ${stats.experienceYears} years' experience`}
        heading="Track record"
        band="dark"
        size="small"
      >
        <SectionHeading />
        <div className="mt-10 space-y-px">
          <StatTiles items={stats.headline} />
          <StatTiles items={stats.portfolio} />
        </div>
      </Section>
      <CallToAction />
    </>
  )
}
