// Full-page screenshots of pages at the four review widths, for looking at what we build.
// Usage: npm run preview & npm run screenshots -- [out dir] [path...]
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../local-stack/chromium.ts'
import { consentStorageKey, denyAll, storedConsent } from '../components/cookie-consent/consent-store.ts'

const [outDir = 'screenshots', ...paths] = process.argv.slice(2)
const origin = process.env.SITE_ORIGIN ?? `http://localhost:${process.env.PORT ?? 3000}`
const widths = [375, 768, 1280, 1920]
const routes = paths.length
  ? paths
  : [
      '/',
      '/services',
      '/services/quantity-surveying',
      '/projects',
      '/projects/farmstead-eastry',
      '/about',
      '/faqs',
      '/contact',
      '/privacy',
      '/missing-page',
    ]

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: width < 768 ? 812 : 900 } })
  // A visitor who has seen the intro and answered the cookie dialog (both would cover the page),
  // unless CONSENT=ask keeps the dialog in the pictures.
  const consent = process.env.CONSENT === 'ask' ? null : ([consentStorageKey, storedConsent(denyAll)] as const)
  await page.addInitScript((answered) => {
    sessionStorage.setItem('hasShownLoading', 'true')
    if (answered) localStorage.setItem(...answered)
  }, consent)
  for (const route of routes) {
    await page.goto(origin + route, { waitUntil: 'networkidle' })
    // Scroll through the page so lazy pictures load, as they would for a reader.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
        scrollTo(0, y)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      scrollTo(0, 0)
      // A full-page picture shows what a reader sees scrolling, but the browser leaves parts marked
      // content-visibility: auto undrawn while they are far from the screen (the /projects cards).
      for (const element of document.querySelectorAll<HTMLElement>('*')) {
        if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible'
      }
    })
    await page.waitForLoadState('networkidle')
    const name = route === '/' ? 'home' : route.slice(1).replaceAll('/', '_')
    await page.screenshot({ path: `${outDir}/${name}-${width}.png`, fullPage: true })
    // Narrow full pages are too tall to read as one picture: also save them in screen-sized parts.
    if (process.env.PARTS) {
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      for (let y = 0, part = 1; y < height; y += 1600, part++) {
        const clip = { x: 0, y, width, height: Math.min(1600, height - y) }
        await page.screenshot({ path: `${outDir}/${name}-${width}-part${part}.png`, fullPage: true, clip })
      }
    }
  }
  await page.close()
}
await browser.close()
console.log(`Screenshots in ${outDir}/`)
