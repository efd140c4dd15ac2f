// The cookie consent governs analytics: no request to the provider before consent, after refusal or with marketing
// alone; the provider's script once analytics are accepted, and gone once withdrawn.
// Shared setup: tests/e2e/support/consent-visits.ts.
import {
  changeButton,
  choice,
  consentRecord,
  deniedAll,
  dialogOf,
  expect,
  type Page,
  stored,
  test,
  visitFresh,
  visitWithStored,
} from '../../tests/e2e/support/consent-visits.ts'
import { loaded } from '../../tests/e2e/support/page-loaded.ts'
import { site } from '../../tests/e2e/support/content.ts'

test.describe('analytics', () => {
  // The provider's script as content/site.yaml configures it; none when it configures none.
  const expected =
    site.analytics &&
    {
      plausible: { url: 'https://plausible.io/js/script.js', attribute: ['data-domain', site.analytics.id] },
      google: { url: `https://www.googletagmanager.com/gtag/js?id=${site.analytics.id}`, attribute: null },
    }[site.analytics.provider]

  /** Answers every request to an analytics provider with an empty script, and records it. */
  async function recordAnalytics(page: Page): Promise<string[]> {
    const requests: string[] = []
    for (const host of ['https://plausible.io/**', 'https://www.googletagmanager.com/**']) {
      await page.route(host, (route) => {
        requests.push(route.request().url())
        return route.fulfill({ contentType: 'text/javascript', body: '' })
      })
    }
    return requests
  }

  const providerScripts = (page: Page) =>
    page.locator('script[src^="https://plausible.io/"], script[src^="https://www.googletagmanager.com/"]')

  test('no requests before consent or after refusal; the provider loads once analytics are accepted', async ({
    page,
  }) => {
    const requests = await recordAnalytics(page)
    await visitFresh(page, '/privacy')
    await page.waitForLoadState('networkidle')
    expect(requests, 'before any choice').toEqual([])

    await choice(page, 'Deny All').click()
    await page.reload()
    await loaded(page)
    await page.waitForLoadState('networkidle')
    expect(requests, 'after Deny All').toEqual([])
    await expect(providerScripts(page)).toHaveCount(0)

    await changeButton(page).click()
    await choice(page, 'Customize Preferences').click()
    await dialogOf(page).getByRole('switch', { name: 'Analytics cookies' }).check()
    await choice(page, 'Save Preferences').click()
    if (!expected) {
      await page.waitForLoadState('networkidle')
      expect(requests, 'content/site.yaml configures no analytics').toEqual([])
      return
    }
    await expect.poll(() => requests).toEqual([expected.url])
    const script = providerScripts(page)
    await expect(script).toHaveCount(1)
    await expect(script).toHaveAttribute('src', expected.url)
    if (expected.attribute) await expect(script).toHaveAttribute(expected.attribute[0]!, expected.attribute[1]!)

    // Every link loads a new page, which adds the script once more, once.
    await page.getByRole('banner').getByRole('link', { name: 'Home' }).first().click()
    await expect(page).toHaveURL('/')
    await expect.poll(() => requests).toEqual([expected.url, expected.url])
    await expect(providerScripts(page)).toHaveCount(1)
  })

  test('marketing alone does not load analytics', async ({ page }) => {
    const requests = await recordAnalytics(page)
    await visitWithStored(page, '/', consentRecord(false, true))
    await loaded(page)
    await page.waitForLoadState('networkidle')
    expect(requests).toEqual([])
    await expect(providerScripts(page)).toHaveCount(0)
  })

  test('withdrawing analytics consent reloads the page without the provider', async ({ page }) => {
    test.skip(!expected, 'content/site.yaml configures no analytics')
    const requests = await recordAnalytics(page)
    await visitWithStored(page, '/cookies', consentRecord(true, false))
    await expect.poll(() => requests).toEqual([expected!.url])
    await expect(providerScripts(page)).toHaveCount(1)

    await changeButton(page).click()
    const reloaded = page.waitForEvent('load')
    await choice(page, 'Deny All').click()
    await reloaded
    await loaded(page)
    await page.waitForLoadState('networkidle')
    expect(await stored(page)).toBe(deniedAll)
    await expect(providerScripts(page)).toHaveCount(0)
    expect(requests).toHaveLength(1)
  })
})
