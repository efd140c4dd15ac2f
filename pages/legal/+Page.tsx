// https://vike.dev/Page
import { useData } from 'vike-react/useData'
import { ChangeCookiePreferences } from '../../components/cookie-consent/ChangeCookiePreferences'
import { ContentBody } from '../../components/mdx/ContentBody'
import { PageHero } from '../../components/sections/PageHero'
import type { Data } from './+data'

// The policies that tell visitors how to change their cookie choices; the footer's 'Update
// Preferences' leads to /privacy. The control sits at the top, where it is found at once.
const cookiePolicies = new Set(['cookies', 'privacy'])

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

export default function Page() {
  const page = useData<Data>()
  return (
    <>
      <PageHero eyebrow="Legal" title={page.title}>
        <p className="mt-6 text-sm text-paper-300">
          Last updated <time dateTime={page.updated}>{dateFormat.format(new Date(page.updated))}</time>
        </p>
        {cookiePolicies.has(page.slug) && <ChangeCookiePreferences className="mt-8" />}
      </PageHero>
      <div className="container py-16 lg:py-24">
        <ContentBody collection="legal" slug={page.slug} />
      </div>
    </>
  )
}
