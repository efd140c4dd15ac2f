// The rate limit's notion of "one client", and the trust boundary it rests on. The address comes
// only from what the hosting platform guarantees: the socket when nothing stands in front, else a
// header the platform's own proxy sets (README, "Where the visitor's address comes from"). Only a
// keyed hash of it reaches the database (privacy policy, section 3).
import ipaddr from 'ipaddr.js'

const encoder = new TextEncoder()

function toHex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** Where the visitor's address is read from (CLIENT_IP_HEADER, TRUSTED_PROXY_HOPS). */
export interface ClientAddressSource {
  /** A header the platform's proxy sets, lower-case; undefined: the socket's address. */
  header?: string
  /**
   * For a list header (X-Forwarded-For): how many proxies we trust append to it. The entry the
   * outermost trusted proxy added is this many from the right; everything left of it is whatever
   * the client wrote, and is ignored.
   */
  trustedHops: number
}

/**
 * The bucket of requests whose address the configured source did not give: they share one
 * rate-limit bucket, so a misconfiguration or a request around the proxy cannot get unlimited ones.
 */
export const unattributedBucket = 'unattributed'

/** The visitor's address from the configured source, or undefined if it is missing or not an IP address. */
export function clientAddress(
  source: ClientAddressSource,
  headers: Headers,
  socketAddress: string | undefined,
): string | undefined {
  let candidate = socketAddress
  if (source.header !== undefined) {
    const entries = (headers.get(source.header) ?? '').split(',').map((entry) => entry.trim())
    candidate = entries.length >= source.trustedHops ? entries[entries.length - source.trustedHops] : undefined
  }
  return candidate !== undefined && ipaddr.isValid(candidate) ? candidate : undefined
}

/**
 * The rate-limit bucket of an address: an IPv4 address on its own (IPv4-mapped IPv6 included), an
 * IPv6 address by its /64, the smallest block an ISP hands one customer, who can use all of it.
 */
export function rateLimitBucket(address: string | undefined): string {
  if (address === undefined) return unattributedBucket
  const parsed = ipaddr.process(address)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  const prefix = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toNormalizedString()}/64`)
  return `${prefix.toString()}/64`
}

/**
 * HMAC-SHA-256 of the bucket and the window under the secret salt, hex-encoded. Mixing in the
 * window gives every visitor a new pseudonym each window, so the stored hashes link nothing over time.
 */
export async function hashClientBucket(salt: string, windowStart: number, bucket: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(salt), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ])
  return toHex(await crypto.subtle.sign('HMAC', key, encoder.encode(`${windowStart}|${bucket}`)))
}

/** SHA-256 of a UTF-8 string, hex-encoded. */
export async function sha256Hex(text: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', encoder.encode(text)))
}

/** Compares two secrets without revealing, through timing, how much of them matched. */
export async function secretsMatch(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([sha256Hex(given), sha256Hex(expected)])
  let difference = 0
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index)
  return difference === 0
}
