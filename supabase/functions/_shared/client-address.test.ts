import { describe, expect, it } from 'vitest'
import { clientAddressFromProxyHeaders, hashClientAddress, secretsMatch } from './client-address.ts'

describe('client addresses', () => {
  it('hashes an address with the salt, so the hash is stable but useless without it', async () => {
    const hash = await hashClientAddress('salt-one-0123456789', '203.0.113.7')
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(hash).not.toContain('203')
    expect(await hashClientAddress('salt-one-0123456789', '203.0.113.7')).toBe(hash)
    expect(await hashClientAddress('salt-two-0123456789', '203.0.113.7')).not.toBe(hash)
  })

  it('prefers the headers a proxy sets itself, then the first X-Forwarded-For entry', () => {
    const headers = (init: Record<string, string>) => new Headers(init)
    expect(clientAddressFromProxyHeaders(headers({ 'x-forwarded-for': '198.51.100.1, 10.0.0.1', 'x-real-ip': '203.0.113.9' }))).toBe('203.0.113.9')
    expect(clientAddressFromProxyHeaders(headers({ 'x-forwarded-for': '198.51.100.1, 10.0.0.1' }))).toBe('198.51.100.1')
    expect(clientAddressFromProxyHeaders(headers({ 'fly-client-ip': '192.0.2.5' }), 'fly-client-ip')).toBe('192.0.2.5')
    expect(clientAddressFromProxyHeaders(headers({}))).toBeUndefined()
  })

  it('compares secrets', async () => {
    expect(await secretsMatch('secret-value', 'secret-value')).toBe(true)
    expect(await secretsMatch('secret-valuf', 'secret-value')).toBe(false)
    expect(await secretsMatch('', 'secret-value')).toBe(false)
  })
})
