// https://vike.dev/error-page
import { useEffect } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { pages } from '../../content'
import { NOT_FOUND_ATTRIBUTE, notFoundMessage } from '../../renderer/not-found'
import { Icon } from '../../components/ui/Icon'
import { lucideArrowLeft } from '../../components/ui/icons'

export default function Page() {
  const { is404, isHydration } = usePageContext()
  // SPEC §2: the missing path is logged. A 404 page loaded as a whole logs it from the page script
  // (renderer/page-script.ts), since React may never load there; React logs it only when its
  // router lands on a missing page.
  useEffect(() => {
    if (is404 && !isHydration) console.error(notFoundMessage(window.location.pathname))
  }, [is404, isHydration])
  const copy = is404
    ? { code: '404', heading: pages.notFound.heading, text: pages.notFound.intro }
    : { code: '500', heading: 'Something went wrong', text: 'Sorry, this page could not be shown. Please try again in a moment.' }
  return (
    <section {...(is404 && { [NOT_FOUND_ATTRIBUTE]: true })} className="blueprint grid min-h-[70svh] place-items-center bg-ink-900 px-5 text-center text-paper" aria-labelledby="page-title">
      <div className="py-20">
        <p className="font-serif text-8xl font-semibold text-brass-300 sm:text-9xl" aria-hidden="true">{copy.code}</p>
        <h1 id="page-title" className="mt-4 font-serif text-3xl font-semibold sm:text-4xl">
          <span className="sr-only">{copy.code}: </span>{copy.heading}
        </h1>
        <p className="mx-auto mt-5 max-w-md text-lg leading-relaxed text-paper-200">{copy.text}</p>
        <a href="/" className="btn-base mt-10 bg-brass-400 text-ink-950 hover:bg-paper focus-visible:outline-brass-300">
          <Icon icon={lucideArrowLeft} />
          Return to Home
        </a>
      </div>
    </section>
  )
}
