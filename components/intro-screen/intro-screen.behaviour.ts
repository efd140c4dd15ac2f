// Plays the intro on the prerendered overlay (IntroScreen.tsx, which names this behaviour): see README.md. Its fades
// are Web Animations the compositor runs, since an intro driven frame by frame from script kept the main thread busy
// for the whole 4 s on a slow phone.
import { INTRO_IMAGE_SIZES, INTRO_PAGE_HELD_CLASS, INTRO_PENDING_CLASS, INTRO_STORAGE_KEY } from './intro-pending'
import { loadedAndPainted } from '../page-loading/page-loaded'
import type { Behaviour } from '../behaviours/start-behaviours'
import { slot } from '../behaviours/required-element'
import { END_FADE_MS, type IntroFrame, introFrameAt, SEQUENCE_MS, SKIP_FADE_MS } from './timeline'

/** Longest the sequence waits for the other drawings before it starts anyway. */
const PRELOAD_WAIT_MS = 1500
/** Keyframes are the timeline sampled this often; the browser interpolates linearly between. */
const SAMPLE_MS = 25

/** One animated value: an element's opacity, or its horizontal scale (the progress bar). */
interface Track {
  element: HTMLElement | undefined
  property: 'opacity' | 'transform'
  value: (frame: IntroFrame) => number
}

/**
 * The samples where a value changes course. Between them it changes linearly, which is how the
 * browser interpolates keyframes anyway, so these are all the keyframes it needs: a handful per
 * track instead of one per sample, which kept the main thread busy parsing them.
 */
export function turningPoints(values: number[]): number[] {
  const slope = (index: number) => values[index + 1]! - values[index]!
  return values
    .map((_, index) => index)
    .filter((index) => index === 0 || index === values.length - 1 || Math.abs(slope(index) - slope(index - 1)) > 1e-9)
}

