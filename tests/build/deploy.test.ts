// The deploy configuration (netlify.toml) against the build it publishes, and the web editor the
// build writes at /admin/ (editor/): its configuration covers every content folder, it has a
// policy of its own, and it stays out of search engines and out of the site's links.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse as parseToml } from 'smol-toml'
import { parse as parseYaml } from 'yaml'
import { describe, expect, it } from 'vitest'
import { collections } from '#content/collections.ts'
import { headersFor, parseHeadersFile } from '../../build/headers-file.ts'
import { htmlFile } from '../../build/list-urls.ts'
import { builtUrls, distRoot, projectRoot } from './support.ts'

const netlify = parseToml(readFileSync(join(projectRoot, 'netlify.toml'), 'utf8')) as {
  build: { command: string; publish: string; environment: Record<string, string> }
  context?: Record<string, { command?: string }>
  redirects?: { from: string; to: string }[]
}
const packageJson = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>
  engines: { node: string }
}
const rules = await parseHeadersFile(join(distRoot, '_headers'))

describe('netlify.toml', () => {
  it('builds with the build script and publishes the folder it writes, with the 404 page and the headers in it', () => {
    expect(netlify.build.command).toBe('npm run build')
    expect(packageJson.scripts.build).toBeTruthy()
    expect(join(projectRoot, netlify.build.publish)).toBe(distRoot)
    for (const file of ['index.html', '404.html', '_headers', 'sitemap.xml', 'admin/index.html'])
      expect(existsSync(join(distRoot, file)), file).toBe(true)
    // Deploy previews build as production does.
    for (const context of Object.values(netlify.context ?? {}))
      expect(context.command ?? netlify.build.command).toBe(netlify.build.command)
  })

  it("builds on the Node.js of .nvmrc, which every host reads, a major that package.json's engines accepts", () => {
    const oldest = Number(/^>=(\d+)\./.exec(packageJson.engines.node)?.[1])
    expect(Number(readFileSync(join(projectRoot, '.nvmrc'), 'utf8').trim())).toBeGreaterThanOrEqual(oldest)
    // A NODE_VERSION variable would win over .nvmrc on Netlify and Cloudflare Pages.
    expect(netlify.build.environment).not.toHaveProperty('NODE_VERSION')
    expect(readFileSync(join(projectRoot, 'docs/deploying.md'), 'utf8')).not.toContain('NODE_VERSION')
  })

  it('has the owner copy the pooler host from the dashboard, never build it, and set no import map', () => {
    for (const file of ['docs/deploying.md', 'supabase/sql/enquiries-function-password.sql']) {
      const text = readFileSync(join(projectRoot, file), 'utf8')
      // aws-0 is one pooler cluster of several: a project on another answers "Tenant or user not found".
      expect(text, file).not.toMatch(/aws-0/)
      expect(text, file).toMatch(/Connect/)
      expect(text, file).toMatch(/sslmode=require/)
    }
    expect(readFileSync(join(projectRoot, 'docs/deploying.md'), 'utf8')).not.toContain('import_map')
  })

  // Both hosts settle the trailing slash before any rule the site writes (docs/deploying.md, "One address per
  // page"): a rule from `/contact/` to `/contact`, or back, would match its own target and redirect for ever.
  // A folder's index.html is served by both hosts only at the address with a trailing slash, and `/contact` would
  // answer with a redirect to `/contact/`; a page written as contact.html is served at `/contact` itself.
  it("writes every page as the file both hosts serve at the page's own address", () => {
    const folderPages = (readdirSync(distRoot, { recursive: true }) as string[])
      .map((file) => file.replace(/\\/g, '/'))
      .filter((file) => file.endsWith('/index.html') && !file.startsWith('admin/'))
    expect(folderPages).toEqual([])
    for (const url of builtUrls) expect(existsSync(htmlFile(distRoot, url)), url).toBe(true)
    expect(builtUrls).toEqual(expect.arrayContaining(['/', '/contact', '/projects', '/contact/thank-you']))
  })

  it('publishes no redirect that only adds or takes off a trailing slash', () => {
    const redirectsFile = join(distRoot, '_redirects')
    const fileRules = existsSync(redirectsFile)
      ? readFileSync(redirectsFile, 'utf8')
          .split('\n')
          .map((line) => line.trim().split(/\s+/))
          .filter(([from, to]) => from && !from.startsWith('#') && to)
          .map(([from, to]) => ({ from: from!, to: to! }))
      : []
    const slashOnly = [...fileRules, ...(netlify.redirects ?? [])].filter(
      ({ from, to }) => from !== to && from.replace(/\/+$/, '') === to.replace(/\/+$/, ''),
    )
    expect(slashOnly).toEqual([])
  })

  it("publishes a headers file every path of which parses, with the site's policy on the pages", () => {
    expect(rules.rules.length).toBeGreaterThan(1)
    expect(headersFor(rules, '/contact')['Content-Security-Policy']).toMatch(
      /^default-src 'self'; script-src 'self' 'sha256-/,
    )
  })
})

