// Cookie consent (accepted, essential, analytics, marketing) as the site stores it, for specs of a visitor who chose.
import type { BrowserContextOptions } from '@playwright/test'
import { consentStorageKey, storedConsent } from '../../../components/cookie-consent/consent-store.ts'

/** The localStorage key of the consent record, named for the product's cookie consent. */
export const consentKey = consentStorageKey

/** The stored record for a choice, exactly as the site writes it. */
export const consentRecord = (analytics: boolean, marketing: boolean) => storedConsent({ analytics, marketing })

/**
 * Browser storage of a visitor who has answered the cookie consent dialog (everything optional
 * refused), so specs about other things see pages without the dialog. playwright.config.ts makes
 * it every spec's default; cookie-consent.spec.ts starts from empty storage instead.
 */
export function storageWithConsent(origin: string): Exclude<BrowserContextOptions['storageState'], string | undefined> {
  return {
    cookies: [],
    origins: [{ origin, localStorage: [{ name: consentKey, value: consentRecord(false, false) }] }],
  }
}
