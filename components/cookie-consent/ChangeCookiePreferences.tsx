import { reopenConsentDialog } from './dialog-state'
import { useHydrated } from './use-hydrated'
import { Icon } from '../ui/Icon'
import { lucideCookie } from '../ui/icons'

/**
 * Reopens the cookie consent dialog, so withdrawing consent is as easy as giving it (UK GDPR
 * Art. 7(3)). Styled for a dark band. Without JavaScript nothing is ever stored, so a note says
 * so instead of showing a button that cannot work; the wrapper keeps the button's height, so
 * nothing moves when the button replaces it.
 */
export function ChangeCookiePreferences({ className = '' }: { className?: string }) {
  const hydrated = useHydrated()
  return (
    <div className={`min-h-11 ${className}`} data-slot="change-cookie-preferences">
      {hydrated ? (
        <button type="button" aria-haspopup="dialog" onClick={reopenConsentDialog} className="btn-outline-light">
          <Icon icon={lucideCookie} className="text-base" />
          Change cookie preferences
        </button>
      ) : (
        <noscript>
          <p className="max-w-xl text-sm leading-relaxed text-paper-300">
            JavaScript is switched off, so this website stores no cookie choice and sets no optional cookies.
          </p>
        </noscript>
      )}
    </div>
  )
}
