// https://vike.dev/error-page
import { usePageContext } from 'vike-react/usePageContext'
import { useData } from 'vike-react/useData'
import type { Data } from './+data'
import { NOT_FOUND_ATTRIBUTE } from '../../shell/not-found'
import { brassButton } from '../../components/sections/ConsultationLink'
import { Icon } from '../../components/ui/Icon'
import { lucideArrowLeft } from '../../components/ui/icons'

export default function Page() {
  const { is404 } = usePageContext()
  // The missing path is logged in the browser by the page's script (pages/+client.ts), which looks for this marker.
  const { heading, intro } = useData<Data>()
  const copy = { code: is404 ? '404' : '500', heading, text: intro }
  return (
    <section
      {...(is404 && { [NOT_FOUND_ATTRIBUTE]: true })}
      className="blueprint grid min-h-[70svh] place-items-center bg-ink-900 px-5 text-center text-paper"
      aria-labelledby="page-title"
    >
      <div className="py-20">
        <p className="font-serif text-8xl font-semibold text-brass-300 sm:text-9xl" aria-hidden="true">
          {copy.code}
        </p>
        <h1 id="page-title" className="mt-4 font-serif text-3xl font-semibold sm:text-4xl">
          <span className="sr-only">{copy.code}: </span>
          {copy.heading}
        </h1>
        <p className="mx-auto mt-5 max-w-md text-lg leading-relaxed text-paper-200">{copy.text}</p>
        <a href="/" className={`btn-base mt-10 ${brassButton}`}>
          <Icon icon={lucideArrowLeft} />
          Return to Home
        </a>
      </div>
    </section>
  )
}
