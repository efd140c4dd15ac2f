// The suite's `test`. Two things hold for every spec:
// - The site runs under its real Content-Security-Policy (the local server sends dist/client/_headers),
//   and any violation fails the test: a script, style, request or form the policy would block in
//   production is a bug, whether or not the spec was looking at it.
// - Every page opens as in a browser session that has already seen the intro (shown once per session), so specs
//   about the site itself are not covered by it. Session storage cannot be set from the config, so
//   an init script sets it before each document's own scripts run. components/intro-screen/intro-screen.spec.ts
//   uses `firstVisitTest`, for a session's first page.
import { test as base, expect } from '@playwright/test'

export * from '@playwright/test'

/** Chromium's own console message for a violation, and the one the init script below adds. */
const violationMessage = /Content Security Policy|^CSP violation/

export const firstVisitTest = base.extend<{ cspViolations: string[] }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  cspViolations: async ({}, use) => use([]),
  context: async ({ context, cspViolations }, use) => {
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
