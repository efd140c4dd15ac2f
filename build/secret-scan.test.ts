import { describe, expect, it } from 'vitest'
import { findSecrets } from './secret-scan.ts'

const jwt = (payload: object) =>
  `eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.${Buffer.from(JSON.stringify(payload)).toString('base64url')}` +
  '.c2lnbmF0dXJlLW9mLXRoZS1rZXk'

describe('findSecrets', () => {
  it('finds a Supabase service-role key, the classic VITE_SUPABASE_ANON_KEY leak, and lets the anon key be', () => {
    const serviceRole = jwt({
      iss: 'supabase',
      ref: 'abcdefghijklmnop',
      role: 'service_role',
      iat: 1700000000,
      exp: 2000000000,
    })
    const anon = jwt({ iss: 'supabase', ref: 'abcdefghijklmnop', role: 'anon', iat: 1700000000, exp: 2000000000 })
    expect(findSecrets(`const key="${serviceRole}"`).map((finding) => finding.kind)).toEqual([
      'JWT with role "service_role" (a Supabase service key)',
    ])
    expect(findSecrets(`const key="${anon}"`)).toEqual([])
  })

  it.each([
    ['an SMTP password', 'smtps://mailer:s3cret-Pa55@smtp.example.com:465'],
    ['a database password', 'postgresql://postgres:hunter2hunter2@db.abcdefghijklmnop.supabase.co:5432/postgres'],
    ['a Resend API key', 're_AbC123xy_9f8e7d6c5b4a3f2e1d0c'],
    ['a Supabase secret key', 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz'],
    ['a private key', '-----BEGIN PRIVATE KEY-----\nMIIE'],
  ])('finds %s', (_kind, secret) => {
    expect(findSecrets(`x = "${secret}"`)).toHaveLength(1)
  })

  it('finds the literal value of a secret variable, however it looks', () => {
    expect(findSecrets('salt:9c1f0e2d7a6b5c4d', ['9c1f0e2d7a6b5c4d'])).toHaveLength(1)
    expect(findSecrets('nothing here', ['9c1f0e2d7a6b5c4d'])).toEqual([])
  })

  it('does not show the secret it found', () => {
    const [finding] = findSecrets('smtps://mailer:s3cret-Pa55@smtp.example.com')
    expect(finding!.excerpt).not.toContain('s3cret-Pa55')
  })

  it('leaves ordinary URLs and code alone', () => {
    expect(
      findSecrets(
        'fetch("https://abcdefghijklmnop.supabase.co/functions/v1/send-contact-email"); const re_test = 1; ' +
          'mailto:hello@example.com',
      ),
    ).toEqual([])
  })
})
