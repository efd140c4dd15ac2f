// The function's settings, read once from environment variables (Supabase secrets in production,
// process.env locally). Every problem is reported together, by variable name.
import { isEmailAddress } from './enquiry-schema.ts'

export type MailTransportConfig =
  | { kind: 'resend'; apiKey: string; apiUrl: string }
  | { kind: 'smtp'; url: string }
  | { kind: 'none' }

export type EnquiryConfig = ReturnType<typeof readEnquiryConfig>

export type Env = Readonly<Record<string, string | undefined>>

export class EnquiryConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`send-contact-email is not configured:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
    this.name = 'EnquiryConfigError'
  }
}

/** `https://example.com` exactly: a scheme and host (and port), nothing after them. */
function parseOrigin(value: string): string | undefined {
  try {
    const url = new URL(value)
    return /^https?:$/.test(url.protocol) && value.replace(/\/$/, '') === url.origin ? url.origin : undefined
  } catch {
    return undefined
  }
}

/** A bare address or `Display Name <address>` on one line. */
function isMailbox(value: string): boolean {
  if (/[\r\n]/.test(value)) return false
  const address = /<([^<>]+)>\s*$/.exec(value)?.[1] ?? value
  return isEmailAddress(address.trim())
}

/**
 * A deploy preview's origins, pinned to the site's own preview host names: `https://*--<site>.netlify.app` (Netlify's
 * deploy previews and branch deploys of the site <site>) or `https://*.<project>.pages.dev` (Cloudflare Pages' previews
 * of the project <project>), `*` standing for one label of letters, digits and hyphens. Nothing wider: any other
 * pattern, `*` alone included, is refused.
 */
function parsePreviewOrigins(value: string): RegExp | undefined {
  const host = /^https:\/\/\*(--[a-z0-9-]+\.netlify\.app|\.[a-z0-9-]+\.pages\.dev)$/.exec(value)?.[1]
  return host === undefined ? undefined : new RegExp(`^https://[a-z0-9-]+${host.replace(/\./g, '\\.')}$`)
}

const list = (value = '') => value.split(',').flatMap((item) => item.trim() || [])

