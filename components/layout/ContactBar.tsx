import { site } from '#content'
import { Icon } from '../ui/Icon'
import { lucideMail, lucidePhone } from '../ui/icons'

/** The slim bar above the header: the quickest ways to get in touch. */
export function ContactBar() {
  return (
    <div className="bg-ink-950 text-paper-200 text-xs sm:text-sm">
      <div className="container flex h-9 items-center justify-between gap-4">
        <p className="hidden md:block">{`${site.tagline} · ${site.address.locality}, ${site.address.county}`}</p>
        <div className="flex w-full items-center justify-between gap-5 md:w-auto md:justify-end">
          <a href={`tel:${site.phone.international}`} className="inline-flex items-center gap-2 hover:text-brass-300">
            <Icon icon={lucidePhone} />
            <span>{site.phone.display}</span>
          </a>
          <a href={`mailto:${site.email}`} className="inline-flex items-center gap-2 hover:text-brass-300">
            <Icon icon={lucideMail} />
            <span>{site.email}</span>
          </a>
        </div>
      </div>
    </div>
  )
}
