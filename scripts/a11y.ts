// Accessibility check of every built page with pa11y-ci, runners axe and HTML_CodeSniffer, WCAG 2 AA.
// The URL list comes from the build, so a new page is checked without anyone listing it.
// Usage: npm run test:a11y (after npm run build).
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromiumArgs, chromiumPath } from '../tests/browser.ts'
import { listUrls } from './list-urls.ts'
import { createStaticServer } from './static-server.ts'

const server = createStaticServer()
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

// The 404 page is served for any unknown path; pa11y does not check status, so it is listed explicitly.
const urls = [...listUrls(), '/404-check'].map((path) => origin + path)
const config = {
  defaults: {
    standard: 'WCAG2AA',
    runners: ['axe', 'htmlcs'],
    timeout: 60_000,
    // Parallel pages make this Chromium drop targets ("No target with given id found").
    concurrency: 1,
    // axe cannot measure text contrast over the decorative grid (a background image) and marks it
    // "needs review"; keep those as warnings. Real contrast failures remain errors.
    levelCapWhenNeedsReview: 'warning',
    // Each page opens in a new tab, a new session, so the intro plays first and makes the page
    // inert: check the page once it has gone (the overlay has its own axe check in the e2e suite).
    actions: ['wait for element [data-slot="intro-screen"] to be hidden'],
    chromeLaunchConfig: { executablePath: chromiumPath, args: chromiumArgs },
  },
  urls,
}
const configFile = join(mkdtempSync(join(tmpdir(), 'pa11y-')), 'pa11y-ci.json')
writeFileSync(configFile, JSON.stringify(config, null, 2))

console.log(`Checking ${urls.length} pages with axe and HTML_CodeSniffer (WCAG 2 AA)...`)
// Asynchronous, so this process's server keeps answering while pa11y-ci runs.
const pa11y = spawn('npx', ['pa11y-ci', '--config', configFile], { stdio: 'inherit' })
const [code] = (await once(pa11y, 'exit')) as [number | null]
server.close()
server.closeAllConnections()
process.exit(code ?? 1)
