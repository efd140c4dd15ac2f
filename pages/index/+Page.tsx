// https://vike.dev/Page
import { useData } from 'vike-react/useData'
import { pages, site, stats } from '#content'
import { HomeHero } from '../../components/hero/HomeHero'
import { CallToAction } from '../../components/sections/CallToAction'
import { brassButton, ConsultationLink } from '../../components/sections/ConsultationLink'
import { FaqList } from '../../components/sections/FaqList'
import { ProjectCard } from '../../components/sections/ProjectCard'
import { Accordion } from '../../components/accordion/Accordion'
import type { Data } from './+data'
import { Section, SectionHeading } from '../../components/sections/Section'
import { Icon } from '../../components/ui/Icon'
import { likelyNext } from '../../components/page-loading/speculation-rules'
import { lucideArrowRight } from '../../components/ui/icons'

export default function Page() {
  const { services, about, projects, faqs } = useData<Data>()
  const home = pages.home
  return (
    <>
      <HomeHero images={home.heroImages}>
        <p className="eyebrow text-brass-300">{home.eyebrow}</p>
        <h1 id="page-title" className="page-title mt-6 text-5xl leading-[1.02] sm:text-6xl lg:text-7xl 2xl:text-8xl">
          {home.heading}
        </h1>
        <p className="mt-8 max-w-2xl text-lg leading-relaxed text-paper-200 sm:text-xl">{home.intro}</p>
        <div className="mt-10 flex flex-col gap-4 sm:flex-row">
          <ConsultationLink className={`btn-base ${brassButton}`} arrow likely />
          <a href="/projects" className="btn-outline-light" {...likelyNext}>
            View Our Projects
          </a>
        </div>
        <dl className="mt-16 grid max-w-3xl grid-cols-2 gap-x-8 gap-y-6 border-t border-paper/15 pt-8 sm:grid-cols-4">
          {[{ value: `${stats.experienceYears}+`, label: stats.experienceLabel }, ...stats.headline].map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse gap-1">
              <dt className="text-xs uppercase tracking-[0.14em] text-paper-300">{stat.label}</dt>
              <dd className="font-serif text-3xl font-semibold text-brass-300">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </HomeHero>

      <Section
        id="what-we-do"
        eyebrow="What We Do"
        heading={home.whatWeDoHeading}
        layout="grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:gap-20"
      >
        <div>
          <SectionHeading />
        </div>
        <div className="space-y-5 text-lg leading-relaxed text-ink-700">
          {home.whatWeDo.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>

      <Section
        id="services-we-offer"
        eyebrow="Services"
        heading="Services We Offer"
        band="tinted"
        layout="grid gap-12 lg:grid-cols-[1fr_1.6fr] lg:gap-20"
      >
        <div>
          <SectionHeading />
          <p className="mt-5 max-w-md leading-relaxed text-ink-700">{home.servicesIntro}</p>
          <a href="/services" className="btn-outline mt-8">
            All Services
          </a>
        </div>
        <Accordion
          defaultOpen={services[0]?.slug}
          items={services.map((service) => ({
            id: service.slug,
            marker: service.number,
            title: service.title,
            content: (
              <>
                <p className="max-w-2xl leading-relaxed text-ink-700">{service.description}</p>
                <a
                  href={service.href}
                  className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-brass-700 link-underline"
                >
                  More about {service.title.toLowerCase()}
                  <Icon icon={lucideArrowRight} />
                </a>
              </>
            ),
          }))}
        />
      </Section>

      <Section
        id="about-teaser"
        eyebrow="About"
        heading={about.person}
        layout="grid items-center gap-12 lg:grid-cols-2 lg:gap-20"
      >
        <div
          className={`blueprint relative grid aspect-[4/3] place-items-center bg-ink-900
              sm:aspect-[16/10] lg:aspect-[4/5]`}
        >
          <div className="text-center">
            <p className="font-serif text-8xl font-semibold text-brass-300 sm:text-9xl">{stats.experienceYears}+</p>
            <p className="eyebrow mt-3 text-paper-200">{stats.experienceLabel}</p>
          </div>
        </div>
        <div>
          <SectionHeading />
          <p className="mt-2 text-sm font-medium uppercase tracking-[0.12em] text-ink-600">{about.role}</p>
          <p className="mt-6 text-lg leading-relaxed text-ink-700">{about.teaser}</p>
          <a href="/about" className="btn-outline mt-8">
            About {site.name}
          </a>
        </div>
      </Section>

      <Section id="featured-projects" eyebrow="Track record" heading="Featured Projects" band="tinted">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <SectionHeading />
          </div>
          <a href="/projects" className="btn-outline self-start sm:self-auto">
            All Projects
            <Icon icon={lucideArrowRight} />
          </a>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {projects.map((project) => (
            <li key={project.slug} className="flex">
              <ProjectCard project={project} imageSizes="(min-width: 1280px) 25vw, (min-width: 640px) 50vw, 100vw" />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="faq-heading"
        eyebrow="FAQs"
        heading="Frequently Asked Questions"
        layout="grid gap-12 lg:grid-cols-[1fr_1.6fr] lg:gap-20"
      >
        <div>
          <SectionHeading />
          <p className="mt-5 max-w-md leading-relaxed text-ink-700">
            {home.faqsIntro}{' '}
            <a href="/faqs" className="font-medium text-brass-700 link-underline">
              See all questions
            </a>
            .
          </p>
          <ConsultationLink className="btn-primary mt-8" />
        </div>
        <FaqList faqs={faqs} />
      </Section>

      <CallToAction />
    </>
  )
}
