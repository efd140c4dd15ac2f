// Which pages the browser loads before the visitor asks for them
// (https://developer.chrome.com/docs/web-platform/prerender-pages): the build writes these rules to a JSON file
// that every page names in its `Speculation-Rules` response header (public/_headers), so no inline script and no
// change to the Content-Security-Policy is needed. A prerendered page waits for the tap before it counts, shows or
// starts anything (activation.ts).
import { errorPath, thankYouPath } from '../../supabase/functions/_shared/enquiry-protocol.ts'

/** Where the rules are served from, as the `Speculation-Rules` header names it. */
export const SPECULATION_RULES_PATH = '/speculation-rules.json'

/** The media type browsers require of a rules file. */
export const SPECULATION_RULES_TYPE = 'application/speculationrules+json'

/**
 * Spread onto a page's main call, the link a visitor is most likely to follow next (the home hero's two
 * buttons, the header's contact button, the project preview's link to its page): its page is prerendered
 * as soon as this one has loaded, before any sign of intent.
 */
export const likelyNext = { 'data-likely-next': 'now' } as const

/**
 * Spread onto each of several equally likely links (the project cards): prerendered at the first sign of
 * interest in that one (on a phone, in view a moment; on a computer, a short hover), since prerendering
 * them all at once would cost a phone more than it saves.
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
 * The page's rules. The most likely next pages are prerendered once the page has loaded and painted
 * (`html.loaded`, page-loaded.ts), so they never compete with its first paint, and without waiting for
 * a sign of intent: `immediate`, since Chromium's `eager` now waits for a hover on desktop and for the link
 * to stay in view on phones, which a quick tap can beat; one of many likely links (the project cards) on
 * that sign (`eager`). Any other page link
 * is prerendered on intent (hovering it a moment, or on phones once it has been in view a while), and
 * prefetched on the same signal where the browser declines to prerender (a memory limit, data saver).
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
