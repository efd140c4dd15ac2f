import { pages } from '#content'
import { ConsultationLink } from './ConsultationLink'

/** The closing invitation to book a free consultation. */
export function CallToAction() {
  const { heading, text } = pages.callToAction
  return (
    <section className="bg-brass-700 text-white" aria-labelledby="cta-heading">
      <div
        className={`container flex flex-col items-start gap-8 py-16
          lg:flex-row lg:items-center lg:justify-between lg:py-20`}
      >
        <div className="max-w-2xl">
          <h2 id="cta-heading" className="section-title">
            {heading}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-white/90">{text}</p>
        </div>
        <ConsultationLink className="btn-white shrink-0" arrow />
      </div>
    </section>
  )
}
