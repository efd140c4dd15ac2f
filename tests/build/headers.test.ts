// dist/client/_headers as the build writes it (issue: locked down). The policy's rules are
// unit-tested in build/content-security-policy.test.ts; here, the policy of this build.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { loadEnv } from 'vite'
import { describe, expect, it } from 'vitest'
import { inlineScriptsOf, scriptHash } from '../../build/content-security-policy.ts'
import { adminContentSecurityPolicy } from '../../build/content-security-policy.ts'
import { headerOverlaps, headersFor, parseHeadersFile } from '../../build/headers-file.ts'
import { notPages } from '../../build/list-urls.ts'
import { builtUrls, distRoot, projectRoot, site } from './support.ts'

const headersFile = join(distRoot, '_headers')
const rules = await parseHeadersFile(headersFile)
const headers = headersFor(rules, '/')
const policy = headers['Content-Security-Policy']!
const directive = (name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1)
// The site's pages; the web editor has a policy of its own (tests/build/deploy.test.ts).
const htmlFiles = (readdirSync(distRoot, { recursive: true }) as string[]).filter(
  (file) => file.endsWith('.html') && !notPages.has(file.split('/')[0]!),
)

describe('the Content-Security-Policy of this build', () => {
  it.each(htmlFiles)('allows each inline script of %s by its hash, and no other inline script', (file) => {
    const scripts = inlineScriptsOf(readFileSync(join(distRoot, file), 'utf8'))
    expect(scripts.length).toBeGreaterThan(0)
    for (const script of scripts) expect(directive('script-src')).toContain(scriptHash(script))
    expect(directive('script-src')).not.toContain("'unsafe-inline'")
    expect(directive('script-src')).not.toContain("'unsafe-eval'")
  })

  it('lets pages connect to the site and the configured Supabase project only, plus analytics when configured', () => {
    const { VITE_SUPABASE_URL: supabaseUrl } = loadEnv('production', projectRoot, 'VITE_')
    const others = directive('connect-src')!.filter((source) => source !== "'self'")
    const expected = [
      ...(supabaseUrl ? [new URL(supabaseUrl).origin] : []),
      ...(site.analytics?.provider === 'plausible' ? ['https://plausible.io'] : []),
    ]
    if (site.analytics?.provider === 'google') expect(others).toContain('https://*.google-analytics.com')
    else expect(others).toEqual(expected)
  })

  it('sends the other protective headers', () => {
    expect(headers).toMatchObject({
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
    })
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment'])
      expect(headers['Permissions-Policy']).toContain(`${feature}=()`)
  })
})

// Netlify's parser (parseHeadersFile) reads the rules; Cloudflare Pages reads the same file, and `npm run rehearse`
// compares what its runtime answers with these rules on every page and the editor. Where two rules set one header
// for a path, the hosts disagree (Cloudflare sends both, Netlify's CLI the later one) and a page with two policies
// obeys both: so no path may have two.
describe('one Content-Security-Policy per path, on both hosts', () => {
  const editorPaths = ['/admin', '/admin/', '/admin/config.yml', '/admin/decap-cms.js']
  const otherPaths = ['/services/no-such-service', '/speculation-rules.json', '/assets/a.js', '/sitemap.xml']

  it('matches no path with two rules that set the same header', () => {
    expect(headerOverlaps(rules, [...builtUrls, ...editorPaths, ...otherPaths])).toEqual([])
  })

  it("gives every page the site's policy, and the editor its own", () => {
    for (const url of [...builtUrls, '/services/no-such-service'])
      expect(headersFor(rules, url)['Content-Security-Policy'], url).toBe(policy)
    for (const path of editorPaths)
      expect(headersFor(rules, path)['Content-Security-Policy'], path).toBe(adminContentSecurityPolicy({}))
  })

  it('stays within what Cloudflare Pages reads: 100 rules, lines of at most 2,000 characters', () => {
    expect(rules.rules.length).toBeLessThanOrEqual(100)
    const long = readFileSync(headersFile, 'utf8')
      .split('\n')
      .filter((line) => line.trim().length > 2000)
    expect(long.map((line) => line.trim().slice(0, 60))).toEqual([])
  })
})
