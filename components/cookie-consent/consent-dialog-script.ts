// The cookie consent dialog's behaviour, inlined right after its markup (ConsentDialog.tsx) in every page, so its
// buttons answer from the first paint: see README.md, "Why an inline script, not React".
import { isAnalyticsLoaded, loadAnalytics, type AnalyticsConfig } from './analytics'
import {
  type ConsentAction,
  consentAttributes,
  CONSENT_OPEN_ATTRIBUTE,
  CONSENT_SLOT,
  SET_ASIDE_KEY,
} from './consent-attributes'
import { acceptAll, type ConsentChoice, denyAll, getConsent, saveConsent, subscribeToConsent } from './consent-store'
import { INTRO_PENDING_CLASS } from '../intro-screen/intro-pending'
import { whenActivated } from '../page-loading/activation'

/** Custom property holding the open dialog's height; the page reserves it (shell/global.css). */
const heightProperty = '--cookie-consent-height'

// The parts are looked up unguarded (`!`): the markup right before this script renders them, and a named error for
// each (requiredElement) took every page past its JavaScript budget (tests/build/budget.test.ts).
const root = document.documentElement
const dialog = document.querySelector<HTMLElement>(`[data-slot="${CONSENT_SLOT}"]`)!
const views = {
  main: dialog.querySelector<HTMLElement>(`[${consentAttributes.view}="main"]`)!,
  customise: dialog.querySelector<HTMLElement>(`[${consentAttributes.view}="customise"]`)!,
}
const switches = [...dialog.querySelectorAll<HTMLInputElement>(`[${consentAttributes.category}]`)]
const analytics: AnalyticsConfig | undefined = dialog.hasAttribute(consentAttributes.analytics)
  ? JSON.parse(dialog.getAttribute(consentAttributes.analytics)!)
  : undefined

let returnFocusTo: Element | null = null
let stopReserving: (() => void) | undefined

/** Shows one view; the dialog's name and description follow it: the view's heading and the text after it. */
function showView(name: keyof typeof views) {
  views.main.hidden = name !== 'main'
  views.customise.hidden = name !== 'customise'
  dialog.setAttribute('aria-labelledby', views[name].querySelector('h2')!.id)
  dialog.setAttribute('aria-describedby', views[name].querySelector('h2 + p')!.id)
}

/** The switches start from the stored choice when changing it, otherwise off. */
function showChoice(choice: ConsentChoice) {
  for (const input of switches) {
    input.checked = choice[input.getAttribute(consentAttributes.category) as keyof ConsentChoice]
    showState(input)
  }
}

function showState(input: HTMLInputElement) {
  input.closest('li')!.querySelector(`[${consentAttributes.state}]`)!.textContent = input.checked ? 'On' : 'Off'
}

/** The page reserves the dialog's height at its bottom (WCAG 2.4.11): see README.md, "Accessibility decisions". */
function reserveHeight(): () => void {
  const reserve = () => root.style.setProperty(heightProperty, `${dialog.getBoundingClientRect().height}px`)
  // Written in the next frame, not in the observer's own callback: the room made at the page's bottom can bring in
  // the page's scrollbar where scrollbars take room (Firefox on Linux, Windows), which narrows the dialog and so
  // changes its height again in the same frame; a change the observer cannot deliver in its frame is reported as an
  // error event ("ResizeObserver loop completed with undelivered notifications").
  let frame = 0
  const observer = new ResizeObserver(() => {
    cancelAnimationFrame(frame)
    frame = requestAnimationFrame(reserve)
  })
  observer.observe(dialog)
  // Browsers scroll a newly focused element only until part of it shows; bring all of it above
  // the dialog (scrollIntoView honours the reserved scroll-padding-bottom).
  const revealFocused = (event: FocusEvent) => {
    const target = event.target
    if (target instanceof Element && !dialog.contains(target))
      target.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  }
  document.addEventListener('focusin', revealFocused)
  return () => {
    document.removeEventListener('focusin', revealFocused)
    observer.disconnect()
    cancelAnimationFrame(frame)
    root.style.removeProperty(heightProperty)
  }
}

