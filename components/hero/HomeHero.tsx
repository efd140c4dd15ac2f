import { type ReactNode, useEffect, useState } from 'react'
import type { Picture as PictureData } from '../../content/picture/picture'
import { Picture } from '../ui/Picture'
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion'
import { useScrolledPast } from '../hooks/useScrolledPast'
import { Logo } from '../layout/Logo'

/** SPEC §9: a new background every 5 s, cross-faded over 1 s; the logo shrinks after 50 px of scroll. */
export const ROTATE_EVERY_MS = 5000
const LOGO_SHRINK_AFTER_PX = 50

/**
 * The full-height home hero. Its backgrounds rotate; a visible button pauses them (WCAG 2.2.2),
 * and under reduced motion they never move. Without JavaScript the first image simply stays.
 */
export function HomeHero({ images, children }: { images: PictureData[]; children: ReactNode }) {
  const reducedMotion = usePrefersReducedMotion()
  const [paused, setPaused] = useState(false)
  const [active, setActive] = useState(0)
  const shrunk = useScrolledPast(() => LOGO_SHRINK_AFTER_PX)
  const rotating = !paused && !reducedMotion && images.length > 1
  const loaded = usePageLoaded()
  // Once the others are in the page they stay, so pausing on one of them keeps it showing.
  const [othersShown, setOthersShown] = useState(false)
  useEffect(() => {
    if (rotating && loaded) setOthersShown(true)
  }, [rotating, loaded])

  useEffect(() => {
    if (!rotating || !loaded) return
    const timer = setInterval(() => setActive((index) => (index + 1) % images.length), ROTATE_EVERY_MS)
    return () => clearInterval(timer)
  }, [rotating, loaded, images.length])

  return (
    <section className="relative isolate flex min-h-svh items-center overflow-hidden bg-ink-900 text-paper" aria-labelledby="page-title" data-slot="hero">
      <div className="absolute inset-0 -z-10" aria-hidden="true">
        {images.map((picture, index) =>
          // The first picture is the page's LCP; the others wait until the page has loaded, so
          // they never compete with it (and are never fetched when they would never be shown).
          index === 0 || othersShown ? (
            <Picture
              key={picture.src}
              picture={picture}
              sizes={coverSizes(picture)}
              priority={index === 0}
              data-slot="hero-image"
              data-active={index === active}
              className="absolute inset-0 h-full w-full object-cover object-[70%_center] opacity-0 transition-opacity duration-1000 ease-in-out data-[active=true]:opacity-100 motion-reduce:transition-none"
            />
          ) : null,
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

      {images.length > 1 && !reducedMotion && (
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          className="absolute bottom-5 left-5 grid h-11 w-11 place-items-center rounded-full border border-paper/40 bg-ink-950/60 text-paper backdrop-blur hover:border-brass-300 hover:text-brass-300 focus-visible:outline-3 focus-visible:outline-brass-300 sm:left-8"
          data-slot="hero-pause"
        >
          <span className={paused ? 'i-lucide-play' : 'i-lucide-pause'} aria-hidden="true" />
          <span className="sr-only">{paused ? 'Play background slideshow' : 'Pause background slideshow'}</span>
        </button>
      )}
    </section>
  )
}

/**
 * The hero covers the screen, so on a screen taller than the picture's shape the picture is
 * scaled to the screen's height and cropped at the sides: it is then wider than the viewport.
 */
const coverSizes = ({ width, height }: PictureData) => `(max-aspect-ratio: ${width}/${height}) ${Math.ceil((100 * width) / height)}vh, 100vw`

/** True once the page's load event has fired (at once if it already had). */
function usePageLoaded() {
  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    if (document.readyState === 'complete') return setLoaded(true)
    const onLoad = () => setLoaded(true)
    window.addEventListener('load', onLoad, { once: true })
    return () => window.removeEventListener('load', onLoad)
  }, [])
  return loaded
}
