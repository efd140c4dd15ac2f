// The site as locked down in production (issue: locked down): the local server sends the headers
// of dist/client/_headers, the Content-Security-Policy is enforced (every spec fails on a violation:
// support/test.ts), and a first visit talks to no other origin until the visitor consents.
import { join } from 'node:path'
import { headersFor, parseHeadersFile } from '../../build/headers-file.ts'
import { builtUrls, projectRoot, site } from './support/content.ts'
import { loaded } from './support/page-loaded.ts'
import { expect, test } from './support/test.ts'

test('pages, assets and the 404 page carry the headers of _headers', async ({ page, request }) => {
  const pageHeaders = (await page.goto('/contact'))!.headers()
  expect(pageHeaders['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
  expect(pageHeaders['x-content-type-options']).toBe('nosniff')
  expect(pageHeaders['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(pageHeaders['cross-origin-opener-policy']).toBe('same-origin')
  expect(pageHeaders['permissions-policy']).toContain('camera=()')
  const csp = pageHeaders['content-security-policy']!
  for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "default-src 'self'"])
    expect(csp).toContain(directive)
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/)
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)

  const headerRules = await parseHeadersFile(join(projectRoot, 'dist/client/_headers'))
  for (const path of ['/contact', '/no-such-page']) {
    const response = await request.get(path)
    for (const [name, value] of Object.entries(headersFor(headerRules, path)))
      expect(response.headers()[name.toLowerCase()], `${path}: ${name}`).toBe(value)
  }
  const script = await page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .find((name) => name.includes('/assets/'))!,
  )
  expect((await request.get(script)).headers()['cache-control']).toBe('public, max-age=31536000, immutable')
})

test("the build's own inline scripts run; any other inline script is refused, and the suite would notice", async ({
  page,
  cspViolations,
}) => {
  await page.goto('/')
  // The head script (allowed by its hash) has run, and so has the page's entry (it marks <html> loaded).
  await expect(page.locator('html')).toHaveClass(/\bjs\b/)
  await loaded(page)

  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.injected = true'
    document.body.append(script)
  })
  await expect.poll(() => cspViolations.length).toBe(1)
  expect(cspViolations[0]).toContain('script-src')
  expect(await page.evaluate(() => 'injected' in window)).toBe(false)
  // This one violation was the point of the test; any other still fails it.
  cspViolations.length = 0
})

test.describe('a first visit', () => {
  test.use({ storageState: { cookies: [], origins: [] } })

  test('requests nothing from another origin on any page until the visitor accepts analytics', async ({
    page,
    baseURL,
  }) => {
    // Every built page, each loaded in full and left to go quiet: minutes on a busy machine.
    test.setTimeout(360_000)
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    // No network here: answer the analytics provider as it would, with a script.
    await page.route(/^https:\/\/(plausible\.io|[^/]*googletagmanager\.com)\//, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '' }),
    )
    const offSite = () => requested.filter((url) => !url.startsWith(`${baseURL}/`) && !url.startsWith('data:'))

    for (const url of builtUrls) {
      await page.goto(url)
      // The visitor is still being asked, by a dialog its inline script (allowed by its hash) has
      // given focus; and the page's entry has run (it marks <html> loaded).
      await expect(page.getByRole('dialog')).toBeFocused()
      await loaded(page)
      await page.waitForLoadState('networkidle')
    }
    expect(offSite()).toEqual([])

    await page.getByRole('dialog').getByRole('button', { name: 'Accept All' }).click()
    // The check above would have seen such a request: here is the first one, with consent.
    if (site.analytics) await expect.poll(offSite).toHaveLength(1)
  })
})
