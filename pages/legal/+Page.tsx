// https://vike.dev/Page
import { useData } from 'vike-react/useData'
import { ContentBody } from '../../components/mdx/ContentBody'
import { PageHero } from '../../components/sections/PageHero'
import type { Data } from './+data'

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

export default function Page() {
  const page = useData<Data>()
  return (
    <>
      <PageHero eyebrow="Legal" title={page.title}>
        <p className="mt-6 text-sm text-paper-300">
          Last updated <time dateTime={page.updated}>{dateFormat.format(new Date(page.updated))}</time>
        </p>
      </PageHero>
      <div className="container py-16 lg:py-24">
        <ContentBody collection="legal" slug={page.slug} />
      </div>
    </>
  )
}
