import './site-chrome.css'
import { usePageContext } from 'vike-react/usePageContext'
import { ContactBar } from './ContactBar'
import { SiteHeader } from './SiteHeader'

/**
 * The contact bar and header, one banner landmark. Elsewhere than the home page it is sticky with
 * the contact bar's height above the top, so the bar scrolls away and the header stays. On the home
 * page it slides in once the hero is scrolled past (header-reveal.behaviour.ts sets `data-revealed`).
 */
export function SiteChrome() {
  const { urlPathname } = usePageContext()
  const home = urlPathname === '/'
  return (
    <header
      data-slot={home ? 'home-chrome' : 'site-chrome'}
      data-revealed={home ? 'false' : undefined}
      data-behaviour={home ? 'header-reveal' : undefined}
      className={home ? 'home-chrome' : 'sticky -top-9 z-40'}
    >
      <ContactBar />
      <SiteHeader />
    </header>
  )
}
