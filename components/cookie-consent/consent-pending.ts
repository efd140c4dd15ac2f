// The cookie consent part of the page head's inline script (shell/head-script.ts).
import { CONSENT_OPEN_ATTRIBUTE, SET_ASIDE_KEY } from './consent-attributes'
import { getConsent } from './consent-store'

/**
 * Runs in the head before first paint, so a visitor who has chosen never sees the dialog, not even
 * for a frame; for one who has not, it marks the dialog pending, and the dialog's own script shows
 * it. It asks the consent store itself (`getConsent`), so storage that throws or a record it cannot
 * read counts as no choice (the dialog then asks, and keeps the answer for the page). A policy page
 * opened from the dialog is read without it, once. Without JavaScript it never runs and the dialog
 * stays hidden: nothing optional is ever set, so there is nothing to ask.
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
