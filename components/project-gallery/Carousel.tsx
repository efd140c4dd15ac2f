// keen-slider's stylesheet comes with the page that shows the gallery (pages/projects/+Page.tsx).
import { type KeenSliderPlugin, useKeenSlider } from 'keen-slider/react'
import { type Ref, useEffect, useId, useImperativeHandle, useState, useSyncExternalStore } from 'react'
import { Picture } from '../ui/Picture'
import type { Image } from '../../content/schemas/shared'
import { Icon } from '../ui/Icon'
import { lucideChevronLeft, lucideChevronRight } from '../ui/icons'

const motionQuery = '(prefers-reduced-motion: reduce)'

function subscribeToMotion(onChange: () => void) {
  const media = matchMedia(motionQuery)
  media.addEventListener('change', onChange)
  return () => media.removeEventListener('change', onChange)
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

/** What a parent may drive: the dialog moves slides with the arrow keys wherever focus is inside it. */
export type CarouselApi = Record<'previous' | 'next', () => void>

/**
 * keen-slider measures its container when it starts and then only on window resizes; this measures
 * it again whenever the container's width changes without one (keen-slider's ResizePlugin recipe).
 * Only on a real change of its laid-out width: an observer also reports the size it first sees, the
 * dialog's opening motion scales it for a moment, and an update would stop a move the visitor has
 * just started.
 */
const resizePlugin: KeenSliderPlugin = (slider) => {
  const observer = new ResizeObserver(([entry]) => {
    const width = entry?.borderBoxSize[0]?.inlineSize
    if (width !== undefined && Math.round(width) !== Math.round(slider.size)) slider.update()
  })
  slider.on('created', () => observer.observe(slider.container))
  slider.on('destroyed', () => observer.disconnect())
}

/**
 * An image carousel (WAI-ARIA APG carousel pattern) named by `label` (e.g. "Drawings of Mapleleaf
 * Business Park"), with arrows and dots only when there is more than one picture; it wraps at both
 * ends. Slides out of view are aria-hidden, so a screen reader reads the picture showing, and the
 * live region announces the new one after a move. Under reduced motion slides change without animating.
 */
export function Carousel({ images, label, ref }: { images: Image[]; label: string; ref?: Ref<CarouselApi> }) {
  // The visitor's reduced-motion preference, live; the server assumes motion is fine.
  const reducedMotion = useSyncExternalStore(
    subscribeToMotion,
    () => matchMedia(motionQuery).matches,
    () => false,
  )
  const [current, setCurrent] = useState(0)
  // keen-slider starts once the dialog has painted, open and laid out, so the tap's own frame does
  // not wait for it to measure, and it measures the real width (in the tap's frame the dialog is
  // still closed). Until then the first picture shows as it will (each slide a full width, see
  // below), and the arrows and keys have nothing to move.
  const [started, setStarted] = useState(false)
  const [ready, setReady] = useState(false)
  useEffect(() => afterNextPaint(() => setStarted(true)), [])
  const slidesId = useId()
  // Arrows, dots, dragging and wrapping only when there is somewhere to go.
  const controls = images.length > 1
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>(
    {
      loop: controls,
      drag: controls,
      defaultAnimation: { duration: reducedMotion ? 0 : 500 },
      slideChanged: (instance) => setCurrent(instance.track.details.rel),
      created: () => setReady(true),
    },
    [resizePlugin],
  )

  const moves: CarouselApi = { previous: () => slider.current?.prev(), next: () => slider.current?.next() }
  useImperativeHandle(ref, () => moves)

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className="relative"
      data-slot="carousel"
      data-ready={ready}
    >
      <div className="relative">
        <div
          ref={started ? sliderRef : undefined}
          id={slidesId}
          className="keen-slider"
          aria-live="polite"
          data-slot="carousel-content"
        >
          {images.map((image, index) => (
            <div
              key={image.src}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${images.length}`}
              aria-hidden={index === current ? undefined : true}
              // A full width each, not shrunk to share the row, as keen-slider sizes them once started.
              className="keen-slider__slide shrink-0"
              data-slot="carousel-item"
              data-active={index === current}
            >
              <Picture
                picture={image}
                // The dialog's picture column: full width on phones, about 60% of at most 72rem beyond.
                sizes="(min-width: 1024px) 44rem, 100vw"
                // Not lazy: keen-slider moves slides with transforms, and a lazy picture would only
                // start loading as it slid into view.
                loading="eager"
                draggable={false}
                className="block aspect-[4/3] h-auto w-full bg-ink-900 object-cover"
              />
            </div>
          ))}
        </div>
        {controls &&
          (['previous', 'next'] as const).map((direction) => (
            <button
              key={direction}
              type="button"
              aria-label={direction === 'previous' ? 'Previous picture' : 'Next picture'}
              aria-controls={slidesId}
              onClick={moves[direction]}
              className={`absolute top-1/2 flex size-11 -translate-y-1/2 cursor-pointer items-center justify-center
                rounded-full bg-paper/90 text-ink-900 shadow-lg ring-1 ring-ink-900/10 transition-colors
                hover:bg-brass-300 ${direction === 'previous' ? 'left-3 sm:left-4' : 'right-3 sm:right-4'}`}
              data-slot={`carousel-${direction}`}
            >
              <Icon icon={direction === 'previous' ? lucideChevronLeft : lucideChevronRight} className="text-xl" />
            </button>
          ))}
      </div>
      {controls && (
        <div className="flex items-center justify-between gap-4 px-5 py-3 sm:px-6">
          <p className="font-serif text-sm tabular-nums text-paper-200" aria-hidden="true">
            <span className="text-brass-300">{String(current + 1).padStart(2, '0')}</span>
            <span className="mx-1.5 text-paper-300/60">/</span>
            {String(images.length).padStart(2, '0')}
          </p>
          <div role="group" aria-label="Choose a picture" className="flex items-center gap-1" data-slot="carousel-dots">
            {images.map((image, index) => (
              <button
                key={image.src}
                type="button"
                aria-label={`Show picture ${index + 1} of ${images.length}`}
                aria-controls={slidesId}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => slider.current?.moveToIdx(index)}
                // 24 px square at least (WCAG 2.5.8); the visible dot is drawn inside.
                className={`group/dot flex size-7 cursor-pointer items-center justify-center rounded-full
                  focus-visible:outline-brass-300`}
                data-slot="carousel-dot"
              >
                <span
                  className={`block h-1.5 w-1.5 rounded-full bg-paper/45 transition-all duration-300
                    group-hover/dot:bg-paper group-aria-[current=true]/dot:w-6
                    group-aria-[current=true]/dot:bg-brass-300 motion-reduce:transition-none`}
                />
              </button>
            ))}
          </div>
        </div>
      )}
    </div>
  )
}
