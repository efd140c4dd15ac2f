import { site } from '#content'
import { Icon } from '../ui/Icon'
import { lucideMessageSquareText, simpleIconsWhatsapp } from '../ui/icons'

const greeting = "Hello, I'm interested in working with you."
const whatsappHref = `https://wa.me/${site.whatsapp.international.slice(1)}?text=${encodeURIComponent(greeting)}`

/**
 * Fixed bottom-right contact button. Phones get a WhatsApp chat, wider screens the contact page;
 * CSS picks one at 768 px so the right one shows before any JavaScript runs.
 */
export function FloatingContact() {
  return (
    <>
      <a
        href={whatsappHref}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat on WhatsApp"
        data-slot="floating-whatsapp"
        className="floating-button flex h-14 w-14 bg-[#1f7a4d] text-white focus-visible:outline-[#1f7a4d] md:hidden"
      >
        <Icon icon={simpleIconsWhatsapp} className="text-2xl" />
      </a>
      <a href="/contact" data-slot="floating-contact" className="floating-contact">
        <Icon icon={lucideMessageSquareText} className="text-lg" />
        Contact Us
      </a>
    </>
  )
}
