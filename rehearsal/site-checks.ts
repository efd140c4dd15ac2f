// What a deployed site must answer, checked from outside in Chromium as a visitor's browser meets it: the production
// rehearsal runs these against Cloudflare's own runtime (rehearse.ts), and `npm run check:deployed` (its --origin)
// against the real deployment. Nothing here stores or sends anything.
import type { Browser, BrowserContextOptions, Page } from '@playwright/test'
import { headersFor, parseHeadersFile } from '../build/headers-file.ts'
import { consentStorageKey, denyAll, storedConsent } from '../components/cookie-consent/consent-store.ts'
import { likelyNext } from '../components/page-loading/speculation-rules.ts'

/** One line of the report: its name, and what is wrong (nothing when it passes). */
export interface Check {
  name: string
  problems: string[]
}

export interface SiteUnderCheck {
  /** Where the site answers, e.g. http://localhost:8788 or https://www.example.co.uk. */
  origin: string
  /** The site's live address (content/site.yaml `url`), which its canonical tags and sitemap name. */
  siteUrl: string
  /** The pages to visit, as addresses. */
  routes: string[]
  /** The build's `_headers`, when the build served is at hand: every response must carry exactly its headers. */
  headersFile?: string
}

/** An address on the live site (content/site.yaml `url`), as served at `origin`. */
const onOrigin = (address: string, siteUrl: string, origin: string) =>
  address.startsWith(siteUrl) ? origin + address.slice(siteUrl.length) : address

/** The pages a deployed site's sitemap lists, as addresses (its form's outcome pages are not among them). */
export async function routesInSitemap(origin: string, siteUrl: string): Promise<string[]> {
  const response = await fetch(`${origin}/sitemap.xml`)
  if (!response.ok) throw new Error(`${origin}/sitemap.xml answered ${response.status}`)
  const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)
  return locations.map((location) => new URL(onOrigin(location, siteUrl, origin)).pathname)
}

/** Browser storage of a visitor who has answered the cookie dialog, refusing all but the essential. */
const answeredConsent = (origin: string) => ({
  cookies: [],
  origins: [{ origin, localStorage: [{ name: consentStorageKey, value: storedConsent(denyAll) }] }],
})

/** A browser of a visitor who has seen the intro and answered the cookie dialog, so nothing covers the page. */
export async function returningVisitor(browser: Browser, origin: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ ...options, storageState: answeredConsent(origin) })
  await context.addInitScript(() => sessionStorage.setItem('hasShownLoading', 'true'))
  return context
}

/** A tab in a context of its own, and the policy refusals Chromium reports in it, as they come. */
async function pageWatchingPolicy(browser: Browser) {
  const context = await browser.newContext()
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'}`),
    ),
  )
  const page = await context.newPage()
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|^CSP violation/.test(message.text())) violations.push(message.text())
  })
  return { context, page, violations }
}

/** Each header of `expected` that `actual` (lower-case names) does not carry with the same value. */
const headerDifferences = (path: string, actual: Record<string, string>, expected: Record<string, string> = {}) =>
  Object.entries(expected)
    .filter(([name, value]) => actual[name.toLowerCase()] !== value)
    .map(([name, value]) => `${path}: ${name} is ${actual[name.toLowerCase()]}, not ${value}`)

const isRedirect = (status: number) => status >= 300 && status < 400

