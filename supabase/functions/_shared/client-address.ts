// The rate limit's notion of "one client". The address comes only from what the hosting platform guarantees: the
// socket when nothing stands in front, else a header its own proxy sets (README, "Where the visitor's address comes
// from"). Only a keyed hash of it reaches the database (privacy policy, section 3).
import { timingSafeEqual } from 'hono/utils/buffer'
import ipaddr from 'ipaddr.js'

const encoder = new TextEncoder()

const toHex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('')

/** The one bucket of all requests whose address the configured source did not give, so that a
 * misconfiguration or a request around the proxy cannot get unlimited ones. */
export const unattributedBucket = 'unattributed'

type AddressSource = { header?: string; trustedHops: number }

/** The visitor's address from `source.header` (CLIENT_IP_HEADER, lower-case; undefined: the socket's address), or
 * undefined if missing or not an IP address. In a list header (X-Forwarded-For) the entry the outermost trusted proxy
 * added is `trustedHops` (TRUSTED_PROXY_HOPS) from the right; anything left of it is the client's own writing. */
export function clientAddress(source: AddressSource, headers: Headers, socketAddress?: string) {
  const candidate =
    source.header === undefined
      ? socketAddress
      : (headers.get(source.header) ?? '').split(',').at(-source.trustedHops)?.trim()
  return candidate !== undefined && ipaddr.isValid(candidate) ? candidate : undefined
}

/** The rate-limit bucket of an address: an IPv4 address on its own (IPv4-mapped IPv6 included), an IPv6 address by its
 * /64, the smallest block an ISP hands one customer, who can use all of it. */
export function rateLimitBucket(address: string | undefined): string {
  if (address === undefined) return unattributedBucket
  const parsed = ipaddr.process(address)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  const prefix = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toNormalizedString()}/64`)
  return `${prefix.toString()}/64`
}

/** HMAC-SHA-256 of the bucket and the window under the secret salt, hex-encoded. Mixing in the window gives every
 * visitor a new pseudonym each window, so the stored hashes link nothing over time. */
export async function hashClientBucket(salt: string, windowStart: number, bucket: string): Promise<string> {
  const hmac = { name: 'HMAC', hash: 'SHA-256' }
  const key = await crypto.subtle.importKey('raw', encoder.encode(salt), hmac, false, ['sign'])
  return toHex(await crypto.subtle.sign('HMAC', key, encoder.encode(`${windowStart}|${bucket}`)))
}

export const sha256Hex = async (text: string) => toHex(await crypto.subtle.digest('SHA-256', encoder.encode(text)))

/** Compares two secrets without revealing, through timing, how much of them matched. */
export const secretsMatch = (given: string, expected: string) => timingSafeEqual(given, expected)