/** Throws EnquiryConfigError naming each missing or malformed variable (the local stack passes defaults). */
export function readEnquiryConfig(env: Env) {
  const problems: string[] = []
  const value = (name: string) => env[name]?.trim() || undefined

  const siteOriginValue = value('SITE_ORIGIN') ?? list(value('SITE_ORIGINS'))[0]
  const siteOrigin = siteOriginValue === undefined ? undefined : parseOrigin(siteOriginValue)
  if (siteOriginValue === undefined)
    problems.push('SITE_ORIGIN is required: the site origin, e.g. https://www.example.co.uk')
  else if (siteOrigin === undefined)
    problems.push(`SITE_ORIGIN "${siteOriginValue}" is not an origin such as https://www.example.co.uk`)

  const allowedOrigins = new Set<string>(siteOrigin ? [siteOrigin] : [])
  for (const item of list(value('SITE_ORIGINS'))) {
    const origin = parseOrigin(item)
    if (origin) allowedOrigins.add(origin)
    else problems.push(`SITE_ORIGINS: "${item}" is not an origin such as https://www.example.co.uk`)
  }

  const previewOrigins: RegExp[] = []
  for (const item of list(value('SITE_PREVIEW_ORIGINS'))) {
    const pattern = parsePreviewOrigins(item)
    if (pattern) previewOrigins.push(pattern)
    else
      problems.push(
        `SITE_PREVIEW_ORIGINS: "${item}" is not https://*--<site>.netlify.app or https://*.<project>.pages.dev`,
      )
  }

  const salt = value('RATE_LIMIT_SALT')
  if (salt === undefined)
    problems.push('RATE_LIMIT_SALT is required: a long random secret, e.g. from `openssl rand -hex 32`')
  else if (salt.length < 16) problems.push('RATE_LIMIT_SALT must be at least 16 characters')

  const positiveInteger = (name: string, fallback: number) => {
    const raw = value(name)
    if (raw === undefined) return fallback
    const number = Number(raw)
    if (Number.isInteger(number) && number > 0) return number
    problems.push(`${name} must be a positive whole number, not "${raw}"`)
    return fallback
  }
  const max = positiveInteger('RATE_LIMIT_MAX', 5)
  const networkMax = positiveInteger('RATE_LIMIT_NETWORK_MAX', 2 * max)
  if (networkMax < max) problems.push(`RATE_LIMIT_NETWORK_MAX (${networkMax}) must be at least RATE_LIMIT_MAX (${max})`)
  const globalMax = positiveInteger('RATE_LIMIT_GLOBAL_MAX', 50)
  const storeMax = positiveInteger('RATE_LIMIT_STORE_MAX', Math.max(1000, globalMax))
  if (storeMax < globalMax)
    problems.push(`RATE_LIMIT_STORE_MAX (${storeMax}) must be at least RATE_LIMIT_GLOBAL_MAX (${globalMax})`)
  const windowSeconds = positiveInteger('RATE_LIMIT_WINDOW_SECONDS', 60 * 60)

  // On Supabase (which sets SB_REGION) the header its gateway, behind Cloudflare, sets (docs/enquiries.md); else the
  // socket.
  const clientIpHeader = (
    value('CLIENT_IP_HEADER') ?? (value('SB_REGION') ? 'cf-connecting-ip' : undefined)
  )?.toLowerCase()
  if (clientIpHeader !== undefined && !/^[a-z0-9-]+$/.test(clientIpHeader))
    problems.push(`CLIENT_IP_HEADER "${clientIpHeader}" is not a header name`)
  const trustedHops = positiveInteger('TRUSTED_PROXY_HOPS', 1)

  const from = value('MAIL_FROM') ?? ''
  const to = list(value('MAIL_TO'))
  if (!from) problems.push('MAIL_FROM is required: the sender, e.g. "Website <enquiries@example.co.uk>"')
  else if (!isMailbox(from)) problems.push(`MAIL_FROM "${from}" is not an address or "Name <address>"`)
  if (to.length === 0) problems.push("MAIL_TO is required: the owner's address (several: comma-separated)")
  for (const address of to) if (!isEmailAddress(address)) problems.push(`MAIL_TO: "${address}" is not an email address`)

  const resendApiKey = value('RESEND_API_KEY')
  const smtpUrl = value('SMTP_URL')
  let transport: MailTransportConfig = { kind: 'none' }
  if (resendApiKey) {
    const apiUrl = (value('RESEND_API_URL') ?? 'https://api.resend.com').replace(/\/+$/, '')
    if (!/^https?:\/\/[^/]+/.test(apiUrl)) problems.push(`RESEND_API_URL "${apiUrl}" is not an http(s) URL`)
    transport = { kind: 'resend', apiKey: resendApiKey, apiUrl }
  } else if (smtpUrl) {
    if (!/^smtps?:\/\//.test(smtpUrl)) problems.push('SMTP_URL must start with smtp:// or smtps://')
    transport = { kind: 'smtp', url: smtpUrl }
  }

  if (problems.length > 0 || siteOrigin === undefined || salt === undefined) throw new EnquiryConfigError(problems)
  return {
    /** Where form posts without JavaScript are redirected. */
    siteOrigin,
    /** Origins allowed to call the function from a browser (CORS); includes siteOrigin. */
    allowedOrigins,
    /** The site's deploy previews, also allowed (SITE_PREVIEW_ORIGINS). */
    previewOrigins,
    // Per window; what each limit counts: the RATE_LIMIT_* rows of docs/enquiries.md's table of variables.
    rateLimit: { salt, max, networkMax, globalMax, storeMax, windowSeconds },
    /** Where the visitor's address comes from: the socket, or a header the platform's proxy sets. */
    clientAddress: { header: clientIpHeader, trustedHops },
    mail: { from, to, transport },
    /** Bearer secret for the scheduled retry route; the route is off without it. */
    jobsSecret: value('ENQUIRY_JOBS_SECRET'),
  }
}

/** Whether a page at `origin` may send enquiries: the site's, another configured one, or one of its previews'. */
export const allowsOrigin = (config: Pick<EnquiryConfig, 'allowedOrigins' | 'previewOrigins'>, origin: string) =>
  config.allowedOrigins.has(origin) || config.previewOrigins.some((pattern) => pattern.test(origin))