/** Starts the intro if this page is a session's first (the head script decided); otherwise does nothing. */
const runIntro: Behaviour = (overlay) => {
  const root = document.documentElement
  if (!root.classList.contains(INTRO_PENDING_CLASS) || !overlay.parentElement) return
  const all = <T extends HTMLElement>(name: string) => [...overlay.querySelectorAll<T>(slot(name))]
  const images = all('intro-image')
  const captions = all('intro-caption')
  const [lines] = all('intro-lines')
  const [progress] = all('intro-progress')
  const [skip] = all<HTMLButtonElement>('intro-skip')
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)').matches

  // While the overlay covers the page, the page is inert: Skip is the only stop for Tab and for
  // screen readers.
  const behind = [...overlay.parentElement.children].filter(
    (element): element is HTMLElement => element !== overlay && element instanceof HTMLElement && !element.inert,
  )
  for (const element of behind) element.inert = true

  let released = false
  /** Hands the site back as the overlay starts to fade: usable at once, and not shown again this session. */
  const release = () => {
    if (released) return
    released = true
    root.classList.remove(INTRO_PENDING_CLASS, INTRO_PAGE_HELD_CLASS)
    for (const element of behind) element.inert = false
    // Skipped from the keyboard, focus would be left on a button about to vanish, and Tab would go
    // on from there, past the skip link (which comes before the overlay, first in the page). Hand
    // it to the skip link: where the visitor's first Tab on any page lands.
    if (overlay.contains(document.activeElement)) document.querySelector<HTMLElement>('a[href="#main"]')?.focus()
    try {
      sessionStorage.setItem(INTRO_STORAGE_KEY, 'true')
    } catch {
      // Storage refused: the head script skips the intro in that case anyway.
    }
  }

  /** What is not animated: shown as the frame at that moment says. */
  const showSteps = (frame: IntroFrame) => {
    overlay.dataset.phase = frame.exiting ? 'exit' : 'play'
    // The caption names the drawing most in view; words do not cross-fade well.
    captions.forEach((caption, index) => (caption.dataset.current = String(index === Math.round(frame.step))))
    if (lines) lines.dataset.visible = String(frame.linesVisible)
    if (skip) skip.hidden = !frame.skipVisible
    if (frame.exiting) release()
    // Gone: hidden by CSS once it has no phase (the element stays, as built).
    if (frame.done) delete overlay.dataset.phase
  }

  const timers: number[] = []
  const animations: Animation[] = []
  /**
   * Animates `tracks` from `fromMs` (ms into the sequence) for `durationMs`, the timeline taken with
   * `options`, and sets timers for each step change on the way. Each animation's id records where in the
   * sequence it starts ("intro@1500"), which is also how tests step through it.
   */
  const play = (fromMs: number, durationMs: number, options: Parameters<typeof introFrameAt>[1], tracks: Track[]) => {
    const frames: IntroFrame[] = []
    for (let ms = 0; ms < durationMs + SAMPLE_MS; ms += SAMPLE_MS)
      frames.push(introFrameAt(fromMs + Math.min(ms, durationMs), options))
    const offsetOf = (index: number) => Math.min(index * SAMPLE_MS, durationMs) / durationMs
    for (const { element, property, value } of tracks) {
      const values = frames.map(value)
      const keyframes = turningPoints(values).map((index) => ({
        [property]: property === 'opacity' ? String(values[index]) : `scaleX(${values[index]})`,
        offset: offsetOf(index),
      }))
      const animation = element?.animate(keyframes, { duration: durationMs, fill: 'forwards' })
      if (!animation) continue
      animation.id = `intro@${fromMs}`
      animations.push(animation)
    }
    let shown = ''
    frames.forEach((frame, index) => {
      const steps = [Math.round(frame.step), frame.linesVisible, frame.skipVisible, frame.exiting, frame.done].join()
      if (steps === shown) return
      shown = steps
      const at = Math.min(index * SAMPLE_MS, durationMs)
      if (at === 0) showSteps(frame)
      else timers.push(window.setTimeout(() => showSteps(frame), at))
    })
  }

  const overlayFade: Track = { element: overlay, property: 'opacity', value: (frame) => frame.opacity }
  loadedAndPainted()
    .then(() => whenOthersLoaded(images, reducedMotion))
    .then(() => renderPageBehind(root))
    .then(() => {
      const startedAt = performance.now()
      play(0, SEQUENCE_MS + END_FADE_MS, { reducedMotion }, [
        overlayFade,
        ...images.map(
          (element, index): Track => ({ element, property: 'opacity', value: (frame) => frame.imageOpacities[index]! }),
        ),
        { element: progress, property: 'transform', value: (frame) => frame.progress },
      ])
      skip?.addEventListener('click', () => {
        const skippedAtMs = performance.now() - startedAt
        if (released || skippedAtMs >= SEQUENCE_MS) return
        // The sequence stops where it is, and the overlay fades from there.
        for (const timer of timers) clearTimeout(timer)
        for (const animation of animations) {
          // Held where they are, as plain styles.
          animation.commitStyles()
          animation.cancel()
        }
        play(skippedAtMs, SKIP_FADE_MS, { skippedAtMs, reducedMotion }, [overlayFade])
      })
    })
}
export default runIntro

/**
 * Lets the page behind the overlay render and lays it out at once, so that its style and layout do not land in the
 * frame that starts the sequence's animations and timers, which would put the two out of step.
 */
function renderPageBehind(root: HTMLElement): void {
  if (!root.classList.contains(INTRO_PAGE_HELD_CLASS)) return
  root.classList.remove(INTRO_PAGE_HELD_CLASS)
  // Reading a layout size makes the browser do the style and layout now, in this task.
  void document.body.offsetHeight
}

/**
 * Fetches the drawings after the first (which the head preloads; under reduced motion it is the only one shown), so
 * the sequence does not cross-fade into a drawing still on its way.
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
