// Accessibility check of every built page with pa11y, runners axe and HTML_CodeSniffer, WCAG 2 AA.
// The URL list comes from the build, so a new page is checked without anyone listing it.
// Usage: npm run test:a11y (after npm run build).
//
// The pages are checked as one visitor would see them, one after another in a single tab: the
// intro plays on the first page of the session only (the head script reads a flag in the tab's
// session storage), so it plays once, before the first check, and every page is checked as the
// site it covers. pa11y-ci could not do that: it opens each URL in a fresh tab, where the intro plays
// and makes the page inert for four seconds or more. The overlay has its own axe check in the e2e
// suite (tests/e2e/intro-screen.spec.ts).
import type { AddressInfo } from 'node:net'
import pa11y, { type Pa11yOptions } from 'pa11y'
import puppeteer from 'puppeteer'
import { chromiumArgs, chromiumPath } from '../../tests/browser.ts'
import { listUrls } from './list-urls.ts'
import { createStaticServer } from '../local-stack/static-server.ts'

const server = await createStaticServer()
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

// The 404 page is served for any unknown path; pa11y does not check status, so it is listed explicitly.
const urls = [...listUrls(), '/404-check'].map((path) => origin + path)

const browser = await puppeteer.launch({ executablePath: chromiumPath, args: chromiumArgs })
const page = await browser.newPage()
const options: Pa11yOptions = {
  browser,
  page,
  standard: 'WCAG2AA',
  runners: ['axe', 'htmlcs'],
  timeout: 60_000,
  // axe cannot measure text contrast over the decorative grid (a background image) and marks it
  // "needs review"; keep those as warnings. Real contrast failures remain errors.
  levelCapWhenNeedsReview: 'warning',
  // At once when the intro is not shown, as it should not be after the first page; should it play
  // after all, the page is checked once it has gone rather than while it is inert.
  actions: ['wait for element [data-slot="intro-screen"] to be hidden'],
}

console.log(`Checking ${urls.length} pages with axe and HTML_CodeSniffer (WCAG 2 AA), in one tab...`)
let failed = 0
try {
  // The session's first page: its intro plays to the end and stores the flag the later pages read.
  await page.goto(origin, { timeout: 60_000 })
  await page.waitForSelector('[data-slot="intro-screen"]', { hidden: true, timeout: 60_000 })

  for (const url of urls) {
    try {
      const { issues } = await pa11y(url, options)
      console.log(` > ${url} - ${issues.length} errors`)
      for (const issue of issues) console.error(`   • ${issue.message}\n     (${issue.selector})\n     ${issue.context?.replace(/\s+/g, ' ') ?? ''}`)
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
console.log(failed ? `\n✘ ${urls.length - failed}/${urls.length} URLs passed` : `\n✔ ${urls.length}/${urls.length} URLs passed`)
process.exit(failed ? 1 : 0)
