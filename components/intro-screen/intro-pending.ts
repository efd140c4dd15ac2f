// What the inline script in the page head, the IntroScreen component and its behaviour agree on.

/** Session storage key, named as specified: set once the intro has been shown in this browser session. */
export const INTRO_STORAGE_KEY = 'hasShownLoading'

/** Class on <html> while the intro covers the page; CSS shows the overlay's first frame from it. */
export const INTRO_PENDING_CLASS = 'intro-pending'

/** Class on <html>, with the intro's, until the first drawing has painted (README.md, "How it avoids a flash"). */
export const INTRO_PAGE_HELD_CLASS = 'intro-page-held'

/** If the sequence never starts (a script error), the first frame gives way to the site after this long. */
export const INTRO_GIVE_WAY_MS = 8000

/**
 * How wide the drawings are drawn, in CSS pixels, when choosing which encoded file to load: on
 * phones about the screen's width (a 412 px phone at 1.75x gets the 800 px file, 18 KB, rather
 * than the 1600 px one, 48 KB), on wider screens up to 1200 px. `media` is what CSS and the
 * preloads use to pick between them (intro-screen.css).
 */
export const INTRO_IMAGE_SIZES = {
  small: { media: '(max-width: 639.98px)', width: 400 },
  large: { media: '(min-width: 640px)', width: 1200 },
} as const

/**
 * Runs in the page head's inline script (shell/head-script.ts) before first paint, so there is no flash either way:
 * see README.md, "How it avoids a flash".
 */
export function markIntroPending() {
  const root = document.documentElement
  try {
    if (sessionStorage.getItem(INTRO_STORAGE_KEY)) return
  } catch {
    // Session storage refused: no intro.
    return
  }
  root.classList.add(INTRO_PENDING_CLASS, INTRO_PAGE_HELD_CLASS)
  setTimeout(() => root.classList.remove(INTRO_PAGE_HELD_CLASS), INTRO_GIVE_WAY_MS)
}
