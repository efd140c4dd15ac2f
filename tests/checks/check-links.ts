// Checks that every internal link and anchor in the built site resolves. linkinator requests, from the build as the
// static host serves it, everything each page and stylesheet refers to on the site's own origin (href, src, srcset,
// url() in CSS); links to the live site's address (content/site.yaml `url`) count as internal. Each link's #fragment
// must name an element on its target page, and each icon's <use> a symbol in its sprite: linkinator's own fragment
// check sees only links found before their target is fetched and does not follow <use>, so that part is here.
// Usage: npm run check:links (after npm run build); also tests/build/links.test.ts.
import { once } from 'node:events'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { load, type CheerioAPI } from 'cheerio'
import { LinkChecker, LinkState } from 'linkinator'
import { readSite } from '#content/site-file.ts'
import { createStaticServer } from '../../local-stack/static-server.ts'

/** A broken link: the page (or stylesheet) holding it, as a URL path, the link and why it is broken. */
type BrokenLink = { page: string; link: string; reason: string }

/** The build's HTML files and stylesheets, by the path the host serves each at ("about.html" → "/about"). */
function builtFiles(root: string): Map<string, string> {
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(html|css)$/.test(file))
  const pathOf = (file: string) => file.replace(/\\/g, '/').replace(/(^|\/)index\.html$|\.html$/, '')
  return new Map(files.map((file) => [`/${pathOf(file)}`, join(root, file)]))
}

/** The live site's address at the start of a link, which makes the link internal. */
const liveSite = (siteUrl: string) => new RegExp(`^${siteUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=/|$)`)

async function missingTargets(root: string, paths: string[], siteUrl: string): Promise<BrokenLink[]> {
  const server = (await createStaticServer(root)).listen(0, '127.0.0.1')
  await once(server, 'listening')
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const path = (url = '') => url.slice(origin.length) || '/'
  try {
    // Every page and stylesheet is a starting point, so each one's links are read whatever links to it.
    const { links } = await new LinkChecker().check({
      path: paths.map((page) => `${origin}${page}`),
      checkCss: true,
      urlRewriteExpressions: [{ pattern: liveSite(siteUrl), replacement: origin }],
      linksToSkip: async (link) => link !== origin && !link.startsWith(`${origin}/`),
    })
    return links
      .filter((link) => link.state === LinkState.BROKEN)
      .map((link) => ({
        page: path(link.parent),
        link: path(link.url),
        reason: `no such page or file in the build (status ${link.status})`,
      }))
  } finally {
    server.close()
  }
}

/** The #fragments linkinator leaves: of links (to an element on their page) and icons' `<use href>` (to a symbol). */
function missingFragments(root: string, files: Map<string, string>, siteUrl: string): BrokenLink[] {
  const idsIn = ($: CheerioAPI) =>
    new Set(
      $('[id], a[name]')
        .map((_, element) => [element.attribs.id, element.attribs.name].filter((id) => id !== undefined))
        .get(),
    )
  const pages = new Map<string, { ids: Set<string>; links: string[] }>()
  for (const [page, file] of files) {
    if (!file.endsWith('.html')) continue
    const $ = load(readFileSync(file, 'utf8'))
    const links: string[] = $('a[href*="#"], use[href]')
      .map((_, { attribs }) => attribs.href)
      .get()
    pages.set(page, { ids: idsIn($), links })
  }
  const drawings: Record<string, Set<string> | null> = {}
  const idsOfDrawing = (path: string) =>
    (drawings[path] ??= existsSync(join(root, path))
      ? idsIn(load(readFileSync(join(root, path), 'utf8'), { xml: true }))
      : null)
  const base = 'http://site.invalid'
  const live = liveSite(siteUrl)
  return [...pages].flatMap(([page, { links }]) =>
    links.flatMap((link) => {
      const url = new URL(link.replace(live, '') || '/', `${base}${page}`)
      const id = decodeURIComponent(url.hash.slice(1))
      if (url.origin !== base || !id) return []
      if (url.pathname.endsWith('.svg')) {
        const ids = idsOfDrawing(decodeURIComponent(url.pathname))
        if (!ids) return [{ page, link, reason: 'no such page or file in the build' }]
        return ids.has(id) ? [] : [{ page, link, reason: `no element with id "${id}" in ${url.pathname}` }]
      }
      const target = pages.get(url.pathname.replace(/(.)\/$/, '$1'))
      // A missing target page is linkinator's to report.
      if (!target || target.ids.has(id)) return []
      return [{ page, link, reason: `no element with id "${id}" on ${url.pathname}` }]
    }),
  )
}

export async function checkLinks(root: string, siteUrl: string): Promise<BrokenLink[]> {
  const files = builtFiles(root)
  const broken = [
    ...(await missingTargets(root, [...files.keys()], siteUrl)),
    ...missingFragments(root, files, siteUrl),
  ]
  // linkinator reports in the order its requests finish; sorted, the report reads the same every run.
  return broken.sort((a, b) => a.page.localeCompare(b.page) || a.link.localeCompare(b.link))
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = 'dist/client'
  const broken = await checkLinks(root, readSite().url)
  for (const { page, link, reason } of broken) console.error(`${page}: ${link}: ${reason}`)
  console.log(broken.length ? `${broken.length} broken link(s) in ${root}` : `Every internal link in ${root} resolves`)
  process.exit(broken.length ? 1 : 0)
}
