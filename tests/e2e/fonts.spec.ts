// The fonts (docs/performance.md): each page preloads the site's own cut of its two fonts, which
// holds every character the site is written in, so reading it fetches nothing else; a character
// from outside it, typed by a visitor, still shows in the site's font, from the fallback file.
import type { Page } from '@playwright/test'
import { expect, firstVisitTest, test } from './support/test.ts'

/** File names of the fonts the page has fetched so far, without their hashes. */
const fontsFetched = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map((entry) =>
        new URL(entry.name).pathname
          .split('/')
          .pop()!
          .replace(/\.[^.]+\.woff2$/, ''),
      )
      .sort(),
  )

/**
 * The fonts Chromium drew each matching element's text with (its own account, through DevTools):
 * web fonts by family name, anything else as "system: <name>".
 */
async function fontsDrawn(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 })
  await cdp.send('CSS.enable')
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector })
  const drawn = new Set<string>()
  for (const nodeId of nodeIds) {
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
    for (const font of fonts) drawn.add(font.isCustomFont ? font.familyName : `system: ${font.familyName}`)
  }
  await cdp.detach()
  return [...drawn].sort()
}

for (const url of ['/', '/about', '/faqs']) {
  firstVisitTest(
    `${url}: a first visit fetches the two preloaded fonts and no other, and its text is drawn in them`,
    async ({ page }) => {
      await page.goto(url)
      await page.evaluate(() => document.fonts.ready)
      await expect
        .poll(() => fontsDrawn(page, 'main h1, main h2, main p, main a, header a, footer p, footer a'))
        .toEqual(['Fraunces', 'Inter'])
      expect(await fontsFetched(page)).toEqual(['fraunces-latin-wght-normal', 'inter-latin-wght-normal'])
    },
  )
}

test('a name with a character the site does not use is still shown in the site font', async ({ page }) => {
  await page.goto('/contact')
  // Typed whenever the visitor gets there, whether or not the form's island is live yet.
  await page.getByLabel('Name', { exact: true }).fill('Zoë Brontë')
  await expect.poll(() => fontsFetched(page)).toContain('inter-latin-full-wght-normal')
  await expect.poll(() => fontsDrawn(page, 'input[name="name"]')).toEqual(['Inter'])
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Zoë Brontë')
})

test.describe('before the fonts arrive', () => {
  // A visitor who has not chosen yet: the cookie dialog's text is on screen while the fonts come.
  test.use({ storageState: { cookies: [], origins: [] }, viewport: { width: 375, height: 667 } })

  test('text is drawn in a local font sized to take the same room, so their arrival moves nothing', async ({
    page,
  }) => {
    // The fonts are held back until the page has been measured without them.
    const held: (() => Promise<void>)[] = []
    await page.route('**/*.woff2', (route) => void held.push(() => route.continue()))
    // Preloaded fonts hold up the load event, so only the document is waited for.
    await page.goto('/privacy', { waitUntil: 'domcontentloaded' })
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect.poll(() => held.length).toBeGreaterThan(0)
    const parts = [
      dialog.locator('p').first(),
      dialog.getByRole('link').first(),
      dialog.getByRole('button', { name: 'Accept All' }),
      page.getByRole('main').locator('p').first(),
    ]
    const boxes = () =>
      Promise.all(parts.map((part) => part.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect)))
    const without = await boxes()
    expect(await fontsDrawn(page, 'main p')).not.toContain('Inter')

    await Promise.all(held.map((release) => release()))
    await expect.poll(() => fontsDrawn(page, 'main p')).toEqual(['Inter'])
    // Where each part starts and how many lines it takes stay put (widths may differ by a few
    // pixels: the two fonts match on average, not letter by letter). With a system font as it
    // comes, the dialog's policy link moved from the end of one line onto two.
    const after = await boxes()
    for (const [index, box] of without.entries()) {
      for (const side of ['x', 'y', 'height'] as const)
        expect(Math.abs(box[side] - after[index]![side]), `${side} of part ${index}`).toBeLessThanOrEqual(2)
    }
  })
})
