import { useEffect, useSyncExternalStore } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { site } from '../../content'
import { isAnalyticsLoaded, loadAnalytics } from './analytics'
import { ConsentDialog } from './ConsentDialog'
import { getConsent, subscribeToConsent } from './consent-store'
import { getDialogState, isConsentDialogOpen, subscribeToDialog } from './dialog-state'

/** Loads analytics once the visitor consents, and stops it when they withdraw. */
function useAnalytics(consented: boolean) {
  useEffect(() => {
    if (!site.analytics) return
    if (consented) loadAnalytics(site.analytics)
    // A running script cannot be unloaded: reload, so the page carries on without it.
    else if (isAnalyticsLoaded()) window.location.reload()
  }, [consented])
}

/** In the prerendered HTML and while React hydrates it, whether a choice is stored is not known. */
const notKnownYet = () => undefined

/**
 * The cookie consent dialog and what consent governs, mounted once by the layout. The dialog's
 * main view is in every prerendered page, for CSS to show from the first paint where the head
 * script found no choice stored (consent-pending.ts), with or without React; without JavaScript it
 * stays hidden. Hydration renders the same, then React decides: it removes the dialog for a visitor
 * who has chosen (it was hidden already), or takes it over, unchanged on screen.
 */
export function CookieConsent() {
  const consent = useSyncExternalStore(subscribeToConsent, getConsent, notKnownYet)
  const dialog = useSyncExternalStore(subscribeToDialog, getDialogState, getDialogState)
  const { urlPathname } = usePageContext()
  useAnalytics(consent?.analytics === true)

  if (!isConsentDialogOpen(dialog, !!consent, urlPathname)) return null
  return <ConsentDialog prerendered={consent === undefined} />
}
