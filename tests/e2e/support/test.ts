// The suite's `test`: every page opens as in a browser session that has already seen the intro
// (SPEC §2), so specs about the site itself are not covered by it. Session storage cannot be set
// from the config, so an init script sets it before each document's own scripts run.
// tests/e2e/intro-screen.spec.ts uses Playwright's own `test`, for a session's first page.
import { test as base } from '@playwright/test'

export * from '@playwright/test'

export const test = base.extend({
  context: async ({ context }, use) => {
    await context.addInitScript(() => sessionStorage.setItem('hasShownLoading', 'true'))
    await use(context)
  },
})
