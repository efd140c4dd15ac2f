// The back button is instant: every page stays in the back/forward cache when the visitor leaves it (no
// `Cache-Control: no-store`, no unload handler, no connection left open), so Back shows it as it was left,
// without loading it again. Playwright turns the cache off by default; these tests turn it back on.
// One tab goes through every page (a tab per page cost more than the visits themselves); each page is a step of its own
// and its checks are soft, so a page that is not kept is named and the others are still checked.
import { chromiumArgs, chromiumPath } from '../../local-stack/chromium.ts'
import { builtUrls } from './support/content.ts'
import { expect, test } from './support/test.ts'

test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: chromiumArgs,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
})

test('every page is restored from the back/forward cache on Back', async ({ page }) => {
  // Three navigations per page; the suite's timeout is for one page's worth.
  test.setTimeout(builtUrls.length * 30_000)
  // Chromium says why it could not keep a page, which is the useful failure message.
  const session = await page.context().newCDPSession(page)
  let reasons: string[] = []
  await session.send('Page.enable')
  session.on('Page.backForwardCacheNotUsed', (event) =>
    reasons.push(...event.notRestoredExplanations.map((explanation) => explanation.reason)),
  )
  for (const url of builtUrls) {
    await test.step(`${url} is restored from the back/forward cache on Back`, async () => {
      await page.goto(url)
      // Each document records how it was last shown; a page restored from the cache keeps its own script state.
      await page.evaluate(() => {
        addEventListener('pageshow', (event) => {
          ;(window as unknown as { restored?: boolean }).restored = event.persisted
        })
      })
      reasons = []
      await page.goto(url === '/about' ? '/faqs' : '/about')
      await page.goBack({ waitUntil: 'commit' })
      await expect(page).toHaveURL(new RegExp(`${url === '/' ? '/' : url}$`))
      expect.soft(reasons, `why Chromium did not keep ${url}`).toEqual([])
      await expect.soft
        .poll(() => page.evaluate(() => (window as unknown as { restored?: boolean }).restored), url)
        .toBe(true)
    })
  }
})
