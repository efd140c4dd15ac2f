import { Icon } from '../ui/Icon'
import { lucideArrowRight } from '../ui/icons'

/** The brass button of the dark bands, after `btn-base` and the classes that place it. */
export const brassButton = 'bg-brass-400 text-ink-950 hover:bg-paper focus-visible:outline-brass-300'

/** The link to the contact page that ends every invitation to enquire. */
export function ConsultationLink({ className, arrow = false }: { className: string; arrow?: boolean }) {
  return (
    <a href="/contact" className={className}>
      Book Free Consultation
      {arrow && <Icon icon={lucideArrowRight} />}
    </a>
  )
}
