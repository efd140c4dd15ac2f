import { Suspense, use, useEffect, useRef, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'

type EnquiryFormModule = typeof import('./EnquiryForm')

// The form's code (react-hook-form, zod, sonner: about 45 KB gzipped) is fetched only once the
// visitor reaches for the form, so the contact page costs no more to open than any other.
let requestCode!: () => void
const requested = new Promise<void>((resolve) => (requestCode = resolve))
let loaded: EnquiryFormModule | undefined
const enquiryFormModule = requested.then(() => import('./EnquiryForm')).then((module) => (loaded = module))

/** Fetches the form's code; pages/contact/+data.ts awaits it so the prerendered page holds the whole form. */
export function loadEnquiryForm(): Promise<EnquiryFormModule> {
  requestCode()
  return enquiryFormModule
}

/** What shows the visitor is about to use the form. */
const reaching = ['focusin', 'pointerdown', 'keydown', 'touchstart'] as const

function LoadedEnquiryForm({ onHydrated }: { onHydrated: () => void }) {
  const { EnquiryForm } = loaded ?? use(enquiryFormModule)
  return <EnquiryForm onHydrated={onHydrated} />
}

/**
 * The contact page's enquiry form (EnquiryForm.tsx), hydrated when first used. Until its code is
 * there, React leaves the prerendered form in place (a Suspense boundary that is still waiting
 * keeps its server HTML), so it shows at once and can be filled in; the fields keep what was typed.
 * A submit before then waits for the code and goes through it, so validation is never skipped.
 * Without JavaScript it stays the plain form post it always was.
 */
export function ContactForm() {
  const { isHydration } = usePageContext() as { isHydration?: boolean }
  const wrapper = useRef<HTMLDivElement>(null)
  const [hydrated] = useState(() => {
    let resolve!: () => void
    const promise = new Promise<void>((done) => (resolve = done))
    const state = { done: false, promise, resolve: () => ((state.done = true), resolve()) }
    return state
  })

  useEffect(() => {
    const element = wrapper.current
    if (!element) return
    const load = () => void loadEnquiryForm()
    // Reached by navigating within the site, there is no prerendered form to show meanwhile; and a
    // field focused before this part of the page hydrated has already been reached for.
    if (!isHydration || element.contains(document.activeElement)) load()
    // Listened for on the document, in the capture phase: React stops events aimed at a part it has
    // not hydrated yet (as the form is, until its code arrives) at its root element, beneath it.
    const inForm = (event: Event) => element.contains(event.target as Node)
    const reach = (event: Event) => inForm(event) && load()
    const holdSubmit = (event: Event) => {
      if (hydrated.done || !inForm(event)) return
      event.preventDefault()
      const form = event.target as HTMLFormElement
      const submitter = (event as SubmitEvent).submitter ?? undefined
      load()
      void hydrated.promise.then(() => form.requestSubmit(submitter))
    }
    for (const type of reaching) document.addEventListener(type, reach, { capture: true, passive: true })
    document.addEventListener('submit', holdSubmit, true)
    return () => {
      for (const type of reaching) document.removeEventListener(type, reach, true)
      document.removeEventListener('submit', holdSubmit, true)
    }
  }, [hydrated, isHydration])

  return (
    <div ref={wrapper} className="contents" data-slot="contact-form-loader">
      <Suspense>
        <LoadedEnquiryForm onHydrated={hydrated.resolve} />
      </Suspense>
    </div>
  )
}
