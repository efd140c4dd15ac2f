import type { Page } from '@playwright/test'

/**
 * Waits until the page's island `name` (components/islands) is live: React has hydrated it and it
 * has marked its container. Islands wake by themselves once the page has loaded, as they near the
 * viewport, or at once on intent.
 */
export async function waitForIsland(page: Page, name: string): Promise<void> {
  await page.locator(`[data-island="${name}"][data-island-live]`).waitFor({ state: 'attached' })
}
