import './home-hero.css'
import type { CSSProperties, ReactNode } from 'react'
import { backgroundImage, type Picture as PictureData } from '#content'
import { Picture } from '../ui/Picture'
import { Logo } from '../layout/Logo'
import { Icon } from '../ui/Icon'
import { likelyNext } from '../page-loading/speculation-rules'
import { lucidePause, lucidePlay } from '../ui/icons'
import { heroSlots, ROTATING_ATTRIBUTE } from './hero-hooks'

/**
 * How wide the second background is drawn, in CSS pixels, when choosing its file: a background
 * cannot choose by layout width as the first picture's `sizes` does. At this width (twice it on
 * sharp screens) it gets the file the first picture gets on a phone and a laptop.
 */
const SECOND_IMAGE_WIDTH = 1600

/**
 * The full-height home hero: its two backgrounds rotate, and pause (WCAG 2.2.2), by CSS alone. How it works in the
 * browser, and its accessibility: README.md.
 */
export function HomeHero({ images: [first, second], children }: { images: PictureData[]; children: ReactNode }) {
  return (
    <section
      className="relative isolate flex min-h-svh items-center overflow-hidden bg-ink-900 text-paper"
      aria-labelledby="page-title"
      data-slot={heroSlots.hero}
    >
      <div className="absolute inset-0 -z-10" aria-hidden="true">
        {/* An <img> at the width its layout needs, at high priority: the page's largest paint once the
            intro has been seen. Lazy, so that on a first visit it waits while the intro holds the page
            unrendered (intro-screen.css) instead of competing with the intro's first drawing. */}
        {first && (
          <Picture
            picture={first}
            sizes={coverSizes(first)}
            loading="lazy"
            fetchPriority="high"
            data-slot="hero-image"
            className="absolute inset-0 h-full w-full object-cover object-[70%_center]"
          />
        )}
        {/* Over it, the second as a background whose file applies only after the page's load
            event (home-hero.css); it fades in and out over the first. */}
        {second && (
          <div
            data-slot="hero-image"
            {...{ [ROTATING_ATTRIBUTE]: '' }}
            style={{ '--hero-image': backgroundImage(second, SECOND_IMAGE_WIDTH) } as CSSProperties}
            className="absolute inset-0"
          />
        )}
        {/* Keeps the headline's contrast whatever the picture behind it. */}
        <div className="absolute inset-0 bg-gradient-to-r from-ink-950/95 via-ink-900/80 to-ink-900/30" />
      </div>

      <div className="absolute inset-x-0 top-0" data-slot="hero-bar">
        <div className="container flex items-center justify-between py-6">
          <a href="/" className="logo-link focus-visible:outline-brass-300">
            <span
              data-slot="hero-logo"
              data-behaviour="logo-shrink"
              className={`block origin-left scale-125 transition-transform duration-300 data-[shrunk=true]:scale-90
                motion-reduce:transition-none sm:scale-150 sm:data-[shrunk=true]:scale-100`}
            >
              <Logo tone="light" />
            </span>
            <span className="sr-only">, home</span>
          </a>
          <a href="/contact" className="btn-outline-light hidden sm:inline-flex" {...likelyNext}>
            Book A Consultation
          </a>
        </div>
      </div>

      <div className="container pt-32 pb-24 sm:pt-36">{children}</div>

      {/* A checkbox styled as a button: checked pauses the rotation (home-hero.css). Hidden by CSS
          where nothing moves (no JavaScript, reduced motion). */}
      {second && (
        <label
          className={`absolute bottom-5 left-5 grid h-11 w-11 cursor-pointer place-items-center rounded-full sm:left-8
            border border-paper/40 bg-ink-950/60 text-paper backdrop-blur hover:border-brass-300 hover:text-brass-300
            has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2
            has-[:focus-visible]:outline-brass-300`}
          data-slot="hero-pause"
          data-behaviour="hero-pause"
        >
          <input type="checkbox" className="peer sr-only" data-slot={heroSlots.pauseToggle} />
          <Icon icon={lucidePause} className="peer-checked:hidden" />
          <Icon icon={lucidePlay} className="hidden peer-checked:block" />
          <span className="sr-only">Pause background slideshow</span>
        </label>
      )}
    </section>
  )
}

/**
 * The hero covers the screen, so on a screen taller than the picture's shape the picture is
 * scaled to the screen's height and cropped at the sides: it is then wider than the viewport.
 */
const coverSizes = ({ width, height }: PictureData) =>
  `(max-aspect-ratio: ${width}/${height}) ${Math.ceil((100 * width) / height)}vh, 100vw`
