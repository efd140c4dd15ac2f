import './home-hero.css'
import { type CSSProperties, type ReactNode, useRef, useState } from 'react'
import { backgroundImage, type Picture as PictureData } from '../../content/picture/picture'
import { Picture } from '../ui/Picture'
import { useScrolledPast } from '../hooks/useScrolledPast'
import { Logo } from '../layout/Logo'
import { Icon } from '../ui/Icon'
import { lucidePause, lucidePlay } from '../ui/icons'

const LOGO_SHRINK_AFTER_PX = 50

/**
 * How wide the second background is drawn, in CSS pixels, when choosing its file: a background
 * cannot choose by layout width as the first picture's `sizes` does. At this width (twice it on
 * sharp screens) it gets the file the first picture gets on a phone and a laptop.
 */
const SECOND_IMAGE_WIDTH = 1600

/**
 * The full-height home hero. Its two backgrounds rotate by CSS alone from the page's load event,
 * before and without React (home-hero.css); a visible button pauses them (WCAG 2.2.2), and under
 * reduced motion they never move. Without JavaScript the first image simply stays.
 */
export function HomeHero({ images: [first, second], children }: { images: PictureData[]; children: ReactNode }) {
  const [paused, setPaused] = useState(false)
  const rotating = useRef<HTMLDivElement>(null)
  const shrunk = useScrolledPast(() => LOGO_SHRINK_AFTER_PX)

  function togglePause() {
    if (!paused) rotating.current?.getAnimations().forEach(finishFade)
    setPaused(!paused)
  }

  return (
    <section className="relative isolate flex min-h-svh items-center overflow-hidden bg-ink-900 text-paper" aria-labelledby="page-title" data-slot="hero">
      <div className="absolute inset-0 -z-10" aria-hidden="true">
        {/* The page's LCP: an <img> fetched first, at the width its layout needs. */}
        {first && (
          <Picture picture={first} sizes={coverSizes(first)} priority data-slot="hero-image" className="absolute inset-0 h-full w-full object-cover object-[70%_center]" />
        )}
        {/* Over it, the second as a background whose file applies only after the page's load
            event (home-hero.css); it fades in and out over the first. */}
        {second && (
          <div
            ref={rotating}
            data-slot="hero-image"
            data-rotating=""
            data-paused={paused}
            style={{ '--hero-image': backgroundImage(second, SECOND_IMAGE_WIDTH) } as CSSProperties}
            className="absolute inset-0"
          />
        )}
        {/* Keeps the headline's contrast whatever the picture behind it. */}
        <div className="absolute inset-0 bg-gradient-to-r from-ink-950/95 via-ink-900/80 to-ink-900/30" />
      </div>

      <div className="absolute inset-x-0 top-0" data-slot="hero-bar">
        <div className="container flex items-center justify-between py-6">
          <a href="/" className="rounded-sm focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-brass-300">
            <span
              data-slot="hero-logo"
              data-shrunk={shrunk}
              className="block origin-left scale-125 transition-transform duration-300 data-[shrunk=true]:scale-90 motion-reduce:transition-none sm:scale-150 sm:data-[shrunk=true]:scale-100"
            >
              <Logo tone="light" />
            </span>
            <span className="sr-only">, home</span>
          </a>
          <a href="/contact" className="btn-outline-light hidden sm:inline-flex">
            Book A Consultation
          </a>
        </div>
      </div>

      <div className="container pt-32 pb-24 sm:pt-36">{children}</div>

      {/* Hidden by CSS where nothing moves (no JavaScript, reduced motion). A press before React
          has hydrated is replayed once it has. */}
      {second && (
        <button
          type="button"
          onClick={togglePause}
          className="absolute bottom-5 left-5 grid h-11 w-11 place-items-center rounded-full border border-paper/40 bg-ink-950/60 text-paper backdrop-blur hover:border-brass-300 hover:text-brass-300 focus-visible:outline-3 focus-visible:outline-brass-300 sm:left-8"
          data-slot="hero-pause"
        >
          <Icon icon={paused ? lucidePlay : lucidePause} />
          <span className="sr-only">{paused ? 'Play background slideshow' : 'Pause background slideshow'}</span>
        </button>
      )}
    </section>
  )
}

/**
 * Paused mid-fade, the two pictures would stay blended: this moves the rotation to the end of the
 * fade under way, so the picture coming into view is shown whole. Read from the animation itself,
 * so home-hero.css alone holds the timing.
 */
function finishFade(animation: Animation) {
  const effect = animation.effect
  if (!(effect instanceof KeyframeEffect)) return
  const { progress, currentIteration, delay = 0, duration } = effect.getComputedTiming()
  // Null before the first swap (the delay), when nothing is fading.
  if (progress == null || currentIteration == null) return
  const keyframes = effect.getKeyframes()
  const next = keyframes.findIndex((keyframe) => keyframe.computedOffset > progress)
  if (next > 0 && keyframes[next]!.opacity !== keyframes[next - 1]!.opacity) {
    animation.currentTime = delay + (currentIteration + keyframes[next]!.computedOffset) * Number(duration)
  }
}

/**
 * The hero covers the screen, so on a screen taller than the picture's shape the picture is
 * scaled to the screen's height and cropped at the sides: it is then wider than the viewport.
 */
const coverSizes = ({ width, height }: PictureData) => `(max-aspect-ratio: ${width}/${height}) ${Math.ceil((100 * width) / height)}vh, 100vw`
