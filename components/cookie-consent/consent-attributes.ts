// What the head script (consent-pending.ts), the dialog's markup (ConsentDialog.tsx) and its inline
// script (consent-dialog-script.ts) agree on. Kept apart from the head script's source text, so the
// dialog's script, which is inlined in every page, does not carry that string as well.

/**
 * Attribute on <html>: `pending` from the head script while no choice is stored, `open` (which CSS shows) once the
 * dialog's script has run: see README.md, "How it shows and closes".
 */
export const CONSENT_OPEN_ATTRIBUTE = 'data-cookie-consent'

/** Session storage key: the path of the policy page opened from a link in the dialog (README.md, "Policy links"). */
export const SET_ASIDE_KEY = 'cookie-consent-set-aside'

/** The dialog's `data-slot`, by which its script finds it. */
export const CONSENT_SLOT = 'cookie-consent'

/** The attributes by which the dialog's script finds its parts in the markup. */
export const consentAttributes = {
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
