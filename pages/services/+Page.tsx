// https://vike.dev/Page
import { useData } from 'vike-react/useData'
import { pages } from '#content'
import { ServicesScroller } from '../../components/services-scroller/ServicesScroller'
import type { Data } from './+data'
import { brassButton, ConsultationLink } from '../../components/sections/ConsultationLink'
import { Section, SectionHeading } from '../../components/sections/Section'
import { Icon } from '../../components/ui/Icon'
import { lucideArrowUpRight, lucideCheck, lucideMoveHorizontal } from '../../components/ui/icons'

export default function Page() {
  const { panels, services } = useData<Data>()
  const copy = pages.services
  return (
    <>
      <ServicesScroller label="Service stages">
        <section
          className="scroller-panel blueprint min-h-first-screen bg-ink-900 text-paper"
          aria-labelledby="page-title"
        >
          <div className="container py-20">
            <p className="eyebrow text-brass-300">Services</p>
            <h1 id="page-title" className="page-title mt-5 text-4xl leading-[1.05] sm:text-6xl">
              {copy.heading}
            </h1>
            <p className="mt-8 max-w-2xl text-lg leading-relaxed text-paper-200">{copy.intro}</p>
            <p className="mt-10 hidden items-center gap-3 text-sm text-paper-300 lg:flex">
              <Icon icon={lucideMoveHorizontal} className="text-lg text-brass-300" />
              {copy.scrollHint}
            </p>
          </div>
        </section>

        {panels.map((panel, index) => (
          <section
            key={panel.slug}
            className={`scroller-panel min-h-under-header ${index % 2 ? 'bg-paper-100' : 'bg-paper'}`}
            aria-labelledby={`panel-${panel.slug}`}
            data-slot="service-panel"
          >
            <div className="container grid gap-10 py-20 lg:grid-cols-[1.1fr_1fr] lg:gap-20">
              <div>
                <div className="flex items-center gap-4">
                  <Icon icon={panel.icon} className="text-4xl text-brass-700" />
                  <span className="font-serif text-sm font-semibold tabular-nums text-ink-600">
                    {String(index + 1).padStart(2, '0')} / {String(panels.length).padStart(2, '0')}
                  </span>
                </div>
                <h2 id={`panel-${panel.slug}`} className="panel-title mt-6 text-ink-950">
                  {panel.title}
                </h2>
                <p className="mt-3 text-lg font-medium text-brass-700">{panel.subtitle}</p>
                <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-700">{panel.description}</p>
              </div>
              <div className="self-center border-l-2 border-brass-500 pl-8">
                <h3 className="eyebrow text-ink-600">Includes</h3>
                <ul className="mt-5 space-y-3.5">
                  {panel.includes.map((item) => (
                    <li key={item} className="flex gap-3 leading-snug text-ink-800">
                      <Icon icon={lucideCheck} className="mt-0.5 shrink-0 text-brass-700" />
                      {item}
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </section>
        ))}

        <section
          className="scroller-panel min-h-under-header bg-brass-700 text-white"
          aria-labelledby="services-cta"
          data-slot="services-cta"
        >
          <div className="container py-20">
            <h2 id="services-cta" className="panel-title max-w-3xl">
              {copy.ctaHeading}
            </h2>
            <p className="mt-6 max-w-2xl text-lg leading-relaxed text-white/90">{copy.ctaText}</p>
            <ConsultationLink className="btn-white mt-10" arrow />
          </div>
        </section>
      </ServicesScroller>

      <Section id="disciplines" eyebrow="Disciplines" heading={copy.listHeading}>
        <SectionHeading />
        <ul className="mt-12 grid gap-px bg-ink-900/12 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li
              key={service.slug}
              className={`group relative bg-paper p-8 transition-colors hover:bg-white
                  has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brass-600`}
            >
              <span className="font-serif text-sm font-semibold text-brass-700">{service.number}</span>
              <h3 className="mt-3 font-serif text-2xl font-semibold text-ink-950">
                <a href={service.href} className="stretched-link">
                  {service.title}
                </a>
              </h3>
              <p className="mt-3 leading-relaxed text-ink-700">{service.description}</p>
              <Icon
                icon={lucideArrowUpRight}
                className={`mt-6 text-xl text-brass-700 transition-transform
                    group-hover:translate-x-1 group-hover:-translate-y-1`}
              />
            </li>
          ))}
          <li className="flex flex-col justify-between gap-6 bg-ink-900 p-8 text-paper">
            <div>
              <h3 className="font-serif text-2xl font-semibold">{copy.adviceHeading}</h3>
              <p className="mt-3 leading-relaxed text-paper-200">{copy.adviceText}</p>
            </div>
            <ConsultationLink className={`btn-base self-start ${brassButton}`} />
          </li>
        </ul>
      </Section>
    </>
  )
}
