// https://vike.dev/Page
import type { PropsWithChildren } from 'react'
import { pages, site } from '#content'
import { services } from '#content/server'
import { generalEnquiry } from '../../supabase/functions/_shared/enquiry-schema'
import enquiryForm from '../../components/enquiry-form/enquiry-form.island'
import { Island } from '../../components/islands/Island'
import { PageHero } from '../../components/sections/PageHero'
import { responsePromise } from '../../components/sections/response-promise'
import { Icon } from '../../components/ui/Icon'
import type { SpriteIcon } from '../../components/ui/Icon'
import { lucideCheck, lucideClock, lucideMail, lucideMapPin, lucidePhone } from '../../components/ui/icons'

// The form offers the services by their names, then a general enquiry.
const subjects = [...services.map((service) => service.title), generalEnquiry]

/** One of the contact details: its icon, its name and the detail. */
function ContactDetail({
  icon,
  label,
  className,
  children,
}: PropsWithChildren<{ icon: SpriteIcon; label: string; className?: string }>) {
  return (
    <li className="flex gap-4">
      <Icon icon={icon} className="mt-1 shrink-0 text-lg text-brass-300" />
      <div className={className}>
        <h3 className="text-sm text-paper-300">{label}</h3>
        {children}
      </div>
    </li>
  )
}

export default function Page() {
  const copy = pages.contact
  return (
    <>
      <PageHero eyebrow="Free consultation" title={copy.heading} intro={copy.intro} />
      <div
        className={`container grid grid-cols-1 gap-12 py-16
          lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)] lg:gap-16 lg:py-24`}
      >
        <section className="bg-white p-6 shadow-sm ring-1 ring-ink-900/8 sm:p-10" aria-labelledby="send-message">
          <h2 id="send-message" className="font-serif text-3xl font-semibold tracking-tight text-ink-950">
            {copy.formHeading}
          </h2>
          <p className="mt-3 mb-8 max-w-xl leading-relaxed text-ink-700">
            {copy.formIntro} {responsePromise}
          </p>
          <Island of={enquiryForm} props={{ subjects, successMessage: `Thank you! ${responsePromise}` }} />
        </section>

        <div className="space-y-10">
          <section className="bg-ink-900 p-6 text-paper sm:p-10" aria-labelledby="contact-details">
            <h2 id="contact-details" className="eyebrow text-brass-300">
              Contact details
            </h2>
            <ul className="mt-6 space-y-6">
              <ContactDetail icon={lucidePhone} label="Phone">
                <a href={`tel:${site.phone.international}`} className="text-lg font-medium hover:text-brass-300">
                  {site.phone.display}
                </a>
              </ContactDetail>
              <ContactDetail icon={lucideMail} label="Email" className="min-w-0">
                <a
                  href={`mailto:${site.email}`}
                  className="text-lg font-medium [overflow-wrap:anywhere] hover:text-brass-300"
                >
                  {site.email}
                </a>
              </ContactDetail>
              <ContactDetail icon={lucideMapPin} label="Office">
                <address className="not-italic leading-relaxed">
                  {Object.values(site.address).map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </address>
              </ContactDetail>
              <ContactDetail icon={lucideClock} label="Office hours" className="flex-1">
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
                  {site.contactHours.map(({ days, hours }) => (
                    <div key={days} className="contents">
                      <dt className="text-paper-200">{days}</dt>
                      <dd className="font-medium">{hours}</dd>
                    </div>
                  ))}
                </dl>
              </ContactDetail>
            </ul>
          </section>

          <section aria-labelledby="why-choose-us">
            <h2 id="why-choose-us" className="font-serif text-2xl font-semibold text-ink-950">
              Why choose us?
            </h2>
            <ul className="mt-6 space-y-6">
              {copy.whyChooseUs.map((point) => (
                <li key={point.title} className="flex gap-4">
                  <Icon icon={lucideCheck} className="mt-1 shrink-0 text-lg text-brass-700" />
                  <div>
                    <h3 className="font-semibold text-ink-950">{point.title}</h3>
                    <p className="mt-1 leading-relaxed text-ink-700">{point.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </>
  )
}
