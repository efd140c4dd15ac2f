// The cookie consent part of the page head's inline script (shell/head-script.ts).
import { CONSENT_OPEN_ATTRIBUTE, SET_ASIDE_KEY } from './consent-attributes'
import { getConsent } from './consent-store'

/**
 * Runs in the head before first paint, so a visitor who has chosen never sees the dialog, not even for a frame:
 * see README.md, "How it shows and closes".
 */
export function markConsentPending() {
  let setAside: string | null = null
  try {
    setAside = sessionStorage.getItem(SET_ASIDE_KEY)
    sessionStorage.removeItem(SET_ASIDE_KEY)
  } catch {
    // Session storage refused: nothing was set aside.
  }
  if (!getConsent() && setAside !== location.pathname)
    document.documentElement.setAttribute(CONSENT_OPEN_ATTRIBUTE, 'pending')
}
