// https://vike.dev/Page
import { useData } from 'vike-react/useData'
import { ContentBody } from '../../../components/mdx/ContentBody'
import { CallToAction } from '../../../components/sections/CallToAction'
import { PageHero } from '../../../components/sections/PageHero'
import { ProjectCard } from '../../../components/sections/ProjectCard'
import { ProjectPictures } from '../../../components/sections/ProjectPictures'
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs'
import type { Data } from './+data'
import { OutcomeList } from '../../../components/sections/OutcomeList'

export default function Page() {
  const { breadcrumbs, project, next } = useData<Data>()
  const facts = [
    { label: 'Client', value: project.client },
    { label: 'Category', value: project.category },
    { label: 'Value', value: project.value },
    { label: 'Duration', value: `${project.completionTime} months` },
    { label: 'Completed', value: String(project.completed) },
  ]
  const summary = [
    ['Scope', project.scope],
    ['The challenge', project.problem],
    ['The solution', project.solution],
  ]
  return (
    <>
      <PageHero eyebrow={`${project.category} · ${project.location}`} title={project.title} intro={project.overview}>
        <Breadcrumbs {...breadcrumbs} />
      </PageHero>

      <section aria-label="Project facts" className="border-b border-ink-900/10 bg-white">
        <dl className="container grid grid-cols-2 gap-px sm:grid-cols-3 lg:grid-cols-5">
          {facts.map((fact) => (
            <div key={fact.label} className="py-6 pr-4">
              <dt className="eyebrow text-ink-600">{fact.label}</dt>
              <dd className="mt-2 font-serif text-xl font-semibold text-ink-950">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <ProjectPictures images={project.images} />

      <div className="container grid gap-16 py-16 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-20 lg:py-24">
        <ContentBody collection="projects" slug={project.slug} />
        <section className="space-y-10 lg:sticky lg:top-28 lg:self-start" aria-label="Project summary">
          <div className="space-y-6 bg-paper-100 p-8">
            {summary.map(([heading, text]) => (
              <div key={heading}>
                <h2 className="eyebrow text-brass-700">{heading}</h2>
                <p className="mt-2 leading-relaxed text-ink-800">{text}</p>
              </div>
            ))}
          </div>
          <div>
            <h2 className="eyebrow text-ink-600">Results</h2>
            <OutcomeList outcomes={project.outcomes} />
          </div>
          <div>
            <h2 className="eyebrow text-ink-600">Services provided</h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {project.services.map((service) => (
                <li key={service.href}>
                  <a
                    href={service.href}
                    className={`inline-block rounded-full border border-ink-900/20 px-3.5 py-1.5 text-sm text-ink-800
                      hover:border-brass-700 hover:text-brass-700`}
                  >
                    {service.title}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </section>
      </div>

      <section className="bg-paper-100 py-16 lg:py-20" aria-labelledby="next-project">
        <div className="container grid items-center gap-10 md:grid-cols-[1fr_1.2fr] lg:grid-cols-[1fr_1fr]">
          <div>
            <h2 id="next-project" className="font-serif text-3xl font-semibold tracking-tight text-ink-950">
              Next project
            </h2>
            <a href="/projects" className="btn-outline mt-6">
              All Projects
            </a>
          </div>
          <div className="flex max-w-md">
            <ProjectCard project={next} imageSizes="(min-width: 640px) 28rem, 100vw" />
          </div>
        </div>
      </section>
      <CallToAction />
    </>
  )
}
