// Each kind of content as the site shows it: the page's own component (pages/), given the data its
// +data.ts would give it, with the entry being edited in its place among the built ones. A kind with
// pages needs nothing here: its preview is its entry's page (EntryPage); `templates` draws the others,
// and the kinds shown in more places than their page.
import { type FC, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { PageContext } from 'vike/types'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import { type CollectionName, collectionNamed, type PageCollectionName } from '#content/collections.ts'
import type { PreviewContext } from '#content/load.ts'
import { type Entry, faqs, type Project, projectCard, servicePanels } from '#content/load.ts'
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
import ProjectsPage from '../../pages/projects/+Page'
import { data as projectsData } from '../../pages/projects/+data'
import ProjectPage from '../../pages/projects/@slug/+Page'
import { projectPage } from '../../pages/projects/@slug/project-page'
import ServicesPage from '../../pages/services/+Page'
import { data as servicesData } from '../../pages/services/+data'

/** The entry being edited, checked by its schema (its output, as pages receive it), and its file name. */
export type Edited = { value: Record<string, unknown>; slug: string }

type SitePageProps = { path: string; data?: object; Page: FC; show?: string; open?: boolean }

/** The site's `Page` at `path` with `data`; `show`: the edited entry's part, scrolled to once and `open`ed if asked. */
export function SitePage({ path, data, Page, show, open }: SitePageProps) {
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

// The site's pages, by the folder Vike routes to them: a kind of content's `page` route finds its own.
const pageFiles = import.meta.glob<{ default: FC }>('../../pages/**/+Page.tsx', { eager: true })
const dataFiles = import.meta.glob<{ data?: (pageContext: object) => unknown }>('../../pages/**/+data.ts', {
  eager: true,
})
const routeFiles = import.meta.glob<string>('../../pages/**/+route.ts', { eager: true, import: 'default' })

/** The page (its component and data hook) at a route: the folder whose +route.ts names it, else the route's path. */
export function pageAt(route: string) {
  const routed = Object.keys(routeFiles).find((file) => routeFiles[file] === route)
  const folder = routed ? routed.slice(0, -'/+route.ts'.length) : `../../pages${route === '/' ? '/index' : route}`
  const Page = pageFiles[`${folder}/+Page.tsx`]?.default
  if (!Page) throw new Error(`No page in pages/ for the route ${route}`)
  return { Page, data: dataFiles[`${folder}/+data.ts`]?.data }
}

/** What the entry's page shows of the entry being edited: its page's +data.ts, given the entry in its context. */
export async function entryPageData(collection: PageCollectionName, { value, slug }: Edited) {
  const { data } = pageAt(collectionNamed(collection).page)
  const pageContext: PreviewContext & { routeParams: { slug: string } } = {
    routeParams: { slug },
    editedEntry: { ...value, slug, href: pathOf(collection, slug) },
  }
  return (await data?.(pageContext)) as object | undefined
}

/** The preview of a kind of content with pages, unless `templates` draws it: the edited entry's own page. */
export function EntryPage({ collection, edited }: { collection: PageCollectionName; edited: Edited }) {
  const [data, setData] = useState<object>()
  useEffect(() => {
    let latest = true
    entryPageData(collection, edited).then(
      (shown) => latest && setData(shown ?? {}),
      // To the preview's own boundary (entry.tsx), which keeps the last version that passed.
      (error: Error) =>
        latest &&
        setData(() => {
          throw error
        }),
    )
    return () => {
      latest = false
    }
  }, [collection, edited])
  const { Page } = pageAt(collectionNamed(collection).page)
  return data && <SitePage path={pathOf(collection, edited.slug)} data={data} Page={Page} />
}

/** Where the part below shows on the site, when the preview shows more than one. */
function Where({ children }: { children: string }) {
  return <p className="eyebrow border-y border-ink-900/12 bg-paper-200 px-5 py-2.5 text-ink-700">{children}</p>
}

/** The list with the edited entry in place of its built self (or added), in the site's order. */
function withEdited<T extends { slug: string; order?: number }>(list: T[], edited: T): T[] {
  return [...list.filter(({ slug }) => slug !== edited.slug), edited].sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
}

/** The intro at a step, as components/intro-screen/intro-screen.behaviour.ts sets it, in a box, not the window. */
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

type Template = (edited: Edited) => ReactNode

/** The kinds shown otherwise than as their entry's page alone. */
export const templates: Partial<Record<CollectionName, Template>> = {
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

/** How the preview draws an entry of a kind: its template, else its entry's page, else a word that it has none. */
export function templateOf(name: CollectionName): Template {
  const collection = collectionNamed(name)
  const template = templates[name]
  if (template) return template
  if ('page' in collection) return (edited) => <EntryPage collection={collection.name} edited={edited} />
  return () => <Where>{`${collection.editor.label} show nowhere on the site by themselves`}</Where>
}
