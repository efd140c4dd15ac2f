// https://vike.dev/Layout: the shell around every page.
import './styles.ts'
import type { ReactNode } from 'react'
import { ConsentDialog } from '../components/cookie-consent/ConsentDialog'
import { IntroScreen } from '../components/intro-screen/IntroScreen'
import { FloatingContact } from '../components/layout/FloatingContact'
import { SiteFooter } from '../components/layout/SiteFooter'
import { SiteChrome } from '../components/layout/SiteChrome'

/**
 * Rendered at build only: pages are HTML with no framework in the browser, where pages/+client.ts
 * adds the little behaviour the platform does not give and wakes the islands.
 */
export default function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      {/* First, so it is the first Tab stop on every page. */}
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      {/* Covers the page from the first paint on a session's first page; while it does, the page behind is inert. */}
      <IntroScreen />
      {/* Before the page, so its buttons come first in the tab order after the skip link. */}
      <ConsentDialog />
      <SiteChrome />
      {/* tabIndex lets the skip link move keyboard focus, not just the scroll position. */}
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter>
        <FloatingContact />
      </SiteFooter>
    </>
  )
}