describe('the web editor at /admin/', () => {
  const config = parseYaml(readFileSync(join(distRoot, 'admin/config.yml'), 'utf8')) as {
    backend: { name: string; repo: string }
    publish_mode: string
    media_folder: string
    collections: { folder?: string; files?: { file: string }[] }[]
  }

  it('edits every content folder and file through GitHub with the editorial workflow', () => {
    expect(config.backend.name).toBe('github')
    expect(config.publish_mode).toBe('editorial_workflow')
    const places = config.collections.flatMap((c) => (c.folder ? [`${c.folder}/`] : c.files!.map((f) => f.file)))
    for (const place of places) expect(existsSync(join(projectRoot, place)), place).toBe(true)
    // Every kind of content file has its place among them.
    for (const { files } of collections) {
      const example = files.replace('{name}', 'example')
      expect(
        places.some((place) =>
          place.endsWith('/') ? `content/${example}`.startsWith(place) : place === `content/${example}`,
        ),
        example,
      ).toBe(true)
    }
    expect(existsSync(join(projectRoot, config.media_folder))).toBe(true)
  })

  it("is served from the site itself: the page, Decap CMS's bundle and the scripts before and after it", () => {
    const page = readFileSync(join(distRoot, 'admin/index.html'), 'utf8')
    const sources = [...page.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1]!)
    expect(sources).toEqual(['/admin/store-hook.js', '/admin/decap-cms.js', '/admin/editor.js'])
    for (const source of sources) expect(existsSync(join(distRoot, source))).toBe(true)
    expect(existsSync(join(distRoot, 'admin/save-rules.js'))).toBe(true)
    expect(page).not.toMatch(/https?:\/\/(?!www\.w3\.org)/)
  })

  it("has its own Content-Security-Policy, in place of the site's, and lets the sign-in window report back", () => {
    for (const path of ['/admin', '/admin/', '/admin/config.yml']) {
      const headers = headersFor(rules, path)
      expect(headers['Content-Security-Policy'], path).toContain("connect-src 'self' blob: https://api.github.com")
      // One policy, not the site's joined to it (browsers would enforce both).
      expect(headers['Content-Security-Policy'], path).not.toContain('sha256-')
      expect(headers['Cross-Origin-Opener-Policy'], path).toBe('same-origin-allow-popups')
      expect(headers['X-Robots-Tag'], path).toBe('noindex, nofollow')
      expect(headers['X-Frame-Options'], path).toBe('DENY')
    }
  })

  it('is noindex, out of the sitemap and linked from no page of the site', () => {
    expect(readFileSync(join(distRoot, 'admin/index.html'), 'utf8')).toContain(
      '<meta name="robots" content="noindex, nofollow">',
    )
    expect(readFileSync(join(distRoot, 'sitemap.xml'), 'utf8')).not.toContain('/admin')
    expect(builtUrls).not.toContain('/admin')
    const pages = (readdirSync(distRoot, { recursive: true }) as string[]).filter(
      (file) => file.endsWith('.html') && !file.startsWith('admin/'),
    )
    expect(pages.length).toBeGreaterThan(10)
    for (const file of pages)
      expect(readFileSync(join(distRoot, file), 'utf8'), file).not.toMatch(/href="[^"]*\/admin\b/)
  })
})
