import type { Page } from '@playwright/test'

/**
 * Waits until the page's island `name` (components/islands) is live: React has hydrated it and it
 * has marked its container. Islands wake by themselves once the page has loaded, as they near the
 * viewport, or at once on intent.
 */
export async function waitForIsland(page: Page, name: string): Promise<void> {
  await page.locator(`[data-island="${name}"][data-island-live]`).waitFor({ state: 'attached' })
}

/**
 * Holds the islands' code until the returned `release` is called: every script chunk requested
 * once the page has loaded (what comes with the page, its entry and the modules it imports, is
 * fetched before the load event; islands fetch theirs after it). So a test can act on an island
 * that is surely not live yet.
 */
export async function holdIslandCode(page: Page): Promise<() => void> {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  let loaded = false
  page.on('load', () => (loaded = true))
  await page.route('**/assets/chunks/*.js', async (route) => {
    if (loaded) await held
    await route.continue()
  })
  return release
}
