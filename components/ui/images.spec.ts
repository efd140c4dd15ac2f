// The image pipeline as a visitor's browser meets it: every content picture comes as AVIF/WebP/JPEG
// at several widths with its size reserved, loads lazily unless it is the page's main picture,
// stays light on a phone, and shows a blurred preview until it arrives. Every page has its Open
// Graph picture, and the site its icons and manifest.
import sharp from 'sharp'
import { ogImagePath } from '#content/og-image.ts'
import { builtUrls, site } from '../../tests/e2e/support/content.ts'
import { holdRequests } from '../../tests/e2e/support/hold-requests.ts'
import { expect, test } from '../../tests/e2e/support/test.ts'

const pictures = (page: import('@playwright/test').Page) => page.locator('main picture img')

test('content pictures offer AVIF and WebP at several widths, with their size reserved', async ({ page }) => {
  for (const url of ['/', '/projects', '/projects/farmstead-eastry', '/about']) {
    await page.goto(url)
    const images = pictures(page)
    expect(await images.count(), url).toBeGreaterThan(0)
    for (const image of await images.all()) {
      const sources = image.locator('xpath=preceding-sibling::source')
      await expect(sources.nth(0)).toHaveAttribute('type', 'image/avif')
      await expect(sources.nth(1)).toHaveAttribute('type', 'image/webp')
      await expect(sources.nth(0)).toHaveAttribute('srcset', /-480\.avif 480w, .*-800\.avif 800w/)
      await expect(image).toHaveAttribute('srcset', /\.jpg 480w/)
      await expect(image).toHaveAttribute('sizes', /\S/)
      await expect(image).toHaveAttribute('width', /^\d+$/)
      await expect(image).toHaveAttribute('height', /^\d+$/)
    }
  }
})

test('only the home hero is fetched with high priority; pictures further down wait until they are near', async ({
  page,
}) => {
  await page.goto('/')
  const hero = page.locator('[data-slot="hero-image"]').first()
  await expect(hero).toHaveAttribute('loading', 'eager')
  await expect(hero).toHaveAttribute('fetchpriority', 'high')
  await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1)
  await expect(page.locator('[data-slot="project-card"] img').first()).toHaveAttribute('loading', 'lazy')

  await page.goto('/projects')
  await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(0)
  await expect(page.locator('[data-slot="project-card"] img').last()).toHaveAttribute('loading', 'lazy')
})

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

test('the site has its icons and a web app manifest with its name', async ({ page, request }) => {
  await page.goto('/')
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href')
  const manifest = await (await request.get(manifestHref!)).json()
  expect(manifest).toMatchObject({ name: site.name, start_url: '/' })
  expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  )
  for (const icon of manifest.icons as { src: string; sizes: string }[]) {
    const [width] = icon.sizes.split('x').map(Number)
    expect(await sharp(await (await request.get(icon.src)).body()).metadata()).toMatchObject({
      width,
      height: width,
      format: 'png',
    })
  }
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
