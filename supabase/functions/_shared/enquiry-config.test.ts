import { describe, expect, it } from 'vitest'
import { allowsOrigin, EnquiryConfigError, readEnquiryConfig } from './enquiry-config.ts'

const env = {
  SITE_ORIGIN: 'https://www.example.co.uk',
  RATE_LIMIT_SALT: '0123456789abcdef0123',
  MAIL_FROM: 'Example website <website@example.co.uk>',
  MAIL_TO: 'owner@example.co.uk',
}

describe('the function configuration', () => {
  it('reads a minimal environment with defaults, keeping enquiries pending without a mail transport', () => {
    expect(readEnquiryConfig(env)).toEqual({
      siteOrigin: 'https://www.example.co.uk',
      allowedOrigins: new Set(['https://www.example.co.uk']),
      previewOrigins: [],
      rateLimit: {
        salt: env.RATE_LIMIT_SALT,
        max: 5,
        networkMax: 10,
        globalMax: 50,
        storeMax: 1000,
        windowSeconds: 3600,
      },
      clientAddress: { header: undefined, trustedHops: 1 },
      mail: { from: env.MAIL_FROM, to: ['owner@example.co.uk'], transport: { kind: 'none' } },
      jobsSecret: undefined,
    })
  })

  it('adds SITE_ORIGINS to the allowed origins and picks the email API over SMTP', () => {
    const config = readEnquiryConfig({
      ...env,
      SITE_ORIGINS: 'https://example.co.uk, https://preview.example.pages.dev/',
      MAIL_TO: 'a@example.co.uk, b@example.co.uk',
      RESEND_API_KEY: 're_123',
      SMTP_URL: 'smtp://mail.example.co.uk:2525',
      RATE_LIMIT_MAX: '10',
    })
    expect([...config.allowedOrigins]).toEqual([
      'https://www.example.co.uk',
      'https://example.co.uk',
      'https://preview.example.pages.dev',
    ])
    expect(config.mail.to).toEqual(['a@example.co.uk', 'b@example.co.uk'])
    expect(config.mail.transport).toEqual({ kind: 'resend', apiKey: 're_123', apiUrl: 'https://api.resend.com' })
    expect(config.rateLimit.max).toBe(10)
  })

  it("allows the site's own deploy previews by their host names' pattern, and nothing wider", () => {
    const config = readEnquiryConfig({
      ...env,
      SITE_PREVIEW_ORIGINS: 'https://*--harbour-and-hale.netlify.app, https://*.harbour-and-hale.pages.dev',
    })
    const allowed = (origin: string) => allowsOrigin(config, origin)
    for (const origin of [
      'https://www.example.co.uk',
      'https://deploy-preview-12--harbour-and-hale.netlify.app',
      'https://a1b2c3d4.harbour-and-hale.pages.dev',
      'https://cms-faqs-update.harbour-and-hale.pages.dev',
    ])
      expect(allowed(origin), origin).toBe(true)
    for (const origin of [
      'https://harbour-and-hale.netlify.app.example.com',
      'https://deploy-preview-12--another-site.netlify.app',
      'https://x.y.harbour-and-hale.pages.dev',
      'https://harbour-and-hale.pages.dev.evil.example',
      'http://a1b2c3d4.harbour-and-hale.pages.dev',
      'https://evil.example/https://a1.harbour-and-hale.pages.dev',
    ])
      expect(allowed(origin), origin).toBe(false)
    for (const pattern of ['*', 'https://*', 'https://*.netlify.app', 'https://*.pages.dev', 'https://a*.x.pages.dev'])
      expect(() => readEnquiryConfig({ ...env, SITE_PREVIEW_ORIGINS: pattern }), pattern).toThrow(
        `SITE_PREVIEW_ORIGINS: "${pattern}" is not https://*--<site>.netlify.app or https://*.<project>.pages.dev`,
      )
  })

  it("reads the visitor's address from Supabase's gateway header on Supabase, else from the socket unless told", () => {
    expect(readEnquiryConfig({ ...env, SB_REGION: 'eu-west-2' }).clientAddress).toEqual({
      header: 'cf-connecting-ip',
      trustedHops: 1,
    })
    expect(
      readEnquiryConfig({ ...env, CLIENT_IP_HEADER: 'X-Forwarded-For', TRUSTED_PROXY_HOPS: '2' }).clientAddress,
    ).toEqual({
      header: 'x-forwarded-for',
      trustedHops: 2,
    })
  })

  it('names every missing or malformed variable at once', () => {
    let error: unknown
    try {
      readEnquiryConfig({
        SITE_ORIGIN: 'https://www.example.co.uk/contact',
        RATE_LIMIT_SALT: 'short',
        MAIL_TO: 'nope',
        RATE_LIMIT_MAX: '0',
        RATE_LIMIT_STORE_MAX: '10',
        SMTP_URL: 'http://x',
      })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(EnquiryConfigError)
    expect((error as EnquiryConfigError).problems).toEqual([
      'SITE_ORIGIN "https://www.example.co.uk/contact" is not an origin such as https://www.example.co.uk',
      'RATE_LIMIT_SALT must be at least 16 characters',
      'RATE_LIMIT_MAX must be a positive whole number, not "0"',
      'RATE_LIMIT_STORE_MAX (10) must be at least RATE_LIMIT_GLOBAL_MAX (50)',
      'MAIL_FROM is required: the sender, e.g. "Website <enquiries@example.co.uk>"',
      'MAIL_TO: "nope" is not an email address',
      'SMTP_URL must start with smtp:// or smtps://',
    ])
  })
})
