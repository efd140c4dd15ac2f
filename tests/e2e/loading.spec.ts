// How pages load (docs/performance.md): each page is HTML and the site's stylesheets, with one small script of its
// own (pages/+client.ts), which brings the behaviours its elements name. A page without islands never loads React; a
// page with one (the /projects gallery, the /contact form) fetches its code only after the load event. The
// platform's controls answer before any script has arrived.
import type { Page } from '@playwright/test'
import { holdRequests } from './support/hold-requests.ts'
import { islandPages } from './support/islands.ts'
import { hasLoaded, loaded } from './support/page-loaded.ts'
import { expect, firstVisitTest, test } from './support/test.ts'

/** The scripts the page has fetched so far, with when each was asked for. */
const scriptsFetched = (page: Page) =>
  page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ url: entry.name, startTime: entry.startTime })),
  )

/** Whether any script the page fetched is React: it tags its elements and portals with these symbols. */
const loadedReact = (page: Page) =>
  page.evaluate(async () => {
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
    const sources = await Promise.all(scripts.map(async (entry) => (await fetch(entry.name)).text()))
    return sources.some((source) =>
      /Symbol\.for\(["'`]react\.(portal|element|transitional\.element)["'`]\)/.test(source),
    )
  })

for (const url of ['/', '/faqs', '/about']) {
  test(`${url}: a page without islands loads no React, only its own script`, async ({ page }) => {
    await page.goto(url)
    await loaded(page)
    await page.waitForLoadState('networkidle')
    expect((await scriptsFetched(page)).length).toBeGreaterThan(0)
    expect(await loadedReact(page)).toBe(false)
  })
}

for (const [url, behaviours] of [
  ['/', ['header-reveal', 'hero-pause', 'intro-screen', 'logo-shrink']],
  ['/services', ['intro-screen', 'wheel-scroll']],
  ['/faqs', ['intro-screen']],
] as const) {
  test(`${url}: the behaviours its elements name come with its own script, in no later request`, async ({ page }) => {
    await page.goto(url)
    await loaded(page)
    await page.waitForLoadState('networkidle')
    const named = await page
      .locator('[data-behaviour]')
      .evaluateAll((elements) => [...new Set(elements.map((element) => element.getAttribute('data-behaviour')))])
    expect(named.sort()).toEqual(behaviours)
    // The entry and the modules it imports statically (`import … from "…"`, as the browser fetches them at once): no
    // script is fetched on demand, as a behaviour's chunk would be.
    const withEntry = await page.evaluate(async () => {
      const found = new Set<string>()
      const visit = async (url: string) => {
        if (found.has(url)) return
        found.add(url)
        const source = await (await fetch(url)).text()
        for (const [, path] of source.matchAll(/\bimport(?:[^;()"'`]*?from)?\s*["']([^"']+)["']/g))
          await visit(new URL(path!, url).href)
      }
      for (const script of document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]'))
        await visit(script.src)
      return [...found]
    })
    expect((await scriptsFetched(page)).map((script) => script.url).filter((url) => !withEntry.includes(url))).toEqual(
      [],
    )
  })
}

test('the build has pages with islands to check', () => {
  expect(islandPages.length).toBeGreaterThan(0)
})

for (const [url, island] of islandPages) {
  test(`${url}: the ${island} island's code (React with it) comes only after the load event`, async ({ page }) => {
    await page.goto(url)
    await page.locator(`[data-island="${island}"][data-island-live]`).waitFor({ state: 'attached' })
    expect(await loadedReact(page)).toBe(true)
    const { loadEventStart } = await page.evaluate(
      () => performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming,
    )
    const entry = await page.evaluate(
      () => document.querySelector<HTMLScriptElement>('script[type="module"][src]')!.src,
    )
    // Everything but the page's own script and what it imports at once waits for the load event.
    const early = (await scriptsFetched(page))
      .filter((script) => script.startTime < loadEventStart)
      .map((script) => script.url)
    expect(early).toContain(entry)
    const late = (await scriptsFetched(page)).filter((script) => script.startTime >= loadEventStart)
    expect(late.length, 'island code fetched after the load event').toBeGreaterThan(0)
  })
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true })

  test('with every script still on its way, a tap on Menu opens the menu', async ({ page }) => {
    // Hold the scripts, so the tap surely comes before any of them has run.
    const release = await holdRequests(page, /\.js(\?|$)/)
    await page.goto('/about', { waitUntil: 'domcontentloaded' })
    await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).tap()
    await expect(
      page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Services' }),
    ).toBeVisible()
    expect(await hasLoaded(page), 'the page script has not run').toBe(false)
    release()
  })
})

firstVisitTest("a session's first page plays the intro, and still loads no React", async ({ page }) => {
  await page.goto('/faqs')
  await expect(page.locator('[data-slot="intro-screen"]')).toHaveAttribute('data-phase', 'play')
  await expect(page.locator('[data-slot="intro-screen"]')).toBeHidden({ timeout: 30_000 })
  expect(await loadedReact(page)).toBe(false)
})
