// Accessibility check of every built page (listed from the build) with HTML_CodeSniffer, WCAG 2 AA, errors only: a
// second engine beside axe, which the e2e suite runs on every built page and the 404 page (tests/e2e/routes.spec.ts,
// not-found.spec.ts). Usage: npm run test:a11y (after npm run build). The pages are checked in one tab whose session
// has already seen the intro (shown once per session, it would make each page inert for four seconds or more); the
// overlay has its own axe check (components/intro-screen/intro-screen.spec.ts).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../../local-stack/chromium.ts'
import { INTRO_STORAGE_KEY } from '../../components/intro-screen/intro-pending.ts'
import { listUrls } from '../../build/list-urls.ts'
import { createStaticServer } from '../../local-stack/static-server.ts'

const htmlcsSource = readFileSync(createRequire(import.meta.url).resolve('html_codesniffer/build/HTMLCS.js'), 'utf8')

/** What HTML_CodeSniffer's script puts on `window`, in the part used here. */
interface HtmlcsGlobals {
  HTMLCS: {
    ERROR: number
    process(standard: string, content: Document, callback: () => void, failCallback: () => void): void
    getMessages(): { type: number; msg: string; element: Node }[]
  }
  /** The text of its messages, by language and key. */
  translation: { en: Record<string, string> }
}

/** Runs in the page: HTML_CodeSniffer's errors for `standard` (warnings and notices ask for a person's judgement),
 * each with a CSS path to its element from its nearest ancestor with an id, and its HTML cut short (for the document:
 * no path, and null). It holds no named function: tsx wraps those in a helper that exists only in Node. */
async function sniff(standard: string) {
  const { HTMLCS, translation } = window as unknown as HtmlcsGlobals
  // Its English text lacks this word, which a missing name's message would print as "title undefined".
  translation.en['4_1_2_attribute'] ??= 'attribute'
  await new Promise<void>((resolve, reject) =>
    HTMLCS.process(standard, document, resolve, () =>
      reject(new Error(`HTML_CodeSniffer has no ${standard} standard`)),
    ),
  )
  const errors = HTMLCS.getMessages().filter((message) => message.type === HTMLCS.ERROR)
  return errors.map(({ msg, element }) => {
    if (!(element instanceof Element)) return { message: msg, selector: '', context: null }
    const parts: string[] = []
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (node.id) {
        parts.unshift(`#${node.id}`)
        break
      }
      const { tagName } = node
      const siblings = node.parentNode ? [...node.parentNode.children] : [node]
      const nth = siblings.filter((sibling) => sibling.tagName === tagName).length > 1
      parts.unshift(tagName.toLowerCase() + (nth ? `:nth-child(${siblings.indexOf(node) + 1})` : ''))
    }
    const { innerHTML } = element
    let context = element.outerHTML
    if (innerHTML.length > 31) context = context.replace(innerHTML, `${innerHTML.slice(0, 31)}...`)
    if (context.length > 251) context = `${context.slice(0, 250)}...`
    return { message: msg, selector: parts.join(' > '), context }
  })
}

const server = await createStaticServer()
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

// The 404 page is served for any unknown path and has no index.html to be listed by; its 404 status is no failure.
const urls = [...listUrls(), '/404-check'].map((path) => origin + path)

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
// A desktop window: the layout at this size is the one checked.
const browserContext = await browser.newContext({ viewport: { width: 1280, height: 1024 } })
browserContext.setDefaultTimeout(60_000)
await browserContext.addInitScript((key) => sessionStorage.setItem(key, 'true'), INTRO_STORAGE_KEY)
const page = await browserContext.newPage()

console.log(`Checking ${urls.length} pages with HTML_CodeSniffer (WCAG 2 AA), in one tab...`)
let failed = 0
try {
  for (const url of urls) {
    try {
      await page.goto(url, { waitUntil: 'networkidle' })
      // At once, as the intro is not shown; should it play after all, the page is checked once it
      // has gone rather than while it is inert.
      await page.locator('[data-slot="intro-screen"]').waitFor({ state: 'hidden' })
      // Evaluated through the browser's debugging protocol, which the page's Content-Security-Policy
      // does not govern; an added <script> tag would be refused like any other inline script.
      await page.evaluate(htmlcsSource)
      const issues = await page.evaluate(sniff, 'WCAG2AA')
      console.log(` > ${url} - ${issues.length} errors`)
      for (const { message, selector, context } of issues)
        console.error(`   • ${message}\n     (${selector})\n     ${context?.replace(/\s+/g, ' ') ?? ''}`)
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
