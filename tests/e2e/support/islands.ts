import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { htmlFile } from '../../../build/sitemap.ts'
import { builtUrls, projectRoot } from './content.ts'

/**
 * Every built page that has an island, with the island's name (a page with two is listed twice),
 * read from the build: a page that gains an island is tested without anyone listing it.
 */
export const islandPages: (readonly [url: string, island: string])[] = builtUrls.flatMap((url) => {
  const html = readFileSync(htmlFile(join(projectRoot, 'dist/client'), url), 'utf8')
  const islands = new Set([...html.matchAll(/data-island="([^"]+)"/g)].map((match) => match[1]!))
  return [...islands].map((island) => [url, island] as const)
})

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
    // The page may have gone on meanwhile (a followed link): its request is gone with it.
    await route.continue().catch(() => undefined)
  })
  return release
}
