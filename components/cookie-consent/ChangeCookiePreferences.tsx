import { pages } from '#content'
import { consentAttributes } from './consent-attributes'
import { Icon } from '../ui/Icon'
import { lucideCookie } from '../ui/icons'

/**
 * Reopens the cookie consent dialog, so withdrawing consent is as easy as giving it (UK GDPR Art. 7(3)). Styled for
 * a dark band. Without JavaScript a note takes its place (CSS hides the button: cookie-consent.css).
 */
export function ChangeCookiePreferences({ className = '' }: { className?: string }) {
  return (
    <div className={`min-h-11 ${className}`} data-slot="change-cookie-preferences">
      <button
        type="button"
        aria-haspopup="dialog"
        className="btn-outline-light"
        {...{ [consentAttributes.reopen]: '' }}
      >
        <Icon icon={lucideCookie} className="text-base" />
        Change cookie preferences
      </button>
      <noscript>
        <p className="max-w-xl text-sm leading-relaxed text-paper-300">{pages.cookieDialog.withoutJavaScript}</p>
      </noscript>
    </div>
  )
}
