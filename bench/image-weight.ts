// Prints, per built page, the image bytes a browser fetches before the page's load event (what is
// above the fold, plus anything its lazy loading judges close enough) on a phone 375 px wide (2x screen) and
// on a 1280 px desktop, and which file the home hero came as on the phone. The visitor has seen
// the intro and answered the cookie dialog. Usage: npm run build && npm run report:images
import type { AddressInfo } from 'node:net'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../local-stack/chromium.ts'
import { consentStorageKey, denyAll, storedConsent } from '../components/cookie-consent/consent-store.ts'
import { listUrls } from '../build/list-urls.ts'
import { createStaticServer } from '../local-stack/static-server.ts'

const screens = [
  { name: '375 px', viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 },
  { name: '1280 px', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
]

const server = (await createStaticServer()).listen(0)
await new Promise((resolve) => server.once('listening', resolve))
const origin = `http://localhost:${(server.address() as AddressInfo).port}`
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const rows: Record<string, string[]> = {}
let hero = ''
for (const screen of screens) {
  const context = await browser.newContext({ viewport: screen.viewport, deviceScaleFactor: screen.deviceScaleFactor })
  await context.addInitScript(
    (answered) => {
      sessionStorage.setItem('hasShownLoading', 'true')
      localStorage.setItem(...answered)
    },
    [consentStorageKey, storedConsent(denyAll)] as const,
  )
  for (const url of listUrls()) {
    const page = await context.newPage()
    const images: { path: string; bytes: number }[] = []
    // Requests made before the load event: the page's own pictures, not the home hero's second
    // background, which waits for the load event on purpose.
    let loaded = false
    page.once('load', () => (loaded = true))
    page.on('request', (request) => {
      if (loaded || request.resourceType() !== 'image') return
      request.response().then(async (response) => {
        const body = await response?.body().catch(() => undefined)
        if (body) images.push({ path: new URL(request.url()).pathname, bytes: body.length })
      })
    })
    await page.goto(origin + url, { waitUntil: 'networkidle' })
    await page.close()
    const total = images.reduce((sum, image) => sum + image.bytes, 0)
    rows[url] ??= []
    rows[url].push(`${kb(total).padStart(9)} (${images.length})`)
    const heroFile = images.find((image) => image.path.includes('/hero-1-'))
    if (url === '/' && screen.name === '375 px' && heroFile) hero = `${heroFile.path} ${kb(heroFile.bytes)}`
  }
  await context.close()
}
await browser.close()
server.close()

console.log(
  'Image bytes fetched on load (number of images)\n' +
    `${'page'.padEnd(42)}${screens.map((s) => s.name.padStart(16)).join('')}`,
)
for (const [url, cells] of Object.entries(rows))
  console.log(`${url.padEnd(42)}${cells.map((c) => c.padStart(16)).join('')}`)
console.log(`\nHome hero on a 375 px phone: ${hero || 'not fetched'} (budget 60 KB)`)
