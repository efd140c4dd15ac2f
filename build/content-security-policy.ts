// The site's Content-Security-Policy. Scripts run only from the site itself or as the exact inline
// scripts the build emitted (by hash: never 'unsafe-inline'); the page talks only to the site, the
// enquiry function's origin and, when content/site.yaml configures one, the analytics provider.
import { createHash } from 'node:crypto'
import { analyticsOrigins, type AnalyticsConfig } from '../components/cookie-consent/analytics.ts'

export interface PolicyInputs {
  /** The text of every inline script in the built pages. */
  inlineScripts: string[]
  /** Where the contact form posts (components/enquiry-form/function-url.ts); unset means the site's own origin. */
  functionUrl?: string
  analytics?: AnalyticsConfig
}

/** A CSP hash source for a script's exact text. */
export function scriptHash(code: string): string {
  return `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`
}

export function contentSecurityPolicy({ inlineScripts, functionUrl, analytics }: PolicyInputs): string {
  const provider = analytics ? analyticsOrigins(analytics) : { script: [], connect: [], img: [] }
  const fn = functionUrl ? new URL(functionUrl) : undefined
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...[...new Set(inlineScripts)].map(scriptHash).sort(), ...provider.script],
    // Inline styles stay allowed: React writes style attributes (the intro's frames, image
    // placeholders) and sonner adds its stylesheet at run time. Styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for the small placeholders drawn under pictures while they load.
    'img-src': ["'self'", 'data:', ...provider.img],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(fn ? [fn.origin] : []), ...provider.connect],
    // Without JavaScript the form posts straight to the function, which redirects back here.
    'form-action': ["'self'", ...(fn ? [fn.href] : [])],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
  }
  return policyText(directives)
}

/** The text of each inline script that runs (not JSON data blocks such as JSON-LD) in an HTML page. */
export function inlineScriptsOf(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].flatMap(([, attributes = '', code = '']) => {
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? ''
    const runs = ['', 'module', 'text/javascript', 'application/javascript'].includes(type)
    return runs && !/\bsrc\s*=/i.test(attributes) ? [code] : []
  })
}

/**
 * The web editor's policy (/admin/, editor/), instead of the site's; why it allows 'unsafe-eval': docs/security.md,
 * "Response headers".
 */
export function adminContentSecurityPolicy({ localBackend }: { localBackend?: string } = {}): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-eval'", "'wasm-unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      'https://avatars.githubusercontent.com',
      'https://raw.githubusercontent.com',
    ],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      'blob:',
      'https://api.github.com',
      ...(localBackend ? [new URL(localBackend).origin] : []),
    ],
    'frame-src': ["'self'", 'blob:'],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  }
  return policyText(directives)
}

/** A policy's header value from its directives, in the order written. */
function policyText(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}
