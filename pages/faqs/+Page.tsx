// https://vike.dev/Page
import { useData } from 'vike-react/useData'
import { pages } from '#content'
import { CallToAction } from '../../components/sections/CallToAction'
import { FaqList } from '../../components/sections/FaqList'
import { PageHero } from '../../components/sections/PageHero'
import { responsePromise } from '../../components/sections/response-promise'
import type { Data } from './+data'

export default function Page() {
  const { faqs } = useData<Data>()
  return (
    <>
      <PageHero eyebrow="FAQs" title={pages.faqs.heading} intro={pages.faqs.intro} />
      <section
        className="container grid gap-12 py-16 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-20 lg:py-24"
        aria-label="Questions and answers"
      >
        <FaqList faqs={faqs} headingLevel="h2" />
        <section className="bg-paper-100 p-8 lg:self-start" aria-labelledby="ask-us">
          <h2 id="ask-us" className="font-serif text-2xl font-semibold text-ink-950">
            {pages.faqs.askHeading}
          </h2>
          <p className="mt-3 leading-relaxed text-ink-700">
            {pages.faqs.askText} {responsePromise}
          </p>
          <a href="/contact" className="btn-primary mt-6 w-full">
            Contact Us
          </a>
        </section>
      </section>
      <CallToAction />
    </>
  )
}
