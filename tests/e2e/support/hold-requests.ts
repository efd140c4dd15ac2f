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
