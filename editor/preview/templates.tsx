// Each kind of content as the site shows it: the page's own component (pages/), given the data its
// +data.ts would give it, with the entry being edited in its place among the built ones.
import { type FC, type ReactNode, useLayoutEffect, useRef } from 'react'
import type { PageContext } from 'vike/types'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import type { CollectionName } from '#content/collections.ts'
import { type Entry, faqs, type Project, projectCard, servicePanels, type Service } from '#content/load.ts'
import { pathOf } from '#content/routes.ts'
import { IntroScreen } from '../../components/intro-screen/IntroScreen'
import { ContactBar } from '../../components/layout/ContactBar'
import { SiteFooter } from '../../components/layout/SiteFooter'
import { ProjectCard } from '../../components/sections/ProjectCard'
import AboutPage from '../../pages/about/+Page'
import { data as aboutData } from '../../pages/about/+data'
import ContactPage from '../../pages/contact/+Page'
import FaqsPage from '../../pages/faqs/+Page'
import { data as faqsData } from '../../pages/faqs/+data'
import HomePage from '../../pages/index/+Page'
import { data as homeData } from '../../pages/index/+data'
import LegalPage from '../../pages/legal/+Page'
import ProjectsPage from '../../pages/projects/+Page'
import { data as projectsData } from '../../pages/projects/+data'
import ProjectPage from '../../pages/projects/@slug/+Page'
import { projectPage } from '../../pages/projects/@slug/project-page'
import ServicesPage from '../../pages/services/+Page'
import { data as servicesData } from '../../pages/services/+data'
import ServicePage from '../../pages/services/@slug/+Page'
import { servicePage } from '../../pages/services/@slug/service-page'

/** The entry being edited, checked by its schema (its output, as pages receive it), and its file name. */
export type Edited = { value: Record<string, unknown>; slug: string }

type SitePageProps = { path: string; data?: object; Page: FC; show?: string; open?: boolean }

/** The site's `Page` at `path` with `data`; `show`: the edited entry's part, scrolled to once and `open`ed if asked. */
function SitePage({ path, data, Page, show, open }: SitePageProps) {
  const main = useRef<HTMLElement>(null)
  const scrolled = useRef(false)
  useLayoutEffect(() => {
    const part = show && main.current?.querySelector(show)
    if (!part) return
    // (Not `instanceof`: the page is in Decap's frame, whose elements are of that window's classes.)
    if (open) (part as HTMLDetailsElement).open = true
    if (!scrolled.current) part.scrollIntoView({ block: 'start' })
    scrolled.current = true
  })
  return (
    <VikeReactProviderPageContext pageContext={{ urlPathname: path, data } as unknown as PageContext}>
      <main ref={main}>
        <Page />
      </main>
    </VikeReactProviderPageContext>
  )
}

/** Where the part below shows on the site, when the preview shows more than one. */
function Where({ children }: { children: string }) {
  return <p className="eyebrow border-y border-ink-900/12 bg-paper-200 px-5 py-2.5 text-ink-700">{children}</p>
}

/** The list with the edited entry in place of its built self (or added), in the site's order. */
function withEdited<T extends { slug: string; order?: number }>(list: T[], edited: T): T[] {
  return [...list.filter(({ slug }) => slug !== edited.slug), edited].sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
}

/** The intro at a step, as components/intro-screen/intro-driver.ts sets it, in a box instead of the whole window. */
function IntroStep({ step }: { step: number }) {
  const box = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const overlay = box.current?.querySelector<HTMLElement>('[data-slot="intro-screen"]')
    if (!overlay) return
    overlay.dataset.phase = 'play'
    Object.assign(overlay.style, { position: 'absolute', animation: 'none' })
    const slots = (slot: string) => overlay.querySelectorAll<HTMLElement>(`[data-slot="${slot}"]`)
    slots('intro-image').forEach((image, index) => (image.style.opacity = String(Number(index === step))))
    slots('intro-caption').forEach((caption, index) => (caption.dataset.current = String(index === step)))
  })
  return (
    <div ref={box} className="relative h-[36rem]">
      <IntroScreen />
    </div>
  )
}

export const templates: Record<CollectionName, (edited: Edited) => ReactNode> = {
  projects({ value, slug }) {
    const project = { ...value, slug, href: pathOf('projects', slug) } as Project
    return (
      <>
        <Where>Its card, on /projects and the home page</Where>
        <div className="bg-paper-100 py-10">
          <div className="container flex max-w-md">
            <ProjectCard project={projectCard(project)} imageSizes="28rem" />
          </div>
        </div>
        <Where>Its page</Where>
        <SitePage path={project.href} data={projectPage(project)} Page={ProjectPage} />
      </>
    )
  },
  faqs({ value, slug }) {
    const list = withEdited(faqs, { ...value, slug } as Entry<'faqs'>)
    const questions = list.map(({ slug, question, answer }) => ({ slug, question, answer }))
    const show = `details:nth-of-type(${list.findIndex((faq) => faq.slug === slug) + 1})`
    return <SitePage path="/faqs" data={{ ...faqsData(), faqs: questions }} Page={FaqsPage} show={show} open />
  },
  legal: ({ value, slug }) => <SitePage path={pathOf('legal', slug)} data={{ ...value, slug }} Page={LegalPage} />,
  services({ value, slug }) {
    const service = { ...value, slug, href: pathOf('services', slug) } as Service
    return <SitePage path={service.href} data={servicePage(service)} Page={ServicePage} />
  },
  'service panels'({ value, slug }) {
    const panels = withEdited(servicePanels, { ...value, slug } as Entry<'service panels'>)
    return (
      <SitePage path="/services" data={{ ...servicesData(), panels }} Page={ServicesPage} show={`#panel-${slug}`} />
    )
  },
  about: ({ value }) => <SitePage path="/about" data={value} Page={AboutPage} />,
  // The single files below are in place among the built content already (entry.tsx).
  site: () => (
    <>
      <Where>The bar above every page</Where>
      <ContactBar />
      <Where>The contact page</Where>
      <SitePage path="/contact" Page={ContactPage} />
      <Where>The footer of every page</Where>
      <SiteFooter />
    </>
  ),
  pages: () => (
    <>
      <Where>The home page</Where>
      <SitePage path="/" data={homeData()} Page={HomePage} />
      <Where>/projects</Where>
      <SitePage path="/projects" data={projectsData()} Page={ProjectsPage} />
      <Where>/services</Where>
      <SitePage path="/services" data={servicesData()} Page={ServicesPage} />
      <Where>/faqs</Where>
      <SitePage path="/faqs" data={faqsData()} Page={FaqsPage} />
      <Where>/contact</Where>
      <SitePage path="/contact" Page={ContactPage} />
    </>
  ),
  stats: () => (
    <>
      <Where>The home page</Where>
      <SitePage path="/" data={homeData()} Page={HomePage} />
      <Where>The about page</Where>
      <SitePage path="/about" data={aboutData()} Page={AboutPage} />
    </>
  ),
  intro: ({ value }) =>
    (value as { stages: unknown[] }).stages.map((_, step) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: the intro's steps are its positions.
      <section key={step}>
        <Where>{`Step ${step + 1} of the intro`}</Where>
        <IntroStep step={step} />
      </section>
    )),
}