/** Opens the dialog; where focus goes, and why: README.md, "Accessibility decisions". */
function open({ takeFocus }: { takeFocus: boolean }) {
  const focused = document.activeElement
  if (!dialog.contains(focused)) returnFocusTo = focused
  showView('main')
  showChoice(getConsent() ?? denyAll)
  root.setAttribute(CONSENT_OPEN_ATTRIBUTE, 'open')
  stopReserving ??= reserveHeight()
  if (takeFocus) dialog.focus({ preventScroll: true })
}

/** Closes the dialog, focus inside it going back to where it was before, or to the main content (README.md). */
function close() {
  if (dialog.contains(document.activeElement)) {
    const target = returnFocusTo
    if (target instanceof HTMLElement && target !== document.body && target.isConnected) target.focus()
    else document.getElementById('main')?.focus({ preventScroll: true })
  }
  root.removeAttribute(CONSENT_OPEN_ATTRIBUTE)
  stopReserving?.()
  stopReserving = undefined
}

// A choice is stored; the store tells applyConsent below, which closes the dialog (here and in other tabs).
const actions: Record<ConsentAction, () => void> = {
  accept: () => saveConsent(acceptAll),
  deny: () => saveConsent(denyAll),
  save: () =>
    saveConsent(
      Object.fromEntries(
        switches.map((input) => [input.getAttribute(consentAttributes.category), input.checked]),
      ) as unknown as ConsentChoice,
    ),
  // The pressed button is gone: the new view's name is announced, or 'Back' returns to where the visitor was.
  customise: () => {
    showView('customise')
    dialog.focus({ preventScroll: true })
  },
  back: () => {
    showView('main')
    dialog.querySelector<HTMLElement>(`[${consentAttributes.action}="customise"]`)!.focus()
  },
}

dialog.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target : null
  const pressed = target?.closest(`[${consentAttributes.action}]`)
  if (pressed) return actions[pressed.getAttribute(consentAttributes.action) as ConsentAction]()
  // A policy link: the visitor reads the policy before choosing, so that page view shows it without the dialog.
  const policy = target?.closest<HTMLAnchorElement>(`[${consentAttributes.policy}]`)
  if (!policy) return
  try {
    sessionStorage.setItem(SET_ASIDE_KEY, policy.pathname)
  } catch {
    // Without session storage the policy page asks again; the visitor can still read it behind the dialog.
  }
  close()
})
dialog.addEventListener('change', (event) => {
  if (event.target instanceof HTMLInputElement && switches.includes(event.target)) showState(event.target)
})

// 'Change cookie preferences' (ChangeCookiePreferences.tsx): withdrawing consent is as easy as giving it.
document.addEventListener('click', (event) => {
  if (event.target instanceof Element && event.target.closest(`[${consentAttributes.reopen}]`))
    open({ takeFocus: true })
})

/** Analytics load once consented; a loaded script cannot be taken out, so withdrawing reloads the page without it. */
function applyConsent() {
  const consent = getConsent()
  if (consent && root.hasAttribute(CONSENT_OPEN_ATTRIBUTE)) close()
  if (!analytics) return
  if (consent?.analytics) loadAnalytics(analytics)
  else if (isAnalyticsLoaded()) location.reload()
}
// A prerendered page loads no analytics and shows no dialog until it is shown (README.md, "What consent governs").
whenActivated(() => {
  // A choice made in another tab applies here too.
  subscribeToConsent(applyConsent)
  applyConsent()
  // Pending (the head script found no choice): shown now that its markup is whole and its buttons
  // work. It takes focus unless the intro covers the page, whose Skip button is then the only thing to focus.
  if (root.hasAttribute(CONSENT_OPEN_ATTRIBUTE)) open({ takeFocus: !root.classList.contains(INTRO_PENDING_CLASS) })
})
