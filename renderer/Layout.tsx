// https://vike.dev/Layout: the shell around every page.
import '@unocss/reset/tailwind.css'
import 'virtual:uno.css'
import '@fontsource-variable/inter/wght.css'
import '@fontsource-variable/fraunces/wght.css'
import './global.css'
import { type ReactNode, Suspense } from 'react'
import { CookieConsent } from '../components/cookie-consent/CookieConsent'
import { IntroScreen } from '../components/intro-screen/IntroScreen'
import { FloatingContact } from '../components/layout/FloatingContact'
import { SiteFooter } from '../components/layout/SiteFooter'
import { ScrollToTop } from '../components/layout/ScrollToTop'
import { SiteChrome } from '../components/layout/SiteChrome'

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      {/* First, so it covers the page from the first paint and Tab goes on to the skip link after it. */}
      <IntroScreen />
      <ScrollToTop />
      <CookieConsent />
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <SiteChrome />
      {/* tabIndex lets the skip link move keyboard focus, not just the scroll position. */}
      <main id="main" tabIndex={-1} className="outline-none">
        {/* Suspense boundaries let React hydrate the page's bulk after the shell, in slices of a few
            milliseconds that leave the browser free to respond (selective hydration), rather than
            in one long task; a click on a part not yet hydrated hydrates that part first. */}
        <Suspense>{children}</Suspense>
      </main>
      <Suspense>
        <SiteFooter />
      </Suspense>
      <FloatingContact />
    </>
  )
}
