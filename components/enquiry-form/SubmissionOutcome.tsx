import { site } from '#content'
import { PageHero } from '../sections/PageHero'
import { Icon } from '../ui/Icon'
import { lucideMail, lucidePhone } from '../ui/icons'

/** The pages a form post without JavaScript lands on: sent, or not sent with the other ways to reach us. */
export function SubmissionOutcome({ sent, heading, intro }: { sent: boolean; heading: string; intro: string }) {
  return (
    <>
      <PageHero eyebrow={sent ? 'Enquiry received' : 'Enquiry not sent'} title={heading} intro={intro} />
      <section className="container py-16 lg:py-24" aria-label={sent ? 'What happens next' : 'Other ways to reach us'}>
        <div className="flex flex-col gap-4 sm:flex-row">
          <a href={sent ? '/projects' : '/contact'} className="btn-primary">
            {sent ? 'See our projects' : 'Try again'}
          </a>
          <a href={`tel:${site.phone.international}`} className="btn-outline">
            <Icon icon={lucidePhone} />
            {site.phone.display}
          </a>
          <a href={`mailto:${site.email}`} className="btn-outline">
            <Icon icon={lucideMail} />
            {site.email}
          </a>
        </div>
      </section>
    </>
  )
}
