// Accessibility check of every built page with pa11y's HTML_CodeSniffer runner, WCAG 2 AA: a second engine beside
// axe, which the e2e suite runs with every rule on every built page and the 404 page (tests/e2e/routes.spec.ts,
// not-found.spec.ts), so it is not run here again. The URL list comes from the build, so a new page is checked
// without anyone listing it. Usage: npm run test:a11y (after npm run build). The pages are checked in one tab whose
// session has already seen the intro (shown once per session, it would make each page inert for four seconds or
// more); the overlay has its own axe check in the e2e suite (components/intro-screen/intro-screen.spec.ts).
import type { AddressInfo } from 'node:net'
import pa11y, { type Pa11yOptions } from 'pa11y'
import puppeteer from 'puppeteer'
import { chromiumArgs, chromiumPath } from '../../tests/browser.ts'
import { INTRO_STORAGE_KEY } from '../../components/intro-screen/intro-pending.ts'
import { listUrls } from './list-urls.ts'
import { createStaticServer } from '../local-stack/static-server.ts'

const server = await createStaticServer()
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

// The 404 page is served for any unknown path; pa11y does not check status, so it is listed explicitly.
const urls = [...listUrls(), '/404-check'].map((path) => origin + path)

const browser = await puppeteer.launch({ executablePath: chromiumPath, args: chromiumArgs })
const page = await browser.newPage()
await page.evaluateOnNewDocument((key) => sessionStorage.setItem(key, 'true'), INTRO_STORAGE_KEY)
const options: Pa11yOptions = {
  browser,
  page,
  standard: 'WCAG2AA',
  runners: ['htmlcs'],
  timeout: 60_000,
  // At once, as the intro is not shown; should it play after all, the page is checked once it has
  // gone rather than while it is inert.
  actions: ['wait for element [data-slot="intro-screen"] to be hidden'],
}

console.log(`Checking ${urls.length} pages with HTML_CodeSniffer (WCAG 2 AA), in one tab...`)
let failed = 0
try {
  for (const url of urls) {
    try {
      const { issues } = await pa11y(url, options)
      console.log(` > ${url} - ${issues.length} errors`)
      for (const issue of issues)
        console.error(
          `   • ${issue.message}\n     (${issue.selector})\n     ${issue.context?.replace(/\s+/g, ' ') ?? ''}`,
        )
      if (issues.length) failed++
    } catch (error) {
      console.error(` > ${url} - failed to run: ${(error as Error).message}`)
      failed++
    }
  }
} finally {
  await browser.close()
  server.close()
  server.closeAllConnections()
}
console.log(`\n${failed ? '✘' : '✔'} ${urls.length - failed}/${urls.length} URLs passed`)
process.exit(failed ? 1 : 0)
