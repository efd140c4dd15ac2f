// Plays the intro on the prerendered overlay (IntroScreen.tsx) with plain DOM calls. It is part of
// the small script inlined at the end of every page (scripts/build/defer-hydration.ts), because
// the sequence must run on a visit's first page whether or not the visitor interacts, and React
// loads only at the first interaction. React never re-renders the overlay, so nothing here is
// undone by it.
import { INTRO_IMAGE_SIZES, INTRO_PENDING_CLASS, INTRO_STORAGE_KEY } from './intro-pending'
import { type IntroFrame, playIntro } from './play-intro'

/** Longest the sequence waits for the other drawings before it starts anyway. */
const PRELOAD_WAIT_MS = 1500

const slot = (name: string) => `[data-slot="${name}"]`

/** Starts the intro if this page is a session's first (the head script decided); otherwise does nothing. */
export function runIntro(): void {
  const root = document.documentElement
  const overlay = document.querySelector<HTMLElement>(slot('intro-screen'))
  if (!root.classList.contains(INTRO_PENDING_CLASS) || !overlay?.parentElement) return
  const all = <T extends HTMLElement>(name: string) => [...overlay.querySelectorAll<T>(slot(name))]
  const images = all('intro-image')
  const captions = all('intro-caption')
  const [lines] = all('intro-lines')
  const [progress] = all('intro-progress')
  const [skip] = all<HTMLButtonElement>('intro-skip')
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)').matches

  // While the overlay covers the page, the page is inert: Skip is the only stop for Tab and for
  // screen readers.
  const behind = [...overlay.parentElement.children].filter((element): element is HTMLElement => element !== overlay && element instanceof HTMLElement && !element.inert)
  for (const element of behind) element.inert = true

  let released = false
  /** Hands the site back as the overlay starts to fade: usable at once, and not shown again this session. */
  const release = () => {
    if (released) return
    released = true
    root.classList.remove(INTRO_PENDING_CLASS)
    for (const element of behind) element.inert = false
    try {
      sessionStorage.setItem(INTRO_STORAGE_KEY, 'true')
    } catch {
      // Storage refused: the head script skips the intro in that case anyway.
    }
  }

  const show = (frame: IntroFrame) => {
    overlay.dataset.phase = frame.exiting ? 'exit' : 'play'
    overlay.style.opacity = String(frame.opacity)
    images.forEach((image, index) => (image.style.opacity = String(frame.imageOpacities[index])))
    // The caption names the drawing most in view; words do not cross-fade well.
    captions.forEach((caption, index) => (caption.dataset.current = String(index === Math.round(frame.step))))
    if (lines) lines.dataset.visible = String(frame.linesVisible)
    if (progress) progress.style.transform = `scaleX(${frame.progress})`
    if (skip) skip.hidden = !frame.skipVisible
    if (frame.exiting) release()
    // Gone: hidden rather than removed, since React owns these elements.
    if (frame.done) delete overlay.dataset.phase
  }

  loadedAndPainted()
    .then(() => whenOthersLoaded(images, reducedMotion))
    .then(() => {
      const player = playIntro(show, { reducedMotion })
      skip?.addEventListener('click', () => player.skip())
    })
}

/**
 * Resolves once the page has loaded and painted its first content, so nothing the sequence fetches
 * competes with the first frame. (On a fast connection the load event can come before the first
 * paint, while the browser is still laying the page out.)
 */
function loadedAndPainted(): Promise<void> {
  const loaded = new Promise<void>((resolve) => (document.readyState === 'complete' ? resolve() : addEventListener('load', () => resolve(), { once: true })))
  const painted = new Promise<void>((resolve) => {
    try {
      new PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return
        observer.disconnect()
        resolve()
      }).observe({ type: 'paint', buffered: true })
    } catch {
      // A browser that does not report paints: the load alone has to do.
      resolve()
    }
  })
  return Promise.all([loaded, painted]).then(() => undefined)
}

/**
 * Fetches the drawings after the first (which the head script preloaded), at the files the
 * overlay's CSS will pick, and resolves once they are ready or after PRELOAD_WAIT_MS, so the
 * sequence does not cross-fade into a drawing still on its way. Under reduced motion only the
 * last is shown, and it was the one preloaded.
 */
function whenOthersLoaded(images: HTMLElement[], reducedMotion: boolean): Promise<unknown> {
  if (reducedMotion) return Promise.resolve()
  const size = matchMedia(INTRO_IMAGE_SIZES.small.media).matches ? 'srcsetSmall' : 'srcsetLarge'
  const loads = images.slice(1).map((element) => {
    const image = new Image()
    image.srcset = element.dataset[size] ?? ''
    // A browser without AVIF rejects, and fetches its own format when the overlay shows it.
    return image.decode().catch(() => undefined)
  })
  return Promise.race([Promise.all(loads), new Promise((resolve) => setTimeout(resolve, PRELOAD_WAIT_MS))])
}
