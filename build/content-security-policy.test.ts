import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, inlineScriptsOf, scriptHash } from './content-security-policy.ts'

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `))

describe('contentSecurityPolicy', () => {
  it('allows inline scripts only by the hash of their exact text', () => {
    const policy = contentSecurityPolicy({ inlineScripts: ['a()', 'b()', 'a()'] })
    expect(directive(policy, 'script-src')).toBe(
      `script-src 'self' ${[scriptHash('a()'), scriptHash('b()')].sort().join(' ')}`,
    )
    // The hash browsers compute: SHA-256 of the UTF-8 text, base64 (as `openssl dgst -sha256 -binary | base64` gives).
    expect(scriptHash("document.documentElement.classList.add('js')")).toBe(
      "'sha256-Du+OJKJSbdUgz5nrHeWWINvez6XKDDU/tyj/5c2uvwo='",
    )
  })

  it("talks to the site alone when the function is the site's own and no analytics are configured", () => {
    const policy = contentSecurityPolicy({ inlineScripts: [] })
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'")
    expect(directive(policy, 'form-action')).toBe("form-action 'self'")
    expect(policy).not.toContain('https://')
  })

  it("adds the Supabase project's origin for the form's call, and the function itself for its post", () => {
    const policy = contentSecurityPolicy({
      inlineScripts: [],
      functionUrl: 'https://abcdefghijklmnop.supabase.co/functions/v1/send-contact-email',
    })
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://abcdefghijklmnop.supabase.co")
    expect(directive(policy, 'form-action')).toBe(
      "form-action 'self' https://abcdefghijklmnop.supabase.co/functions/v1/send-contact-email",
    )
  })

  it("adds the configured analytics provider's origins, and only that provider's", () => {
    const plausible = contentSecurityPolicy({
      inlineScripts: [],
      analytics: { provider: 'plausible', id: 'example.co.uk' },
    })
    expect(directive(plausible, 'script-src')).toBe("script-src 'self' https://plausible.io")
    expect(directive(plausible, 'connect-src')).toBe("connect-src 'self' https://plausible.io")
    expect(plausible).not.toContain('google')
    const google = contentSecurityPolicy({ inlineScripts: [], analytics: { provider: 'google', id: 'G-ABC123' } })
    expect(directive(google, 'script-src')).toBe("script-src 'self' https://*.googletagmanager.com")
    expect(directive(google, 'connect-src')).toContain('https://*.google-analytics.com')
    expect(google).not.toContain('plausible')
  })

  it('is strict about framing, plugins and the base URL', () => {
    const policy = contentSecurityPolicy({ inlineScripts: [] })
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("base-uri 'self'")
    expect(directive(policy, 'script-src')).not.toMatch(/unsafe/)
  })
})

describe('inlineScriptsOf', () => {
  it('takes the scripts that run and leaves data blocks and external scripts', () => {
    const html = `<script>one()</script><script type="module">two()</script>
      <script type="application/ld+json">{"a":1}</script>
      <script id="vike_pageContext" type="application/json">{}</script><script src="/x.js"></script>
      <script type="text/javascript">three()</script>`
    expect(inlineScriptsOf(html)).toEqual(['one()', 'two()', 'three()'])
  })
})
