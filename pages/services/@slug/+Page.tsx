// https://vike.dev/Page
import { useData } from 'vike-react/useData'
import { pages } from '#content'
import { ContentBody } from '../../../components/mdx/ContentBody'
import { CallToAction } from '../../../components/sections/CallToAction'
import { brassButton, ConsultationLink } from '../../../components/sections/ConsultationLink'
import { responsePromise } from '../../../components/sections/response-promise'
import { PageHero } from '../../../components/sections/PageHero'
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs'
import type { Data } from './+data'
import { Icon } from '../../../components/ui/Icon'
import { lucideArrowRight } from '../../../components/ui/icons'

export default function Page() {
  const { breadcrumbs, service, others } = useData<Data>()
  return (
    <>
      <PageHero eyebrow={`Service ${service.number}`} title={service.title} intro={service.description}>
        <Breadcrumbs {...breadcrumbs} />
      </PageHero>
      <div className="container grid gap-16 py-16 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-20 lg:py-24">
        <ContentBody collection="services" slug={service.slug} />
        <section className="space-y-8 lg:sticky lg:top-28 lg:self-start" aria-label="More services">
          <div className="bg-ink-900 p-8 text-paper">
            <h2 className="font-serif text-2xl font-semibold">{pages.servicePage.asideHeading}</h2>
            <p className="mt-3 leading-relaxed text-paper-200">
              {pages.servicePage.asideText} {responsePromise}
            </p>
            <ConsultationLink className={`btn-base mt-6 w-full ${brassButton}`} />
          </div>
          <nav aria-labelledby="other-services">
            <h2 id="other-services" className="eyebrow text-ink-600">
              Other services
            </h2>
            <ul className="mt-4 divide-y divide-ink-900/12 border-y border-ink-900/12">
              {others.map((other) => (
                <li key={other.slug}>
                  <a
                    href={other.href}
                    className="flex items-center justify-between py-3.5 font-medium text-ink-900 hover:text-brass-700"
                  >
                    {other.title}
                    <Icon icon={lucideArrowRight} className="text-brass-700" />
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </section>
      </div>
      <CallToAction />
    </>
  )
}
