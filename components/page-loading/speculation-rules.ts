// Which pages the browser loads before the visitor asks for them
// (https://developer.chrome.com/docs/web-platform/prerender-pages): see docs/performance.md, "The next page is there
// before the tap".
import { errorPath, thankYouPath } from '../../supabase/functions/_shared/enquiry-protocol.ts'

/** Where the rules are served from, as the `Speculation-Rules` header names it. */
export const SPECULATION_RULES_PATH = '/speculation-rules.json'

/** The media type browsers require of a rules file. */
export const SPECULATION_RULES_TYPE = 'application/speculationrules+json'

/**
 * Spread onto a page's main call, the link a visitor is most likely to follow next: its page is prerendered as soon
 * as this one has loaded, before any sign of intent.
 */
export const likelyNext = { 'data-likely-next': 'now' } as const

/**
 * Spread onto each of several equally likely links (the project cards): prerendered at the first sign of interest
 * in that one (`eager`), since prerendering them all at once would cost a phone more than it saves.
 */
export const likelyNextOfMany = { 'data-likely-next': 'on-sight' } as const

/**
 * Never loaded ahead: the web editor, the pages only a form post leads to (opened ahead, they would say an
 * enquiry was sent or failed), and files that are not pages (the sitemap, pictures).
 */
export const neverSpeculated = ['/admin', '/admin/*', thankYouPath, errorPath, '/*.*']

/** A same-site link to a page, followed in this tab: not a jump within this page, a download or a new tab. */
const pageLink = [
  { href_matches: '/*' },
  ...neverSpeculated.map((pattern) => ({ not: { href_matches: pattern } })),
  { not: { selector_matches: '[href^="#"], [download], [target="_blank"], [rel~="nofollow"]' } },
]

/**
 * The page's rules. The likeliest next pages are prerendered once this one has loaded and painted (`html.loaded`,
 * page-loaded.ts) with `immediate`: Chromium's `eager` now waits for a hover on desktop and for the link to stay in
 * view on phones, which a quick tap can beat. Any other page link is prerendered on intent (`moderate`), and
 * prefetched where the browser declines to prerender (a memory limit, data saver).
 */
export function speculationRules() {
  return {
    prerender: [
      {
        source: 'document',
        where: { and: [{ selector_matches: 'html.loaded [data-likely-next="now"]' }, ...pageLink] },
        eagerness: 'immediate',
      },
      {
        source: 'document',
        where: { and: [{ selector_matches: 'html.loaded [data-likely-next="on-sight"]' }, ...pageLink] },
        eagerness: 'eager',
      },
      { source: 'document', where: { and: pageLink }, eagerness: 'moderate' },
    ],
    prefetch: [{ source: 'document', where: { and: pageLink }, eagerness: 'moderate' }],
  }
}
