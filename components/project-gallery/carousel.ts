// Completes a carousel rendered by Carousel.tsx for its slides, and moves it with keen-slider once its preview is
// open. keen-slider is fetched when the browser is idle after the page has loaded (preloadSlider), so it is there
// before a finger reaches a card, and it never competes with the page's own loading.
import type { KeenSliderInstance, KeenSliderPlugin } from 'keen-slider'
import { requiredElement, slot } from '../behaviours/required-element'
import { whenLoadedAndIdle } from '../page-loading/page-loaded'
import { previewSlots } from './preview-hooks'

let slider: Promise<typeof import('keen-slider')> | undefined
// Asked for again after a failure (the connection dropped), by the next preview to open.
const loadSlider = () =>
  (slider ??= import('keen-slider').catch((error: unknown) => {
    slider = undefined
    throw error
  }))

/** Fetches keen-slider when the browser is idle after the page has loaded and painted (after a failure, on opening). */
export function preloadSlider(): void {
  whenLoadedAndIdle(() => void loadSlider().catch(() => undefined))
}

/** What the preview drives: the arrow keys move the pictures wherever focus is inside it. */
export interface CarouselApi {
  previous(): void
  next(): void
  stop(): void
}

/**
 * keen-slider measures its container when it starts and then only on window resizes; this measures
 * it again whenever the container's width changes without one (keen-slider's ResizePlugin recipe).
 * Only on a real change of its laid-out width: an observer also reports the size it first sees, the
 * dialog's opening motion scales it for a moment, and an update would stop a move the visitor has
 * just started.
 */
const resizePlugin: KeenSliderPlugin = (instance) => {
  const observer = new ResizeObserver(([entry]) => {
    const width = entry?.borderBoxSize[0]?.inlineSize
    if (width !== undefined && Math.round(width) !== Math.round(instance.size)) instance.update()
  })
  instance.on('created', () => observer.observe(instance.container))
  instance.on('destroyed', () => observer.disconnect())
}

/** Calls back in a task after the next frame has painted; returns a cancel. */
function afterNextPaint(callback: () => void): () => void {
  let timeout: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timeout = setTimeout(callback)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timeout)
  }
}

/**
 * Gives the frame what depends on how many slides it holds: from two, the count and a dot for each (copies of
 * its one dot); below that, no arrows, position or dots; with none, no carousel at all.
 */
function completeFrame(root: HTMLElement, count: number) {
  if (count === 0) return root.remove()
  const controls = [previewSlots.carouselPrevious, previewSlots.carouselNext, previewSlots.carouselBar]
  if (count === 1) return controls.forEach((name) => root.querySelector(slot(name))?.remove())
  requiredElement(root, slot(previewSlots.carouselCount), 'The carousel').textContent = String(count).padStart(2, '0')
  const pattern = requiredElement(root, slot(previewSlots.carouselDot), 'The carousel')
  const dots = Array.from({ length: count }, (_, index) => (index ? (pattern.cloneNode(true) as HTMLElement) : pattern))
  dots.forEach((dot, index) => dot.setAttribute('aria-label', `Show picture ${index + 1} of ${count}`))
  pattern.setAttribute('aria-current', 'true')
  pattern.after(...dots.slice(1))
}

/**
 * Starts the carousel in `root` (its `data-slot="carousel"` element) once the open preview has painted:
 * the tap's own frame does not wait for keen-slider to measure, and it measures the real width. It wraps
 * at both ends; under reduced motion (read as it starts) the pictures change without sliding. A move asked
 * for before keen-slider has started is where it starts, so no press of an arrow, a dot or a key is lost.
 */
export function startCarousel(root: HTMLElement): CarouselApi {
  const content = requiredElement(root, slot(previewSlots.carouselContent), 'The carousel')
  const slides = [...content.querySelectorAll<HTMLElement>(slot(previewSlots.carouselItem))]
  const count = slides.length
  completeFrame(root, count)
  const dots = [...root.querySelectorAll<HTMLElement>(slot(previewSlots.carouselDot))]
  const position = root.querySelector(slot(previewSlots.carouselPosition))
  let instance: KeenSliderInstance | undefined
  let stopped = false
  // Where the carousel is, or is to be once keen-slider starts.
  let current = 0

  const show = (index: number) => {
    current = index
    const mark = (element: HTMLElement, name: string, on: boolean) =>
      on ? element.setAttribute(name, 'true') : element.removeAttribute(name)
    slides.forEach((slide, n) => mark(slide, 'aria-hidden', n !== index))
    dots.forEach((dot, n) => mark(dot, 'aria-current', n === index))
    if (position) position.textContent = String(index + 1).padStart(2, '0')
  }
  const moveTo = (index: number) => {
    const target = (index + count) % count
    if (instance) instance.moveToIdx(target)
    else show(target)
  }

  // One picture has nowhere to move. Without keen-slider (it could not be fetched) the first picture
  // stays, as without JavaScript.
  const cancel = afterNextPaint(() => {
    if (count < 2) return void root.setAttribute('data-ready', 'true')
    loadSlider().then(({ default: KeenSlider }) => {
      if (stopped) return
      const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches
      instance = new KeenSlider(
        content,
        {
          loop: true,
          initial: current,
          defaultAnimation: { duration: reduced ? 0 : 500 },
          slideChanged: (changed) => show(changed.track.details.rel),
          created: () => root.setAttribute('data-ready', 'true'),
        },
        [resizePlugin],
      )
    }, console.error)
  })

  const api: CarouselApi = {
    previous: () => (instance ? instance.prev() : moveTo(current - 1)),
    next: () => (instance ? instance.next() : moveTo(current + 1)),
    stop: () => {
      stopped = true
      cancel()
      instance?.destroy()
    },
  }
  root.querySelector(slot(previewSlots.carouselPrevious))?.addEventListener('click', api.previous)
  root.querySelector(slot(previewSlots.carouselNext))?.addEventListener('click', api.next)
  dots.forEach((dot, index) => dot.addEventListener('click', () => moveTo(index)))
  return api
}
