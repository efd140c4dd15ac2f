// What the inline script in the page head and the IntroScreen component agree on.

/** Session storage key (SPEC §7): set once the intro has been shown in this browser session. */
export const INTRO_STORAGE_KEY = 'hasShownLoading'

/** Class on <html> while the intro covers the page; CSS shows the overlay's first frame from it. */
export const INTRO_PENDING_CLASS = 'intro-pending'

/**
 * If the page's scripts never take over (a failed download, an error), the first frame gives way
 * to the site after this long, by CSS alone, rather than hiding the site for good.
 */
export const INTRO_GIVE_WAY_MS = 8000

/**
 * Runs in the head before first paint, so the first paint is the overlay on a first visit and the
 * site itself afterwards: no flash either way. Where session storage throws (some privacy modes),
 * there is no intro at all rather than one on every page. Without JavaScript it never runs.
 */
export const introPendingScript = `try{sessionStorage.getItem('${INTRO_STORAGE_KEY}')||document.documentElement.classList.add('${INTRO_PENDING_CLASS}')}catch(e){}`
