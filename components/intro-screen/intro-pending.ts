// What the inline script in the page head and the IntroScreen component agree on.
import { densityFiles, type Picture, pictureFormats } from '../../content/picture/picture'

/** Session storage key (SPEC §7): set once the intro has been shown in this browser session. */
export const INTRO_STORAGE_KEY = 'hasShownLoading'

/** Class on <html> while the intro covers the page; CSS shows the overlay's first frame from it. */
export const INTRO_PENDING_CLASS = 'intro-pending'

/**
 * If the page's scripts never take over (a failed download, an error), the first frame gives way
 * to the site after this long, by CSS alone, rather than hiding the site for good.
 */
export const INTRO_GIVE_WAY_MS = 8000

/** How wide the drawings are drawn, in CSS pixels, when choosing which encoded file to load. */
export const INTRO_IMAGE_WIDTH = 1200

/**
 * A preload of the drawing in the best format (browsers without it skip the preload and find
 * their format through the overlay's image-set as before), at the file the image-set will choose.
 */
function preloadOf(picture: Picture): { imagesrcset: string; type: string } {
  const [{ extension, type }] = pictureFormats
  return { imagesrcset: densityFiles(picture, INTRO_IMAGE_WIDTH, extension).map(({ file, density }) => `${file} ${density}x`).join(', '), type }
}

/**
 * Runs in the head before first paint, so the first paint is the overlay on a first visit and the
 * site itself afterwards: no flash either way. Where session storage throws (some privacy modes),
 * there is no intro at all rather than one on every page. Without JavaScript it never runs.
 * It also asks at once for the drawing the overlay opens on (the last alone under reduced motion):
 * otherwise the browser finds it only once styles apply, and on a first visit it is the largest
 * thing on screen, the page's Largest Contentful Paint. `stages` are the intro's (content/intro.yaml).
 */
export function introPendingScript(stages: { image: Picture }[]): string {
  const first = JSON.stringify(preloadOf(stages[0]!.image))
  const last = JSON.stringify(preloadOf(stages.at(-1)!.image))
  return (
    `try{if(!sessionStorage.getItem('${INTRO_STORAGE_KEY}')){document.documentElement.classList.add('${INTRO_PENDING_CLASS}');` +
    `var p=matchMedia('(prefers-reduced-motion: reduce)').matches?${last}:${first},l=document.createElement('link');` +
    `l.rel='preload';l.as='image';l.type=p.type;l.imageSrcset=p.imagesrcset;l.fetchPriority='high';document.head.appendChild(l)}}catch(e){}`
  )
}
