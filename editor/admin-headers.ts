// The response headers of /admin/ (build.ts appends them to _headers, serve.ts sends them). The editor needs more than
// the site's policy, and the site's pages' rules do not match its addresses (public/_headers), so its rules set its
// own policy and COOP with nothing to undo. The sign-in window reports back to this page through window.opener, which
// `same-origin` cuts.
import { adminContentSecurityPolicy } from '../build/content-security-policy.ts'

export const adminHeaders = (localBackend?: string): [string, string][] => [
  ['Content-Security-Policy', adminContentSecurityPolicy({ localBackend })],
  ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
  // Never in search results, even if someone links to it.
  ['X-Robots-Tag', 'noindex, nofollow'],
  // The configuration changes with the schemas: always ask for the current one.
  ['Cache-Control', 'no-cache'],
]

const marker = "# The web editor (editor/admin-headers.ts): its own policy instead of the site's."

/** `_headers` with the editor's rules at its end, in place of any written before (a build run again). */
export function withAdminHeaders(headersFile: string): string {
  const headers = adminHeaders().map(([name, value]) => `  ${name}: ${value}`)
  // Its page answers at /admin as well as /admin/.
  const rules = ['/admin', '/admin/*'].flatMap((path) => [path, ...headers])
  return [headersFile.split(marker)[0]!.trimEnd(), '', marker, ...rules, ''].join('\n')
}
