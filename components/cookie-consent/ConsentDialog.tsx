import { type ComponentProps, type ReactNode, useId, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react'
import { flushSync } from 'react-dom'
import { site } from '../../content'
import { CONSENT_OPEN_ATTRIBUTE } from './consent-pending'
import { acceptAll, type ConsentChoice, denyAll, getConsent, saveConsent } from './consent-store'
import { closeConsentDialog, getDialogState, setAsideConsentDialog, subscribeToDialog } from './dialog-state'
import { Icon } from '../ui/Icon'
import { lucideArrowLeft, lucideCookie, lucideSlidersHorizontal } from '../ui/icons'

/** Custom property holding the open dialog's height; the page reserves it (renderer/global.css). */
const heightProperty = '--cookie-consent-height'

// Accept and Deny share one style and size: refusing must be as prominent as accepting (ICO).
const choiceButton = 'btn-light min-w-36'
const secondaryButton = 'btn-outline-light'

/** A policy link: following it closes the dialog while the visitor reads the policy (SPEC §2). */
function PolicyLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      onClick={() => setAsideConsentDialog(href)}
      className="font-medium text-brass-300 underline decoration-brass-300/60 underline-offset-4 hover:decoration-2 focus-visible:outline-brass-300"
    >
      {children}
    </a>
  )
}

/** One kind of cookie with its switch. A native checkbox, so keyboards and screen readers get a real control. */
function Category({ title, description, state, ...input }: { title: string; description: string; state: string } & ComponentProps<'input'>) {
  const id = useId()
  return (
    <li className="border-t border-paper/15 py-3.5 lg:rounded-sm lg:border lg:bg-ink-950/40 lg:p-5">
      <div className="flex items-center justify-between gap-4">
        <label htmlFor={id} className="font-semibold text-paper">
          {title}
        </label>
        <div className="flex shrink-0 items-center gap-3">
          {/* The state in words, not only the knob's position and colour (WCAG 1.4.1); the switch itself announces it. */}
          <span className="text-xs font-semibold uppercase tracking-wider text-paper-300" aria-hidden="true">
            {state}
          </span>
          <span className="relative inline-flex h-7 w-12">
            <input
              id={id}
              type="checkbox"
              role="switch"
              aria-describedby={`${id}-description`}
              className="peer absolute inset-0 z-10 m-0 h-full w-full cursor-pointer appearance-none rounded-full opacity-0 disabled:cursor-not-allowed"
              {...input}
            />
            <span
              className="absolute inset-0 rounded-full border-2 border-paper-300 bg-ink-800 transition-colors peer-checked:border-brass-300 peer-checked:bg-brass-300 peer-focus-visible:outline peer-focus-visible:outline-3 peer-focus-visible:outline-offset-3 peer-focus-visible:outline-brass-300 peer-disabled:border-paper-300/70 peer-disabled:bg-paper-300/70"
              aria-hidden="true"
            />
            <span
              className="absolute left-1 top-1 h-5 w-5 rounded-full bg-paper-300 transition-transform peer-checked:translate-x-5 peer-checked:bg-ink-900"
              aria-hidden="true"
            />
          </span>
        </div>
      </div>
      <p id={`${id}-description`} className="mt-1 text-sm leading-relaxed text-paper-300">
        {description}
      </p>
    </li>
  )
}

/**
 * The cookie consent dialog (SPEC §2, §4): a non-modal panel fixed to the bottom of the window.
 * See README.md for the accessibility decisions. `prerendered`: rendered before anyone knows
 * whether a choice is stored (the prerendered HTML, and hydrating it): CSS shows it only where the
 * head script found none (consent-pending.ts), and it does nothing to the page until React knows.
 */
