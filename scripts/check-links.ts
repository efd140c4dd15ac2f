// Checks that every internal link and anchor in the built site resolves: each <a href> and each
// asset (src, srcset, stylesheet and icon links, the icons' <use> of their sprite) on the site's own
// origin points at a page or file in the build, and each #fragment at an element with that id on
// the target page or drawing. Links to the
// live site's address (content/site.yaml `url`) count as internal. Usage: npm run check:links
// (after npm run build); tests/build/links.test.ts runs it in the test command.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseContentFile } from '#content/parse.ts'
import type { Site } from '../content/schemas/site.ts'

export interface BrokenLink {
  /** The page holding the link, as a URL path. */
  page: string
  link: string
  reason: string
}

const decode = (value: string) => value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'")

/** The link targets in a page: anchors' hrefs, and the assets it loads. */
export function linksIn(html: string): string[] {
  const anchors = [...html.matchAll(/<(?:a|use)\b[^>]*?\shref="([^"]*)"/gi)].map((match) => match[1]!)
  const sources = [...html.matchAll(/<(?:img|script|source|video|audio|iframe)\b[^>]*?\ssrc="([^"]*)"/gi)].map((match) => match[1]!)
  const srcsets = [...html.matchAll(/\ssrcset="([^"]*)"/gi)].flatMap((match) => match[1]!.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!))
  const linked = [...html.matchAll(/<link\b[^>]*>/gi)]
    .filter((match) => /\srel="(stylesheet|icon|preload|apple-touch-icon|manifest)"/i.test(match[0]))
    .map((match) => /\shref="([^"]*)"/i.exec(match[0])?.[1] ?? '')
  return [...anchors, ...sources, ...srcsets, ...linked].map(decode).filter(Boolean)
}

/** The ids an element on the page can be reached by. */
function idsIn(html: string): Set<string> {
  return new Set([...html.matchAll(/\s(?:id|name)="([^"]+)"/g)].map((match) => decode(match[1]!)))
}

/** The built file a URL path is served from, as the static host serves it; undefined when none. */
function fileFor(root: string, pathname: string): string | undefined {
  const path = join(root, decodeURIComponent(pathname))
  const candidates = [join(path, 'index.html'), `${path}.html`, path]
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile())
}

/** Every HTML file of the build, with the URL path it is served at. */
function builtPages(root: string): { page: string; file: string }[] {
  return (readdirSync(root, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({ page: `/${file.replace(/\\/g, '/').replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`, file: join(root, file) }))
}

export function checkLinks(root: string, siteUrl: string): BrokenLink[] {
  const broken: BrokenLink[] = []
  const ids = new Map<string, Set<string>>()
  const idsOf = (file: string) => ids.get(file) ?? ids.set(file, idsIn(readFileSync(file, 'utf8'))).get(file)!
  const origin = 'http://site.invalid'
  for (const { page, file } of builtPages(root)) {
    for (const link of linksIn(readFileSync(file, 'utf8'))) {
      const internal = link.startsWith(`${siteUrl}/`) || link === siteUrl ? link.slice(siteUrl.length) || '/' : link
      const url = new URL(internal, `${origin}${page}`)
      if (url.origin !== origin) continue
      const target = fileFor(root, url.pathname)
      if (!target) {
        broken.push({ page, link, reason: 'no such page or file in the build' })
        continue
      }
      const fragment = decodeURIComponent(url.hash.slice(1))
      if (fragment && /\.(html|svg)$/.test(target) && !idsOf(target).has(fragment)) broken.push({ page, link, reason: `no element with id "${fragment}" on ${url.pathname}` })
    }
  }
  return broken
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = 'dist/client'
  const site = parseContentFile('content/site.yaml', readFileSync('content/site.yaml', 'utf8')).data as Site
  const broken = checkLinks(root, site.url)
  for (const { page, link, reason } of broken) console.error(`${page}: ${link}: ${reason}`)
  console.log(broken.length ? `${broken.length} broken link(s) in ${relative('.', root)}` : `Every internal link in ${root} resolves`)
  process.exit(broken.length ? 1 : 0)
}
