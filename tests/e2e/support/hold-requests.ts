import type { Page, Route } from '@playwright/test'

/**
 * Holds every request to `url` until the returned `release` is called, then lets it through (or
 * answers it with `then`): so a test can act while something is surely still on its way.
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp,
  then: (route: Route) => Promise<void> = (route) => route.continue(),
): Promise<() => void> {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(url, async (route) => {
    await held
    await then(route)
  })
  return release
}

/**
 * Holds every script chunk requested once the page has loaded until the returned `release` is called: what
 * comes with the page (its entry and the modules it imports) is fetched before the load event, and what it
 * loads later (an island's code, keen-slider for the project previews) after it. So a test can act while
 * that code is surely not there yet.
 */
export async function holdCodeAfterLoad(page: Page): Promise<() => void> {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  let loaded = false
  page.on('load', () => (loaded = true))
  await page.route('**/assets/chunks/*.js', async (route) => {
    if (loaded) await held
    // The page may have gone on meanwhile (a followed link): its request is gone with it.
    await route.continue().catch(() => undefined)
  })
  return release
}
