import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { htmlFile } from '../../../build/list-urls.ts'
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
