// dist/client/_headers as the build writes it (issue: locked down). The policy's rules are
// unit-tested in build/content-security-policy.test.ts; here, the policy of this build.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { loadEnv } from 'vite'
import { describe, expect, it } from 'vitest'
import { inlineScriptsOf, scriptHash } from '../../build/content-security-policy.ts'
import { headersFor, parseHeadersFile } from '../../build/headers-file.ts'
import { notPages } from '../../build/list-urls.ts'
import { distRoot, projectRoot, site } from './support.ts'

const headers = headersFor(await parseHeadersFile(join(distRoot, '_headers')), '/')
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
