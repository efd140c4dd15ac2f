// What the inline script in the page head, the dialog's script and its markup agree on.
import { consentStorageKey } from './consent-store'

/**
 * Attribute on <html>, `open` while the dialog shows. The head script sets it when no choice is
 * stored, so CSS shows the prerendered dialog from the first paint; the dialog's script
 * (consent-dialog-script.ts) removes it when a choice is made and sets it when the visitor asks to
 * change their choice. The floating contact button makes way while it is set (renderer/global.css).
 */
export const CONSENT_OPEN_ATTRIBUTE = 'data-cookie-consent'

/**
 * Session storage key: the path of the policy page opened from a link in the dialog. That page
 * view shows the policy without the dialog, so it can be read; the next page asks again.
 */
export const SET_ASIDE_KEY = 'cookie-consent-set-aside'

/**
 * Runs in the head before first paint, so a visitor who has not chosen sees the dialog at once,
 * and one who has never sees it, not even for a frame. It decides as `getConsent` does
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
  `if(!(c&&c.accepted===true&&b(c.analytics)&&b(c.marketing))&&s!==location.pathname)document.documentElement.setAttribute('${CONSENT_OPEN_ATTRIBUTE}','open')})();`

/** The attributes by which the dialog's script (consent-dialog-script.ts) finds its parts in the markup (ConsentDialog.tsx). */
export const consentHooks = {
  view: 'data-consent-view',
  action: 'data-consent-action',
  category: 'data-consent-category',
  state: 'data-consent-state',
  policy: 'data-consent-policy',
  /** On the dialog: the analytics provider to load once consented (content/site.yaml), as JSON. */
  analytics: 'data-analytics',
  /** On a 'Change cookie preferences' button anywhere in the page. */
  reopen: 'data-consent-reopen',
} as const

export type ConsentAction = 'accept' | 'deny' | 'customise' | 'back' | 'save'
