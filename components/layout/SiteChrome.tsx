import './site-chrome.css'
import { usePageContext } from 'vike-react/usePageContext'
import { ContactBar } from './ContactBar'
import { SiteHeader } from './SiteHeader'

/**
 * The contact bar and header, one banner landmark. Elsewhere than the home page it is sticky with
 * the contact bar's height above the top, so the bar scrolls away and the header stays. On the home
 * page they keep out of the way of the full-height hero and slide in once the visitor has scrolled
 * past one viewport height (scroll-state.ts, from the page's script, sets `data-revealed`); hidden means
 * `visibility: hidden` too, so the header's links leave the tab order while unseen.
 */
export function SiteChrome() {
  const { urlPathname } = usePageContext()
  const home = urlPathname === '/'
  return (
    <header
      data-slot={home ? 'home-chrome' : 'site-chrome'}
      data-revealed={home ? 'false' : undefined}
      className={home ? 'home-chrome' : 'sticky -top-9 z-40'}
    >
      <ContactBar />
      <SiteHeader />
    </header>
  )
}
