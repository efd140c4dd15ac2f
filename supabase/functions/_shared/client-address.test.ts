import { describe, expect, it } from 'vitest'
import {
  clientAddress,
  hashClientBucket,
  rateLimitBuckets,
  secretsMatch,
  unattributedBucket,
} from './client-address.ts'

describe('client addresses', () => {
  const headers = (init: Record<string, string>) => new Headers(init)

  it('takes the socket address when no header is configured, whatever the headers say', () => {
    const forged = headers({
      'x-forwarded-for': '198.51.100.1',
      'cf-connecting-ip': '198.51.100.2',
      'x-real-ip': '198.51.100.3',
    })
    expect(clientAddress({ trustedHops: 1 }, forged, '203.0.113.7')).toBe('203.0.113.7')
  })

  it('takes only the configured header', () => {
    const source = { header: 'cf-connecting-ip', trustedHops: 1 }
    expect(
      clientAddress(
        source,
        headers({ 'cf-connecting-ip': '203.0.113.9', 'x-forwarded-for': '198.51.100.1' }),
        '10.0.0.1',
      ),
    ).toBe('203.0.113.9')
    expect(clientAddress(source, headers({ 'x-forwarded-for': '198.51.100.1' }), '10.0.0.1')).toBeUndefined()
    expect(clientAddress(source, headers({ 'cf-connecting-ip': 'not-an-address' }), '10.0.0.1')).toBeUndefined()
  })

  it('counts X-Forwarded-For from the right, ignoring what the client wrote before the trusted entry', () => {
    const forwarded = headers({ 'x-forwarded-for': '198.51.100.1, 198.51.100.2, 203.0.113.9, 10.0.0.5' })
    expect(clientAddress({ header: 'x-forwarded-for', trustedHops: 1 }, forwarded, undefined)).toBe('10.0.0.5')
    expect(clientAddress({ header: 'x-forwarded-for', trustedHops: 2 }, forwarded, undefined)).toBe('203.0.113.9')
    expect(clientAddress({ header: 'x-forwarded-for', trustedHops: 5 }, forwarded, undefined)).toBeUndefined()
  })

  it('counts IPv4 by address and /24, IPv6 by /64, /56 and /48; a missing address shares one bucket', () => {
    const limits = { max: 5, networkMax: 10 }
    const buckets = (address: string | undefined) => rateLimitBuckets(address, limits).map(({ bucket }) => bucket)
    expect(rateLimitBuckets('203.0.113.7', limits)).toEqual([
      { bucket: '203.0.113.7', max: 5 },
      { bucket: '203.0.113.0/24', max: 10 },
    ])
    expect(buckets('::ffff:203.0.113.7')).toEqual(['203.0.113.7', '203.0.113.0/24'])
    expect(rateLimitBuckets('2001:db8:1:2:aaaa::1', limits)).toEqual([
      { bucket: '2001:db8:1:2::/64', max: 5 },
      { bucket: '2001:db8:1::/56', max: 10 },
      { bucket: '2001:db8:1::/48', max: 20 },
    ])
    expect(buckets('2001:db8:1:2:ffff:ffff:ffff:ffff')).toEqual(buckets('2001:db8:1:2::1'))
    // Another /64 of the same /56: a bucket of its own, the same networks.
    expect(buckets('2001:db8:1:3::1')).toEqual(['2001:db8:1:3::/64', '2001:db8:1::/56', '2001:db8:1::/48'])
    expect(buckets('2001:db8:1:1ff::1')[1]).toBe('2001:db8:1:100::/56')
    expect(buckets(undefined)).toEqual([unattributedBucket])
  })

  it('hashes a bucket with the salt and the window: a new pseudonym each window', async () => {
    const hash = await hashClientBucket('salt-one-0123456789', 1000, '203.0.113.7')
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(await hashClientBucket('salt-one-0123456789', 1000, '203.0.113.7')).toBe(hash)
    expect(await hashClientBucket('salt-one-0123456789', 4600, '203.0.113.7')).not.toBe(hash)
    expect(await hashClientBucket('salt-two-0123456789', 1000, '203.0.113.7')).not.toBe(hash)
  })

  it('compares secrets', async () => {
    expect(await secretsMatch('secret-value', 'secret-value')).toBe(true)
    expect(await secretsMatch('secret-valuf', 'secret-value')).toBe(false)
    expect(await secretsMatch('', 'secret-value')).toBe(false)
  })
})
