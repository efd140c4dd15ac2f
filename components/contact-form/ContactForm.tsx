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
    // Reached here by navigating within the site there is no prerendered form to show meanwhile.
    if (!isHydration) void loadEnquiryForm()
    const load = () => void loadEnquiryForm()
    const holdSubmit = (event: Event) => {
      if (hydrated.done) return
      event.preventDefault()
      const form = event.target as HTMLFormElement
      const submitter = (event as SubmitEvent).submitter ?? undefined
      load()
      void hydrated.promise.then(() => form.requestSubmit(submitter))
    }
    for (const type of reaching) element.addEventListener(type, load, { passive: true })
    element.addEventListener('submit', holdSubmit)
    return () => {
      for (const type of reaching) element.removeEventListener(type, load)
      element.removeEventListener('submit', holdSubmit)
    }
  }, [hydrated, isHydration])

  return (
    <div ref={wrapper} className="contents">
      <Suspense>
        <LoadedEnquiryForm onHydrated={hydrated.resolve} />
      </Suspense>
    </div>
  )
}
