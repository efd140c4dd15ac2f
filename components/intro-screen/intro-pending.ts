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

/** A project's story, one drawing sheet per step of the sequence (1600 x 1000, named as in their title blocks). */
export const introStages = [
  { image: '/images/intro/intro-1.svg', label: 'Site survey' },
  { image: '/images/intro/intro-2.svg', label: 'Foundations' },
  { image: '/images/intro/intro-3.svg', label: 'Structural frame' },
  { image: '/images/intro/intro-4.svg', label: 'Completed building' },
]

/**
 * Runs in the head before first paint, so the first paint is the overlay on a first visit and the
 * site itself afterwards: no flash either way. Where session storage throws (some privacy modes),
 * there is no intro at all rather than one on every page. Without JavaScript it never runs.
 * It also asks for the drawing the overlay opens on (the last alone under reduced motion) at once,
 * beside the stylesheets: otherwise the browser finds it only once styles apply, and on a first
 * visit it is the largest thing on screen, the page's Largest Contentful Paint.
 */
export const introPendingScript =
  `try{if(!sessionStorage.getItem('${INTRO_STORAGE_KEY}')){document.documentElement.classList.add('${INTRO_PENDING_CLASS}');` +
  `var l=document.createElement('link');l.rel='preload';l.as='image';l.fetchPriority='high';` +
  `l.href=matchMedia('(prefers-reduced-motion: reduce)').matches?'${introStages.at(-1)!.image}':'${introStages[0]!.image}';document.head.appendChild(l)}}catch(e){}`
