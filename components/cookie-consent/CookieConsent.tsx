import './cookie-consent.css'
import { ConsentDialog } from './ConsentDialog'

/**
 * The cookie consent dialog, placed once by the layout. Everything it governs (storing the choice,
 * loading analytics once consented) is done by its inline script (consent-dialog-script.ts).
 */
export function CookieConsent() {
  return <ConsentDialog />
}
