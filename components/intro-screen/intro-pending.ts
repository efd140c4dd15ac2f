// What the inline script in the page head and the IntroScreen component agree on.
import { densityFiles, type Picture, pictureFormats } from '#content/picture/picture.ts'

/** Session storage key, named as specified: set once the intro has been shown in this browser session. */
export const INTRO_STORAGE_KEY = 'hasShownLoading'

/** Class on <html> while the intro covers the page; CSS shows the overlay's first frame from it. */
export const INTRO_PENDING_CLASS = 'intro-pending'

/**
 * If the sequence never starts (a script error), the first frame gives way to the site after this
 * long, by CSS alone, rather than hiding the site for good.
 */
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

/** The drawing's files in the best format, by pixel density: what its image-set picks from. */
export function introSrcset(picture: Picture, width: number): string {
  const [{ extension }] = pictureFormats
  return densityFiles(picture, width, extension)
    .map(({ file, density }) => `${file} ${density}x`)
    .join(', ')
}

/**
 * `<link rel="preload" as="image">` attributes for the drawing the overlay opens on (the last alone
 * under reduced motion), in the best format (browsers without it find theirs through the image-set),
 * at the file its image-set will choose for the screen's size. On a first visit it is the page's
 * Largest Contentful Paint, which came a round trip late when found only once styles applied it. On
 * later pages it is cached (hashed names, cached for a year); without JavaScript there is no intro, and
 * `(scripting: enabled)` keeps it from being fetched at all.
 */
export function introPreloads(stages: { image: Picture }[]) {
  const motion = [
    { picture: stages[0]!.image, media: '(prefers-reduced-motion: no-preference)' },
    { picture: stages.at(-1)!.image, media: '(prefers-reduced-motion: reduce)' },
  ]
  return motion.flatMap(({ picture, media: motionMedia }) =>
    Object.values(INTRO_IMAGE_SIZES).map(({ media, width }) => ({
      imageSrcSet: introSrcset(picture, width),
      media: `(scripting: enabled) and ${media} and ${motionMedia}`,
      type: pictureFormats[0].type,
    })),
  )
}

/**
 * Runs in the page head's inline script (shell/head-script.ts) before first paint, so the first paint is the overlay on
 * a first visit and the site itself afterwards: no flash either way. Where session storage throws (some privacy modes),
 * there is no intro at all rather than one on every page. Without JavaScript it never runs.
 */
export function markIntroPending() {
  try {
    if (!sessionStorage.getItem(INTRO_STORAGE_KEY)) document.documentElement.classList.add(INTRO_PENDING_CLASS)
  } catch {
    // Session storage refused: no intro.
  }
}
