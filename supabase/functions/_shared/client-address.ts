// The rate limit's notion of "one client". The address comes only from what the hosting platform guarantees: the
// socket when nothing stands in front, else a header its own proxy sets (docs/enquiries.md, "Where the visitor's
// address comes from"). Only a keyed hash of it reaches the database (privacy policy, section 3).
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

/** A rate-limit bucket and how many enquiries it may store per window. */
export type Bucket = { bucket: string; max: number }

/** The limits of one client, `max` (RATE_LIMIT_MAX) and `networkMax` (RATE_LIMIT_NETWORK_MAX). */
export type ClientLimits = { max: number; networkMax: number }

const network = (address: ipaddr.IPv4 | ipaddr.IPv6, bits: number) => {
  const prefix =
    address.kind() === 'ipv4'
      ? ipaddr.IPv4.networkAddressFromCIDR(`${address.toString()}/${bits}`)
      : ipaddr.IPv6.networkAddressFromCIDR(`${address.toNormalizedString()}/${bits}`)
  return `${prefix.toString()}/${bits}`
}

/** The buckets an address counts against, narrowest first (IPv4-mapped IPv6 as IPv4): the table in docs/enquiries.md,
 * "One connection, a few enquiries an hour". A missing address shares one bucket. */
export function rateLimitBuckets(address: string | undefined, { max, networkMax }: ClientLimits): Bucket[] {
  if (address === undefined) return [{ bucket: unattributedBucket, max }]
  const parsed = ipaddr.process(address)
  if (parsed.kind() === 'ipv4')
    return [
      { bucket: parsed.toString(), max },
      { bucket: network(parsed, 24), max: networkMax },
    ]
  return [
    { bucket: network(parsed, 64), max },
    { bucket: network(parsed, 56), max: networkMax },
    { bucket: network(parsed, 48), max: 2 * networkMax },
  ]
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