/** Runs every check; the browser must have been launched with the back/forward cache on. */
export async function checkSite(browser: Browser, site: SiteUnderCheck): Promise<Check[]> {
  const { origin, siteUrl, routes } = site
  const rules = site.headersFile ? await parseHeadersFile(site.headersFile) : undefined
  const here = (address: string) => onOrigin(address, siteUrl, origin)
  const get = (path: string) => fetch(new URL(path, origin), { redirect: 'manual' })

  const pagesAnswer: Check = { name: 'every page answers its own address with 200, no redirect', problems: [] }
  const canonical: Check = { name: "every page's canonical tag and Open Graph URL name that address", problems: [] }
  const policy: Check = { name: 'no page breaks its Content-Security-Policy', problems: [] }
  const headers: Check = {
    name: `responses carry the security and caching headers${rules ? ' of _headers, exactly' : ''}`,
    problems: [],
  }
  const links = new Set<string>()

  const { context, page, violations } = await pageWatchingPolicy(browser)
  for (const route of routes) {
    violations.length = 0
    const response = await page.goto(new URL(route, origin).href, { waitUntil: 'load' })
    if (response?.status() !== 200 || response.request().redirectedFrom())
      pagesAnswer.problems.push(`${route}: ${response?.request().redirectedFrom() ? 'redirected' : response?.status()}`)
    if (!response) continue
    // Read apart from the navigation, which the speculation rules may have answered from an earlier prefetch.
    const fetched = await get(route)
    await fetched.body?.cancel()
    headers.problems.push(
      ...headerProblems(route, Object.fromEntries(fetched.headers), rules && headersFor(rules, route)),
    )
    const named = await page.evaluate(() => ({
      noindex: /noindex/.test(document.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content ?? ''),
      canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href,
      ogUrl: document.querySelector<HTMLMetaElement>('meta[property="og:url"]')?.content,
      links: [...document.querySelectorAll<HTMLAnchorElement | HTMLLinkElement>('a[href], link[href]')].map(
        (a) => a.href,
      ),
    }))
    // A page kept out of search engines (the form's outcome pages) names no canonical address.
    for (const [tag, address] of [
      ['canonical', named.canonical],
      ['og:url', named.ogUrl],
    ] as const)
      if (!named.noindex && (!address || new URL(here(address)).pathname !== route))
        canonical.problems.push(`${route}: ${tag} ${address}`)
    for (const link of named.links.map(here))
      if (link.startsWith(`${origin}/`)) links.add(new URL(link).pathname + new URL(link).search)
    // The page's script has run and its later code (islands, pictures) has been asked for.
    await page
      .locator('html.loaded')
      .waitFor({ state: 'attached' })
      .catch(() => policy.problems.push(`${route}: never loaded`))
    policy.problems.push(...violations.map((violation) => `${route}: ${violation}`))
  }
  await context.close()

  const linksAnswer: Check = {
    name: `every link on every page answers 200 at once (${links.size} addresses)`,
    problems: [],
  }
  for (const link of links) {
    const response = await get(link)
    if (response.status !== 200)
      linksAnswer.problems.push(`${link}: ${response.status} ${response.headers.get('location') ?? ''}`)
    await response.body?.cancel()
  }

  const sitemap: Check = { name: 'every sitemap entry answers 200 at once', problems: [] }
  const entries = await routesInSitemap(origin, siteUrl).catch((error: Error) => {
    sitemap.problems.push(error.message)
    return []
  })
  if (!entries.length) sitemap.problems.push('sitemap.xml lists no page')
  for (const entry of entries) {
    const response = await get(entry)
    if (response.status !== 200) sitemap.problems.push(`${entry}: ${response.status}`)
    await response.body?.cancel()
  }

  const otherSpelling: Check = {
    name: 'the other spelling (a trailing slash) redirects once to the address',
    problems: [],
  }
  for (const route of routes.filter((route) => route !== '/')) {
    const response = await get(`${route}/`)
    const location = response.headers.get('location')
    const target = location ? new URL(location, origin) : undefined
    if (!isRedirect(response.status) || target?.pathname !== route)
      otherSpelling.problems.push(`${route}/: ${response.status} ${location ?? ''}`)
  }

  headers.problems.push(...(await fileHeaderProblems(get, rules)))

  return [
    pagesAnswer,
    canonical,
    linksAnswer,
    sitemap,
    otherSpelling,
    headers,
    policy,
    await likelyLinksLand(browser, origin, routes),
    await notFoundPage(browser, origin),
    await editorLoads(browser, origin, rules),
    await backForwardCache(browser, origin, routes),
  ]
}

/** A page's own headers: those of _headers when given; always HSTS, a policy, speculation rules, and revalidation. */
function headerProblems(path: string, actual: Record<string, string>, expected?: Record<string, string>): string[] {
  const problems = headerDifferences(path, actual, expected)
  if (!actual['strict-transport-security']?.includes('max-age=')) problems.push(`${path}: no Strict-Transport-Security`)
  if (!actual['content-security-policy']) problems.push(`${path}: no Content-Security-Policy`)
  // Two header lines arrive joined by a comma, which no one policy holds: the browser would obey both.
  else if (actual['content-security-policy'].includes(','))
    problems.push(`${path}: two Content-Security-Policies (two rules of _headers set one)`)
  if (!actual['speculation-rules']) problems.push(`${path}: no Speculation-Rules`)
  // A page is asked for again on every visit (a new deploy shows at once), yet stays fit for the back/forward cache.
  const cache = actual['cache-control'] ?? ''
  if (!/max-age=0|no-cache/.test(cache) || /no-store/.test(cache)) problems.push(`${path}: Cache-Control "${cache}"`)
  return problems
}

