// The pages a browser loads ahead (components/page-loading/speculation-rules.ts), as this build ships them: every page
// names the rules file in its headers, for both hosts (_headers) and the local server alike; the file is served as the
// type browsers require; its rules reach every page and never the editor or a form's outcome pages.
import { readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { headersFor, parseHeadersFile } from '../../build/headers-file.ts'
import { createStaticServer } from '../../local-stack/static-server.ts'
import {
  likelyNext,
  likelyNextOfMany,
  SPECULATION_RULES_PATH,
  SPECULATION_RULES_TYPE,
} from '../../components/page-loading/speculation-rules.ts'
import { builtPage, builtUrls, distRoot, formOutcomeUrls } from './support.ts'

type Condition = { href_matches?: string; selector_matches?: string; not?: Condition; and?: Condition[] }
type Rule = { source: string; where: Condition; eagerness: string }
const rules = JSON.parse(readFileSync(join(distRoot, SPECULATION_RULES_PATH), 'utf8')) as Record<string, Rule[]>
const headerRules = await parseHeadersFile(join(distRoot, '_headers'))

/** A URL pattern's pathname as the browser reads it here: `*` is anything, everything else literal. */
const patternMatches = (pattern: string, path: string) =>
  new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  ).test(path)

/** Whether a link to `path` meets `condition`, judging selectors by the attributes the link has. */
function meets(condition: Condition, path: string, selectorHolds: (selector: string) => boolean): boolean {
  if (condition.and) return condition.and.every((part) => meets(part, path, selectorHolds))
  if (condition.not) return !meets(condition.not, path, selectorHolds)
  if (condition.href_matches) return patternMatches(condition.href_matches, path)
  if (condition.selector_matches) return selectorHolds(condition.selector_matches)
  throw new Error(`Unexpected condition ${JSON.stringify(condition)}`)
}

/** How eagerly a link to `path` is prerendered, if at all: a plain one, or one marked with a likely-next value. */
const prerenderedAs = (path: string, { likely }: { likely?: string } = {}) =>
  rules.prerender!.find((rule) =>
    meets(rule.where, path, (selector) => !!likely && selector.includes(`[data-likely-next="${likely}"]`)),
  )?.eagerness

describe('speculation rules', () => {
  it('are named by every page in its headers, and served as the type browsers require', () => {
    for (const url of [...builtUrls, ...formOutcomeUrls])
      expect(headersFor(headerRules, url)['Speculation-Rules'], url).toBe(`"${SPECULATION_RULES_PATH}"`)
    expect(headersFor(headerRules, SPECULATION_RULES_PATH)['Content-Type']).toBe(SPECULATION_RULES_TYPE)
  })

  it('prerender a main call at once, one of many at a sign of interest, any other on intent (else prefetch)', () => {
    for (const url of builtUrls.filter((url) => !formOutcomeUrls.includes(url))) {
      expect(prerenderedAs(url, { likely: likelyNext['data-likely-next'] }), url).toBe('immediate')
      expect(prerenderedAs(url, { likely: likelyNextOfMany['data-likely-next'] }), url).toBe('eager')
      expect(prerenderedAs(url), url).toBe('moderate')
      expect(
        rules.prefetch!.some((rule) => meets(rule.where, url, () => false)),
        url,
      ).toBe(true)
    }
  })

  it('never load the editor, a form outcome page or a file ahead, even from a likely link', () => {
    for (const path of ['/admin/', '/admin', ...formOutcomeUrls, '/sitemap.xml', '/og/index.png']) {
      for (const likely of [likelyNext, likelyNextOfMany])
        expect(prerenderedAs(path, { likely: likely['data-likely-next'] }), path).toBeUndefined()
      expect(
        rules.prefetch!.some((rule) => meets(rule.where, path, () => false)),
        path,
      ).toBe(false)
    }
  })

  it('mark as likely next the home hero’s two buttons, the header’s contact button and the project cards', () => {
    // Links in the document: a <template>'s (a project preview's link, once opened) are not, until it is copied in.
    // (cheerio keeps a template's content under a root of its own, which its selectors and `parents()` stop at).
    const inTemplate = (node: { parent: unknown; name?: string } | null): boolean =>
      node !== null && (node.name === 'template' || inTemplate(node.parent as typeof node))
    const likely = (url: string, mark = '') =>
      new Set(
        builtPage(url)(`a[data-likely-next${mark}]`)
          .toArray()
          .filter((link) => !inTemplate(link))
          .map((link) => link.attribs.href),
      )
    expect(likely('/')).toEqual(new Set(['/contact', '/projects', ...projectLinks('/')]))
    expect(likely('/about')).toEqual(new Set(['/contact']))
    expect(likely('/projects')).toEqual(new Set(['/contact', ...projectLinks('/projects')]))
    // All at once only where there are one or two.
    expect(likely('/', '="now"')).toEqual(new Set(['/contact', '/projects']))
    expect(likely('/projects', '="now"')).toEqual(new Set(['/contact']))
  })
})

const projectLinks = (url: string) =>
  builtPage(url)('[data-slot="project-card"] a')
    .toArray()
    .map((link) => link.attribs.href)

describe('the local server', () => {
  let origin = ''
  let server: Awaited<ReturnType<typeof createStaticServer>> | undefined
  beforeAll(async () => {
    server = await createStaticServer(distRoot)
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => server?.close())

  it('sends the same rules as the hosts, so `npm start` loads pages ahead as production does', async () => {
    const page = await fetch(`${origin}/projects`)
    expect(page.headers.get('speculation-rules')).toBe(`"${SPECULATION_RULES_PATH}"`)
    const file = await fetch(`${origin}${SPECULATION_RULES_PATH}`, { headers: { 'accept-encoding': 'gzip' } })
    expect(file.headers.get('content-type')).toBe(SPECULATION_RULES_TYPE)
    expect(await file.json()).toEqual(rules)
  })
})
