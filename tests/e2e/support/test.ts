// The suite's `test`. Three things hold for every spec:
// - The site runs under its real Content-Security-Policy (the local server sends dist/client/_headers),
//   and any violation fails the test: a script, style, request or form the policy would block in
//   production is a bug, whether or not the spec was looking at it.
// - Every page opens as in a browser session that has already seen the intro (shown once per session), so specs
//   about the site itself are not covered by it. Session storage cannot be set from the config, so
//   an init script sets it before each document's own scripts run. components/intro-screen/intro-screen.spec.ts
//   uses `firstVisitTest`, for a session's first page.
// - Every page opens as for a visitor who has answered the cookie consent dialog (everything optional refused), so the
//   dialog does not cover what a spec checks; a spec that gives its own `storageState`
//   (tests/e2e/support/consent-visits.ts: empty) starts from that instead. The record is written by an init
//   script, not by Playwright's `storageState`, which opens and loads an extra tab in every test's new context to
//   write it: a second or more on a busy machine.
import { test as base, expect } from '@playwright/test'
import { consentKey, consentRecord } from './consent.ts'

export * from '@playwright/test'

/** Chromium's own console message for a violation, and the one the init script below adds. */
const violationMessage = /Content Security Policy|^CSP violation/

/** Marks the context's storage as seeded, so the record is written once, as a stored choice would be there. */
const seededKey = 'e2e-consent-seeded'
const seededChoice = consentRecord(false, false)

/** Runs before each document's own scripts: stores the choice once per context, on the site's origin only. */
function storeConsent([origin, key, record, seeded]: string[]) {
  if (location.origin !== origin) return
  if (localStorage.getItem(seeded!)) return
  localStorage.setItem(key!, record!)
  localStorage.setItem(seeded!, 'yes')
}

export const firstVisitTest = base.extend<{ cspViolations: string[] }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  cspViolations: async ({}, use) => use([]),
  context: async ({ context, cspViolations, storageState, baseURL }, use) => {
    if (storageState === undefined)
      await context.addInitScript(storeConsent, [new URL(baseURL!).origin, consentKey, seededChoice, seededKey])
    // The event carries the directive and what was blocked, whatever the console says.
    await context.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(
          `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} ` +
            `(${event.sourceFile}:${event.lineNumber})`,
        ),
      ),
    )
    context.on('console', (message) => violationMessage.test(message.text()) && cspViolations.push(message.text()))
    await use(context)
    expect(cspViolations, 'Content-Security-Policy violations').toEqual([])
  },
})

export const test = firstVisitTest.extend({
  context: async ({ context }, use) => {
    await context.addInitScript(() => sessionStorage.setItem('hasShownLoading', 'true'))
    await use(context)
  },
})
