// Cookie consent (accepted, essential, analytics, marketing) as the site stores it, for specs of a visitor who chose.
import { consentStorageKey, storedConsent } from '../../../components/cookie-consent/consent-store.ts'

/** The localStorage key of the consent record, named for the product's cookie consent. */
export const consentKey = consentStorageKey

/** The stored record for a choice, exactly as the site writes it. */
export const consentRecord = (analytics: boolean, marketing: boolean) => storedConsent({ analytics, marketing })
