// A page the browser prerendered (speculation-rules.ts) runs its scripts before the visitor has asked
// for it, maybe never shown. What a visitor would notice (the intro, the cookie dialog, analytics, anything
// that moves or starts) waits until the tap shows it, so a prerendered page behaves as one opened then.
// https://developer.chrome.com/docs/web-platform/prerender-pages#detect-prerender-in-javascript

declare global {
  interface Document {
    /** True while the page is prerendered and not yet shown (not yet in TypeScript's DOM types). */
    readonly prerendering?: boolean
  }
}

/** Runs `start` now if the page is shown, or once a prerendered page is activated. */
export function whenActivated(start: () => void): void {
  if (document.prerendering) document.addEventListener('prerenderingchange', () => start(), { once: true })
  else start()
}
