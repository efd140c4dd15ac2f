import { likelyNext } from '../page-loading/speculation-rules'
import { Icon } from '../ui/Icon'
import { lucideArrowRight } from '../ui/icons'

/** The brass button of the dark bands, after `btn-base` and the classes that place it. */
export const brassButton = 'bg-brass-400 text-ink-950 hover:bg-paper focus-visible:outline-brass-300'

/**
 * The link to the contact page that ends every invitation to enquire; `likely` where it is the page's main call
 * (the home hero), so the contact page is loaded ahead (components/page-loading/speculation-rules.ts).
 */
export function ConsultationLink({
  className,
  arrow = false,
  likely = false,
}: {
  className: string
  arrow?: boolean
  likely?: boolean
}) {
  return (
    <a href="/contact" className={className} {...(likely && likelyNext)}>
      Book Free Consultation
      {arrow && <Icon icon={lucideArrowRight} />}
    </a>
  )
}
