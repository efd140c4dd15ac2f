import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { site } from '../../content'
import { isAnalyticsLoaded, loadAnalytics } from './analytics'
import { getConsent, getServerConsent, subscribeToConsent } from './consent-store'
import { getDialogState, isConsentDialogOpen, subscribeToDialog } from './dialog-state'
import { useHydrated } from './use-hydrated'

// Its own chunk, fetched after hydration and only when the dialog shows: it never delays the first
// paint, and visitors who have chosen never download it.
const ConsentDialog = lazy(() => import('./ConsentDialog'))

/** Loads analytics once the visitor consents, and stops it when they withdraw. */
function useAnalytics(consented: boolean) {
  useEffect(() => {
    if (!site.analytics) return
    if (consented) loadAnalytics(site.analytics)
    // A running script cannot be unloaded: reload, so the page carries on without it.
    else if (isAnalyticsLoaded()) window.location.reload()
  }, [consented])
}

/**
 * The cookie consent dialog and what consent governs, mounted once by the layout. Renders nothing
 * in the prerendered HTML: without JavaScript nothing optional is ever set, so there is nothing to ask.
 */
export function CookieConsent() {
  const hydrated = useHydrated()
  const consent = useSyncExternalStore(subscribeToConsent, getConsent, getServerConsent)
  const dialog = useSyncExternalStore(subscribeToDialog, getDialogState, getDialogState)
  const { urlPathname } = usePageContext()
  useAnalytics(consent?.analytics === true)

  if (!hydrated || !isConsentDialogOpen(dialog, consent !== null, urlPathname)) return null
  return (
    <Suspense>
      <ConsentDialog />
    </Suspense>
  )
}
