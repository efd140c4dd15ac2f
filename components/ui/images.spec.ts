// The image pipeline as a visitor's browser meets it: pictures stay light on a phone and show a blurred preview until
// they arrive. Every page has its Open Graph picture, and the site its icons. What the markup alone
// decides (AVIF/WebP/JPEG at several widths with the size reserved, lazy loading) is checked in
// every page's HTML by tests/build/pictures.test.ts.
import sharp from 'sharp'
import { ogImagePath } from '#content/og-image.ts'
import { builtUrls } from '../../tests/e2e/support/content.ts'
import { holdRequests } from '../../tests/e2e/support/hold-requests.ts'
import { expect, test } from '../../tests/e2e/support/test.ts'

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 })

  test('the home hero is an AVIF under 60 KB; the second background comes only after load', async ({ page }) => {
    const fetched: { path: string; bytes: number; afterLoad: boolean }[] = []
    let loaded = false
    page.once('load', () => (loaded = true))
    page.on('requestfinished', async (request) => {
      const path = new URL(request.url()).pathname
      if (!/\/hero-\d-/.test(path)) return
      const afterLoad = loaded
      const body = await (await request.response())!.body()
      fetched.push({ path, bytes: body.length, afterLoad })
    })
    await page.goto('/')
    await expect.poll(() => fetched.find((file) => file.path.includes('/hero-1-'))).toBeTruthy()
    const first = fetched.find((file) => file.path.includes('/hero-1-'))!
    expect(first.path).toMatch(/\.avif$/)
    expect(first.bytes).toBeLessThan(60 * 1024)
    expect(first.afterLoad).toBe(false)
    await expect.poll(() => fetched.some((file) => file.path.includes('/hero-2-'))).toBe(true)
    expect(fetched.find((file) => file.path.includes('/hero-2-'))!.afterLoad).toBe(true)
  })
})

test('a picture shows its blurred preview until it arrives, and the page does not shift when it does', async ({
  page,
}) => {
  const release = await holdRequests(page, /\/assets\/images\/farmstead-eastry-1-/)
  await page.addInitScript(() => {
    ;(window as unknown as { shifts: number }).shifts = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.goto('/projects/farmstead-eastry', { waitUntil: 'domcontentloaded' })
  const lead = page.locator('[data-slot="project-pictures"] img').first()
  await expect(lead).toHaveCSS('background-image', /^url\("data:image\/webp;base64,/)
  const box = await lead.boundingBox()
  expect(box!.height).toBeGreaterThan(100)
  expect(await lead.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(false)

  release()
  await expect.poll(() => lead.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  expect(await lead.boundingBox()).toEqual(box)
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.01)
})

test('every page has its own 1200 x 630 Open Graph picture', async ({ request }) => {
  const seen = new Set<string>()
  for (const url of builtUrls) {
    const response = await request.get(ogImagePath(url))
    expect(response.status(), `${url}: ${ogImagePath(url)}`).toBe(200)
    expect(response.headers()['content-type']).toBe('image/png')
    const body = await response.body()
    expect(await sharp(body).metadata(), url).toMatchObject({ width: 1200, height: 630 })
    seen.add(body.toString('base64'))
  }
  // Each carries its page's title, so no two are the same picture.
  expect(seen.size).toBe(builtUrls.length)
})

test('the site has its icons', async ({ page, request }) => {
  await page.goto('/')
  for (const selector of [
    'link[rel="icon"][type="image/svg+xml"]',
    'link[rel="icon"][sizes="32x32"]',
    'link[rel="apple-touch-icon"]',
  ]) {
    const href = await page.locator(selector).getAttribute('href')
    const response = await request.get(href!)
    expect(response.status(), href!).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^image\//)
  }
})
