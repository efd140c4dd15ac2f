// The rate limit's notion of "one client": a keyed hash of the IP address. Only the hash reaches
// the database (privacy policy, section 3: "a salted hash of your IP address").

const encoder = new TextEncoder()

function toHex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** HMAC-SHA-256 of the address under the secret salt, hex-encoded. */
export async function hashClientAddress(salt: string, address: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(salt), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  return toHex(await crypto.subtle.sign('HMAC', key, encoder.encode(address.trim().toLowerCase())))
}

/**
 * The visitor's address as the platform's proxy reports it, for a function that sits behind one
 * (Supabase's gateway): the named header if given (CLIENT_IP_HEADER), else the headers a proxy
 * sets itself (CF-Connecting-IP, X-Real-IP), else the first X-Forwarded-For entry. A client can
 * pre-fill X-Forwarded-For to spread its requests over several buckets; taking a later entry
 * instead risks putting every visitor in the proxy's one bucket, which would be worse. Never use
 * this where requests reach the server directly: there the socket's address is the truth.
 */
export function clientAddressFromProxyHeaders(headers: Headers, header?: string): string | undefined {
  const first = (name: string) => headers.get(name)?.split(',')[0]?.trim() || undefined
  if (header) return first(header)
  return first('cf-connecting-ip') ?? first('x-real-ip') ?? first('x-forwarded-for')
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
