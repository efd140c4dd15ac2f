// The cookie consent part of the inline head script (renderer/Head.tsx). Only the head imports
// this module: the dialog's own inline script takes the names it shares with it from
// consent-hooks.ts, so this string is not in every page twice.
import { CONSENT_OPEN_ATTRIBUTE, SET_ASIDE_KEY } from './consent-hooks'
import { consentStorageKey } from './consent-store'

/**
 * Runs in the head before first paint, so a visitor who has chosen never sees the dialog, not even
 * for a frame; for one who has not, it marks the dialog pending, and the dialog's own script shows it. It decides as `getConsent` does
 * (consent-store.ts): anything but a record with `accepted: true` and boolean optional fields
 * counts as no choice, and so does storage that throws (the dialog then asks, and keeps the answer
 * for the page). consent-pending.test.ts holds the two to the same cases. A policy page opened from
 * the dialog is read without it, once. Without JavaScript it never runs and the dialog stays
 * hidden: nothing optional is ever set, so there is nothing to ask.
 */
export const consentPendingScript =
  `(function(){var c,s;function b(v){return v===void 0||typeof v=='boolean'}` +
  `try{c=JSON.parse(localStorage.getItem('${consentStorageKey}'))}catch(e){}` +
  `try{s=sessionStorage.getItem('${SET_ASIDE_KEY}');sessionStorage.removeItem('${SET_ASIDE_KEY}')}catch(e){}` +
  `if(!(c&&c.accepted===true&&b(c.analytics)&&b(c.marketing))&&s!==location.pathname)document.documentElement.setAttribute('${CONSENT_OPEN_ATTRIBUTE}','pending')})();`
