import './intro-screen.css'
import { useEffect, useRef, useState } from 'react'
import { intro } from '../../content'
import { Logo } from '../layout/Logo'
import { backgroundImage } from '../../content/picture/picture'
import { INTRO_GIVE_WAY_MS, INTRO_IMAGE_WIDTH, INTRO_PENDING_CLASS, INTRO_STORAGE_KEY } from './intro-pending'
// Types only: the sequence and its maths load as their own chunk, and only when the intro plays.
import type { IntroFrame, IntroPlayer } from './play-intro'

/** A project's story, one drawing sheet per step of the sequence (content/intro.yaml). */
const { stages } = intro

/** Hands the site back: the page shows again, and the intro is not shown again this session. */
function release() {
  document.documentElement.classList.remove(INTRO_PENDING_CLASS)
  try {
    sessionStorage.setItem(INTRO_STORAGE_KEY, 'true')
  } catch {
    // Storage refused: the head script skips the intro in that case anyway.
  }
}

/**
 * The once-per-session intro (SPEC §2): four drawings in sequence over 3.5 s with a progress bar,
 * and a Skip button after 1 s. Its first frame is prerendered here and shown by CSS alone when the
 * head script marks the page `intro-pending`, so it is the first thing painted; once hydrated,
 * this component loads the sequence and plays it on top, then removes itself.
 *
 * Accessibility: everything but Skip is decorative and hidden from assistive technology. While
 * the overlay covers the page, the rest of the page is inert, so neither focus nor a screen
 * reader can wander behind it and Skip is the first and only Tab stop. The overlay comes first in
 * the document, so once it is gone, Tab from where Skip was goes on to the skip link.
 */
export function IntroScreen() {
  const overlay = useRef<HTMLDivElement>(null)
  const player = useRef<IntroPlayer | null>(null)
  const [pending, setPending] = useState(false)
  // Null until the sequence runs: the prerendered first frame, styled by CSS alone.
  const [frame, setFrame] = useState<IntroFrame | null>(null)
  const [complete, setComplete] = useState(false)
  const exiting = frame?.exiting ?? false
  const done = frame?.done ?? false

  useEffect(() => {
    if (!document.documentElement.classList.contains(INTRO_PENDING_CLASS)) return setComplete(true)
    setPending(true)
    let cancelled = false
    const giveUp = () => {
      release()
      setComplete(true)
    }
    import('./play-intro').then(({ playIntro }) => {
      if (cancelled) return
      // So late that the first frame has given way to the site already: do not cover it again.
      if (performance.now() >= INTRO_GIVE_WAY_MS) return giveUp()
      player.current = playIntro(setFrame, { reducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches })
    }, giveUp)
    return () => {
      cancelled = true
      player.current?.stop()
    }
  }, [])

  // The site shows through as the overlay fades, and is usable at once.
  useEffect(() => {
    if (exiting) release()
  }, [exiting])

  useEffect(() => {
    if (done) setComplete(true)
  }, [done])

  const covering = pending && !exiting && !complete
  useEffect(() => {
    const self = overlay.current
    if (!covering || !self?.parentElement) return
    const page = [...self.parentElement.children].filter((element): element is HTMLElement => element !== self && element instanceof HTMLElement && !element.inert)
    for (const element of page) element.inert = true
    return () => {
      for (const element of page) element.inert = false
    }
  }, [covering])

  if (complete) return null
  // The caption names the drawing most in view; words do not cross-fade well.
  const current = Math.round(frame?.step ?? 0)
  return (
    <div
      ref={overlay}
      data-slot="intro-screen"
      data-phase={frame ? (exiting ? 'exit' : 'play') : undefined}
      style={frame ? { opacity: frame.opacity } : { animationDelay: `${INTRO_GIVE_WAY_MS}ms` }}
      className="blueprint fixed inset-0 z-[100] flex-col bg-ink-950 text-paper data-[phase=exit]:pointer-events-none"
    >
      <div className="container flex min-h-0 flex-1 flex-col py-5 sm:py-8">
        <div className="flex min-h-11 items-center justify-between gap-4">
          <span aria-hidden="true">
            <Logo tone="light" />
          </span>
          {frame?.skipVisible && (
            <button type="button" onClick={() => player.current?.skip()} className="intro-skip btn-outline-light min-h-11 px-5 py-2" data-slot="intro-skip">
              Skip
              <span className="i-lucide-chevrons-right" aria-hidden="true" />
            </button>
          )}
        </div>

        {/* Wider screens show each sheet whole; phones bleed it to the edges and crop its sides,
            so the building is not drawn at a postage stamp's size. */}
        <div aria-hidden="true" className="relative -mx-5 min-h-0 flex-1 py-10 sm:mx-0 sm:px-12 sm:py-12">
          <div className="h-full w-full [container-type:size]">
            <div className="absolute inset-0 m-auto h-[min(100cqh,90cqw)] w-full sm:h-[min(100cqh,62.5cqw)] sm:w-[min(100cqw,160cqh)]" data-slot="intro-drawing">
              <div className="absolute inset-0 [mask-image:linear-gradient(90deg,transparent,#000_12%,#000_88%,transparent)] sm:[mask-image:none]">
                {stages.map(({ image }, index) => (
                  // Backgrounds, not <img>: the overlay is in every page but shown only on a visit's first,
                  // and a hidden element's background is never fetched (a hidden <img> may be).
                  <div
                    key={image.src}
                    data-slot="intro-image"
                    style={{ backgroundImage: backgroundImage(image, INTRO_IMAGE_WIDTH), opacity: frame?.imageOpacities[index] }}
                    className="absolute inset-0 bg-cover bg-center bg-no-repeat"
                  />
                ))}
              </div>
              <div data-slot="intro-lines" data-visible={frame?.linesVisible ?? false} className="intro-lines">
                <span className="intro-line intro-line-x" />
                <span className="intro-line intro-line-y" />
              </div>
            </div>
          </div>
        </div>

        <div aria-hidden="true">
          <div className="relative mb-5 h-9 sm:h-12">
            {stages.map(({ label }, index) => (
              <p key={label} data-slot="intro-caption" data-current={index === current} className="intro-caption absolute inset-x-0 bottom-0 flex items-baseline gap-4">
                <span className="eyebrow tabular-nums text-brass-300">
                  {String(index + 1).padStart(2, '0')} / {String(stages.length).padStart(2, '0')}
                </span>
                <span className="font-serif text-2xl font-medium leading-none tracking-tight sm:text-4xl">{label}</span>
              </p>
            ))}
          </div>
          <div className="relative h-px bg-paper/20">
            <div
              data-slot="intro-progress"
              style={{ transform: `scaleX(${frame?.progress ?? 0})` }}
              className="absolute inset-x-0 -top-px h-[3px] origin-left bg-brass-400"
            />
            {stages.map(({ label }, index) => (
              <span key={label} className="absolute -top-1.5 h-3.5 w-px bg-paper/40" style={{ left: `${(100 * index) / (stages.length - 1)}%` }} />
            ))}
          </div>
        </div>
      </div>
    </div>
  )
}