/** The files with rules of their own: the speculation rules' type, and a hashed asset cached for good. */
async function fileHeaderProblems(
  get: (path: string) => Promise<Response>,
  rules: Awaited<ReturnType<typeof parseHeadersFile>> | undefined,
): Promise<string[]> {
  const problems: string[] = []
  const home = await (await get('/')).text()
  const asset = /(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/.exec(home)?.[1]
  for (const path of ['/speculation-rules.json', asset].filter((path) => path !== undefined)) {
    const response = await get(path)
    await response.body?.cancel()
    const actual = Object.fromEntries(response.headers)
    problems.push(...headerDifferences(path, actual, rules && headersFor(rules, path)))
  }
  const rulesType = (await get('/speculation-rules.json')).headers.get('content-type')
  if (rulesType !== 'application/speculationrules+json')
    problems.push(`/speculation-rules.json: Content-Type ${rulesType}`)
  if (!asset) problems.push('/: links no hashed asset')
  else if (!(await get(asset)).headers.get('cache-control')?.includes('immutable'))
    problems.push(`${asset}: not immutable`)
  return problems
}

/**
 * The main calls, which the speculation rules load as soon as the page has loaded (project cards, also likely, open
 * their preview on a tap; the preview's link is one of these).
 */
const likelyNow = Object.entries(likelyNext)
  .map(([name, value]) => `[${name}="${value}"]`)
  .join('')

/**
 * A tap on each link the speculation rules load ahead at once lands on its page with no redirect in
 * between: a redirect would be prerendered too, and paid for at every tap. Whether the browser prerendered it is
 * measured by `npm run bench:instant -- --origin` (Chromium does not prerender while a test drives it).
 */
async function likelyLinksLand(browser: Browser, origin: string, routes: string[]): Promise<Check> {
  const check: Check = { name: 'a tap on each likely next page lands on it with no redirect', problems: [] }
  const context = await returningVisitor(browser, origin)
  const page = await context.newPage()
  const tapped = new Set<string>()
  for (const route of routes) {
    await page.goto(`${origin}${route}`)
    const hrefs = await page
      .locator(`${likelyNow}:visible`)
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    for (const href of new Set(hrefs.filter((href) => href.startsWith('/') && href !== route && !tapped.has(href)))) {
      tapped.add(href)
      if (page.url() !== `${origin}${route}`) await page.goto(`${origin}${route}`)
      await page.locator(`${likelyNow}[href="${href}"]:visible`).first().click()
      const left = await page
        .waitForURL((url) => url.pathname !== route)
        .then(
          () => true,
          () => false,
        )
      if (!left) {
        check.problems.push(`${route} → ${href}: the tap went nowhere`)
        continue
      }
      const landed = await page.evaluate(() => ({
        path: location.pathname,
        redirects: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).redirectCount,
      }))
      if (landed.path !== href || landed.redirects)
        check.problems.push(`${route} → ${href}: ${landed.path}, ${landed.redirects} redirect(s)`)
    }
  }
  if (!tapped.size) check.problems.push('no page has a likely next link')
  check.name += ` (${tapped.size} links)`
  await context.close()
  return check
}

async function notFoundPage(browser: Browser, origin: string): Promise<Check> {
  const check: Check = { name: "an unknown address answers 404 with the site's page", problems: [] }
  const context = await returningVisitor(browser, origin)
  const page = await context.newPage()
  const response = await page.goto(`${origin}/no-such-page-${Date.now()}`)
  if (response?.status() !== 404) check.problems.push(`status ${response?.status()}`)
  await page
    .getByRole('heading', { name: 'Page Not Found' })
    .waitFor()
    .catch(() => check.problems.push("not the site's 404 page"))
  await context.close()
  return check
}

async function editorLoads(
  browser: Browser,
  origin: string,
  rules: Awaited<ReturnType<typeof parseHeadersFile>> | undefined,
): Promise<Check> {
  const check: Check = { name: '/admin/ loads the web editor under its own policy', problems: [] }
  const { context, page, violations } = await pageWatchingPolicy(browser)
  const response = await page.goto(`${origin}/admin/`)
  if (response?.status() !== 200) check.problems.push(`status ${response?.status()}`)
  const headers = (await response?.allHeaders()) ?? {}
  check.problems.push(...headerDifferences('/admin/', headers, rules && headersFor(rules, '/admin/')))
  // Decap draws its sign-in once its bundle has run.
  await page
    .getByRole('button', { name: /GitHub/ })
    .waitFor({ timeout: 60_000 })
    .catch(() => check.problems.push('the editor did not draw its sign-in'))
  check.problems.push(...violations)
  await context.close()
  return check
}

/** Leaves each page and comes Back: it must be shown from the back/forward cache, with Chromium's reasons if not. */
async function backForwardCache(browser: Browser, origin: string, routes: string[]): Promise<Check> {
  const check: Check = { name: 'every page stays eligible for the back/forward cache', problems: [] }
  const page = await browser.newPage()
  const session = await page.context().newCDPSession(page)
  await session.send('Page.enable')
  let reasons: string[] = []
  session.on('Page.backForwardCacheNotUsed', (event) =>
    reasons.push(...event.notRestoredExplanations.map((explanation) => explanation.reason)),
  )
  for (const route of routes) {
    reasons = []
    await page.goto(`${origin}${route}`)
    await page.evaluate(() =>
      addEventListener('pageshow', (event) => Object.assign(window, { restored: event.persisted })),
    )
    await page.goto(`${origin}${route === '/about' ? '/faqs' : '/about'}`)
    await page.goBack({ waitUntil: 'commit' })
    const restored = await restoredFlag(page)
    if (!restored) check.problems.push(`${route}: not restored (${reasons.join(', ') || 'no reason given'})`)
  }
  await page.close()
  return check
}

/**
 * Whether Back showed the page from the cache: its own document says so on `pageshow`; a document loaded again
 * instead knows itself as a back/forward navigation and never has the flag.
 */
async function restoredFlag(page: Page): Promise<boolean> {
  const shown = await page.waitForFunction(
    () =>
      (window as { restored?: boolean }).restored ??
      ((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type === 'back_forward'
        ? 'loaded again'
        : undefined),
  )
  return (await shown.jsonValue()) === true
}