export function ConsentDialog({ prerendered = false }: { prerendered?: boolean }) {
  const { requests } = useSyncExternalStore(subscribeToDialog, getDialogState, getDialogState)
  const [view, setView] = useState<'main' | 'customise'>('main')
  // The switches start from the stored choice when changing it, otherwise off (SPEC §3).
  const [choice, setChoice] = useState<ConsentChoice>(() => {
    const stored = getConsent()
    return stored ? { analytics: stored.analytics, marketing: stored.marketing } : denyAll
  })
  const dialogRef = useRef<HTMLDivElement>(null)
  const customiseRef = useRef<HTMLButtonElement>(null)
  const returnFocusTo = useRef<Element | null>(null)
  const shownSinceFirstPaint = useRef(prerendered)
  const headingId = useId()
  const textId = useId()

  // Focus moves into the dialog when it opens, and again when 'Change cookie preferences' is pressed
  // while it is open. The dialog itself takes focus, not a button, so no answer is preselected and
  // a screen reader announces its name and text first. Shown since the first paint, it opens for
  // React only at the visitor's first interaction (hydration waits for it): if they have put focus
  // somewhere by then, it stays there rather than being pulled away.
  useLayoutEffect(() => {
    if (prerendered) return
    const dialog = dialogRef.current!
    const focused = document.activeElement
    if (!dialog.contains(focused)) returnFocusTo.current = focused
    const focusPlaced = shownSinceFirstPaint.current && focused !== null && focused !== document.body
    shownSinceFirstPaint.current = false
    if (!focusPlaced) dialog.focus({ preventScroll: true })
  }, [requests, prerendered])

  // The page reserves the dialog's height at its bottom, so the dialog never covers the end of the
  // page or the element with focus (WCAG 2.4.11, Focus Not Obscured); see renderer/global.css. It
  // takes a script, so it starts when React hydrates, at the first key, focus or scroll: the first
  // Tab stops are the dialog's own, since it comes first in the page.
  useLayoutEffect(() => {
    if (prerendered) return
    const dialog = dialogRef.current!
    const root = document.documentElement
    const reserve = () => root.style.setProperty(heightProperty, `${dialog.getBoundingClientRect().height}px`)
    reserve()
    root.setAttribute(CONSENT_OPEN_ATTRIBUTE, 'open')
    const observer = new ResizeObserver(reserve)
    observer.observe(dialog)
    // Browsers scroll a newly focused element only until part of it shows; bring all of it above
    // the dialog (scrollIntoView honours the reserved scroll-padding-bottom).
    const revealFocused = (event: FocusEvent) => {
      const target = event.target
      if (target instanceof Element && !dialog.contains(target)) target.scrollIntoView({ block: 'nearest', inline: 'nearest' })
    }
    document.addEventListener('focusin', revealFocused)
    return () => {
      document.removeEventListener('focusin', revealFocused)
      observer.disconnect()
      root.style.removeProperty(heightProperty)
      // Also the head script's, if the dialog has been open since the first paint.
      root.removeAttribute(CONSENT_OPEN_ATTRIBUTE)
    }
  }, [prerendered])

  function showView(next: typeof view) {
    flushSync(() => setView(next))
    // The pressed button is gone: the new view's dialog name is announced, or 'Back' returns to where the visitor was.
    if (next === 'customise') dialogRef.current?.focus({ preventScroll: true })
    else customiseRef.current?.focus()
  }

  function choose(next: ConsentChoice) {
    // Back to where the visitor was before the dialog took focus; on a fresh page, the main content.
    const target = returnFocusTo.current
    if (target instanceof HTMLElement && target !== document.body && target.isConnected) target.focus()
    else document.getElementById('main')?.focus({ preventScroll: true })
    saveConsent(next)
    closeConsentDialog()
  }

  const policyText = (
    <>
      Read more in our <PolicyLink href="/cookies">cookie policy</PolicyLink> and <PolicyLink href="/privacy">privacy policy</PolicyLink>.
    </>
  )

  return (
    // Escape does nothing here on purpose: the dialog closes only with a choice (or a policy link).
    <div
      ref={dialogRef}
      role="dialog"
      aria-labelledby={headingId}
      aria-describedby={textId}
      tabIndex={-1}
      data-slot="cookie-consent"
      data-view={view}
      data-prerendered={prerendered ? '' : undefined}
      className="fixed inset-x-0 bottom-0 z-50 max-h-[85svh] overflow-y-auto border-t-4 border-brass-500 bg-ink-900 text-paper shadow-[0_-16px_48px_rgb(8_17_30_/_0.28)] outline-none"
    >
      {view === 'main' ? (
        <div className="container grid gap-5 py-5 sm:py-7 lg:grid-cols-[1fr_auto] lg:items-center lg:gap-14">
          <div className="max-w-3xl">
            <h2 id={headingId} className="flex items-center gap-3 font-serif text-lg font-semibold leading-snug sm:text-2xl">
              <Icon icon={lucideCookie} className="shrink-0 text-brass-300" />
              Cookies on {site.name}
            </h2>
            <p id={textId} className="mt-2.5 text-sm leading-relaxed text-paper-200">
              We use essential cookies to make this website work. With your agreement, we would also like to use analytics cookies to
              understand how the site is used, and marketing cookies. You can change your choice at any time. {policyText}
            </p>
          </div>
          <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap lg:flex-nowrap">
            <button type="button" className={choiceButton} onClick={() => choose(acceptAll)}>
              Accept All
            </button>
            <button type="button" className={choiceButton} onClick={() => choose(denyAll)}>
              Deny All
            </button>
            <button ref={customiseRef} type="button" className={`${secondaryButton} col-span-2`} onClick={() => showView('customise')}>
              <Icon icon={lucideSlidersHorizontal} />
              Customize Preferences
            </button>
          </div>
        </div>
      ) : (
        <div className="container py-5 sm:py-7">
          <h2 id={headingId} className="flex items-center gap-3 font-serif text-lg font-semibold leading-snug sm:text-2xl">
            <Icon icon={lucideCookie} className="shrink-0 text-brass-300" />
            Cookie preferences
          </h2>
          <p id={textId} className="mt-2.5 max-w-3xl text-sm leading-relaxed text-paper-200">
            Choose which optional cookies we may use. {policyText}
          </p>
          <ul className="mt-3 border-b border-paper/15 lg:mt-5 lg:grid lg:grid-cols-3 lg:gap-3 lg:border-b-0">
            <Category
              title="Essential cookies"
              description="Make the website work and remember your cookie choices, so they cannot be switched off."
              state="Always on"
              checked
              disabled
              readOnly
            />
            <Category
              title="Analytics cookies"
              description="Show us how visitors use the website, so we can improve it."
              state={choice.analytics ? 'On' : 'Off'}
              checked={choice.analytics}
              onChange={(event) => setChoice({ ...choice, analytics: event.currentTarget.checked })}
            />
            <Category
              title="Marketing cookies"
              description="Let third parties measure advertising and show you relevant adverts elsewhere."
              state={choice.marketing ? 'On' : 'Off'}
              checked={choice.marketing}
              onChange={(event) => setChoice({ ...choice, marketing: event.currentTarget.checked })}
            />
          </ul>
          <div className="mt-5 grid grid-cols-[auto_1fr] gap-3 sm:flex sm:justify-end">
            <button type="button" className={secondaryButton} onClick={() => showView('main')}>
              <Icon icon={lucideArrowLeft} />
              Back
            </button>
            <button type="button" className={choiceButton} onClick={() => choose(choice)}>
              Save Preferences
            </button>
          </div>
        </div>
      )}
    </div>
  )
}
