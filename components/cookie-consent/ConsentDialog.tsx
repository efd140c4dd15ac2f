import './cookie-consent.css'
import type { ReactNode } from 'react'
import { pages, site } from '#content'
import consentDialogScript from './consent-dialog-script.ts?inline-script'
import { type ConsentAction, consentAttributes, CONSENT_SLOT } from './consent-attributes'
import { Icon } from '../ui/Icon'
import { lucideArrowLeft, lucideCookie, lucideSlidersHorizontal } from '../ui/icons'

// Accept and Deny share one style and size: refusing must be as prominent as accepting (ICO).
const choiceButton = 'btn-light min-w-36'
const secondaryButton = 'btn-outline-light'

const copy = pages.cookieDialog

const action = (name: ConsentAction) => ({ [consentAttributes.action]: name })

/** A view's heading: it names the dialog while that view shows, and the paragraph right after it describes it. */
function Heading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="flex items-center gap-3 font-serif text-lg font-semibold leading-snug sm:text-2xl">
      <Icon icon={lucideCookie} className="shrink-0 text-brass-300" />
      {children}
    </h2>
  )
}

/** A policy link: following it closes the dialog while the visitor reads the policy. */
function PolicyLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} {...{ [consentAttributes.policy]: '' }} className="consent-link">
      {children}
    </a>
  )
}

const policyText = (
  <>
    Read more in our <PolicyLink href="/cookies">cookie policy</PolicyLink> and{' '}
    <PolicyLink href="/privacy">privacy policy</PolicyLink>.
  </>
)

/**
 * One kind of cookie with its switch. A native checkbox, so keyboards and screen readers get a real control.
 * Essential is always on; the others start off and are found by the script through their category.
 */
function Category({ name }: { name: 'essential' | 'analytics' | 'marketing' }) {
  const id = `cookie-${name}`
  const essential = name === 'essential'
  return (
    <li className="consent-category">
      <div className="flex items-center justify-between gap-4">
        <label htmlFor={id} className="font-semibold text-paper">
          {copy[name].title}
        </label>
        <div className="flex shrink-0 items-center gap-3">
          {/* The state in words, not only knob position and colour (WCAG 1.4.1); the switch itself announces it. */}
          <span
            className="text-xs font-semibold uppercase tracking-wider text-paper-300"
            aria-hidden="true"
            {...{ [consentAttributes.state]: '' }}
          >
            {essential ? 'Always on' : 'Off'}
          </span>
          <span className="relative inline-flex h-7 w-12">
            <input
              id={id}
              type="checkbox"
              // biome-ignore lint/a11y/useAriaPropsForRole: a checkbox states its own checked state.
              role="switch"
              aria-describedby={`${id}-description`}
              className="peer switch-input"
              {...(essential ? { checked: true, disabled: true } : { [consentAttributes.category]: name })}
            />
            <span className="switch-track" aria-hidden="true" />
            <span className="switch-knob" aria-hidden="true" />
          </span>
        </div>
      </div>
      <p id={`${id}-description`} className="mt-1 text-sm leading-relaxed text-paper-300">
        {copy[name].description}
      </p>
    </li>
  )
}

/**
 * The cookie consent dialog, placed once by the layout, with its inline script right after it
 * (consent-dialog-script.ts). How it shows, and its accessibility decisions: README.md.
 */
export function ConsentDialog() {
  return (
    <>
      {/* Escape does nothing here on purpose: the dialog closes only with a choice (or a policy link). */}
      <div
        role="dialog"
        aria-labelledby="cookie-consent-title"
        aria-describedby="cookie-consent-text"
        tabIndex={-1}
        data-slot={CONSENT_SLOT}
        {...(site.analytics && { [consentAttributes.analytics]: JSON.stringify(site.analytics) })}
        className="consent-panel"
      >
        <div
          {...{ [consentAttributes.view]: 'main' }}
          className="container grid gap-5 py-5 sm:py-7 lg:grid-cols-[1fr_auto] lg:items-center lg:gap-14"
        >
          <div className="max-w-3xl">
            <Heading id="cookie-consent-title">{`Cookies on ${site.name}`}</Heading>
            <p id="cookie-consent-text" className="mt-2.5 text-sm leading-relaxed text-paper-200">
              {`${copy.intro} `}
              {policyText}
            </p>
          </div>
          <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap lg:flex-nowrap">
            <button type="button" className={choiceButton} {...action('accept')}>
              Accept All
            </button>
            <button type="button" className={choiceButton} {...action('deny')}>
              Deny All
            </button>
            <button type="button" className={`${secondaryButton} col-span-2`} {...action('customise')}>
              <Icon icon={lucideSlidersHorizontal} />
              Customize Preferences
            </button>
          </div>
        </div>
        <div {...{ [consentAttributes.view]: 'customise' }} hidden className="container py-5 sm:py-7">
          <Heading id="cookie-preferences-title">Cookie preferences</Heading>
          <p id="cookie-preferences-text" className="mt-2.5 max-w-3xl text-sm leading-relaxed text-paper-200">
            {`${copy.preferencesIntro} `}
            {policyText}
          </p>
          <ul className="mt-3 border-b border-paper/15 lg:mt-5 lg:grid lg:grid-cols-3 lg:gap-3 lg:border-b-0">
            <Category name="essential" />
            <Category name="analytics" />
            <Category name="marketing" />
          </ul>
          <div className="mt-5 grid grid-cols-[auto_1fr] gap-3 sm:flex sm:justify-end">
            <button type="button" className={secondaryButton} {...action('back')}>
              <Icon icon={lucideArrowLeft} />
              Back
            </button>
            <button type="button" className={choiceButton} {...action('save')}>
              Save Preferences
            </button>
          </div>
        </div>
      </div>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own script (consent-dialog-script.ts). */}
      <script dangerouslySetInnerHTML={{ __html: consentDialogScript }} />
    </>
  )
}
