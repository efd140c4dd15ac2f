import { usePageContext } from 'vike-react/usePageContext'
import { useScrolledPast } from '../hooks/useScrolledPast'
import { ContactBar } from './ContactBar'
import { SiteHeader } from './SiteHeader'

/**
 * The contact bar and header. On the home page they stay out of the way of the full-height hero
 * and slide in once the visitor has scrolled past one viewport height; elsewhere they always show.
 * Hidden means `visibility: hidden` too, so the header's links leave the tab order while unseen.
 */
export function SiteChrome() {
  const { urlPathname } = usePageContext()
  const home = urlPathname === '/'
  const revealed = useScrolledPast(() => window.innerHeight, home)

  if (!home) {
    return (
      <>
        <ContactBar />
        <SiteHeader />
      </>
    )
  }
  return (
    <div
      data-slot="home-chrome"
      data-revealed={revealed}
      className="fixed inset-x-0 top-0 z-40 shadow-lg shadow-ink-950/10 transition-[transform,visibility] duration-300 motion-reduce:transition-none"
    >
      <ContactBar />
      <SiteHeader />
    </div>
  )
}
