// What the inline script in the page head and the consent dialog agree on.
import { consentStorageKey } from './consent-store'

/**
 * Attribute on <html>, `open` while the dialog shows. The head script sets it when no choice is
 * stored, so CSS shows the prerendered dialog from the first paint, before React hydrates (which
 * waits for the visitor's first interaction); the dialog keeps it while open and removes it when
 * it closes (ConsentDialog.tsx). The floating contact button makes way while it is set
 * (renderer/global.css).
 */
export const CONSENT_OPEN_ATTRIBUTE = 'data-cookie-consent'

/**
 * Runs in the head before first paint, so a visitor who has not chosen sees the dialog at once,
 * and one who has never sees it, not even for a frame. It decides as `getConsent` does
 * (consent-store.ts), so React, once it knows, shows the same: anything but a record with
 * `accepted: true` and boolean optional fields counts as no choice, and so does storage that
 * throws (the dialog then asks, and keeps the answer for the page). consent-pending.test.ts holds
 * the two to the same cases. Without JavaScript it never runs and the dialog stays hidden: nothing
 * optional is ever set, so there is nothing to ask.
 */
export const consentPendingScript =
  `(function(){var c;function b(v){return v===void 0||typeof v=='boolean'}` +
  `try{c=JSON.parse(localStorage.getItem('${consentStorageKey}'))}catch(e){}` +
  `if(!(c&&c.accepted===true&&b(c.analytics)&&b(c.marketing)))document.documentElement.setAttribute('${CONSENT_OPEN_ATTRIBUTE}','open')})();`
