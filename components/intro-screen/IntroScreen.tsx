import './intro-screen.css'
import type { CSSProperties } from 'react'
import { backgroundImage, intro } from '#content'
import { Logo } from '../layout/Logo'
import { INTRO_GIVE_WAY_MS, INTRO_IMAGE_SIZES } from './intro-pending'
import { introSrcset } from './intro-images'
import { Icon } from '../ui/Icon'
import { lucideChevronsRight } from '../ui/icons'

/**
 * The once-per-session intro, prerendered in every page and shown by CSS alone; intro-screen.behaviour.ts plays the
 * sequence on these elements. How it avoids a flash, and its accessibility: README.md.
 */
export function IntroScreen() {
  // A project's story, one drawing sheet per step of the sequence (content/intro.yaml).
  const { stages } = intro
  return (
    <div
      data-slot="intro-screen"
      data-behaviour="intro-screen"
      style={{ animationDelay: `${INTRO_GIVE_WAY_MS}ms` }}
      className="blueprint"
    >
      <div className="container flex min-h-0 flex-1 flex-col py-5 sm:py-8">
        <div className="flex min-h-11 items-center justify-between gap-4">
          <span aria-hidden="true">
            <Logo tone="light" />
          </span>
          {/* Shown a second in by the intro's behaviour, which also handles its clicks. */}
          <button
            type="button"
            hidden
            className="intro-skip btn-outline-light min-h-11 px-5 py-2"
            data-slot="intro-skip"
          >
            Skip
            <Icon icon={lucideChevronsRight} />
          </button>
        </div>

        <div aria-hidden="true" className="relative -mx-5 min-h-0 flex-1 py-10 sm:mx-0 sm:px-12 sm:py-12">
          <div className="h-full w-full [container-type:size]">
            <div data-slot="intro-drawing">
              <div className="intro-images">
                {stages.map(({ image }) => (
                  // Backgrounds, not <img>: the overlay is in every page but shown only on a visit's first, and a
                  // hidden element's background is never fetched (a hidden <img> may be). Which size applies, and
                  // when, is up to intro-screen.css; the srcsets let the behaviour preload the same files.
                  <div
                    key={image.src}
                    data-slot="intro-image"
                    data-srcset-small={introSrcset(image, INTRO_IMAGE_SIZES.small.width)}
                    data-srcset-large={introSrcset(image, INTRO_IMAGE_SIZES.large.width)}
                    style={
                      {
                        '--intro-image-small': backgroundImage(image, INTRO_IMAGE_SIZES.small.width),
                        '--intro-image-large': backgroundImage(image, INTRO_IMAGE_SIZES.large.width),
                      } as CSSProperties
                    }
                  />
                ))}
              </div>
              <div data-slot="intro-lines" data-visible="false" className="intro-lines">
                <span className="intro-line intro-line-x" />
                <span className="intro-line intro-line-y" />
              </div>
            </div>
          </div>
        </div>

        <div aria-hidden="true">
          <div className="relative mb-5 h-9 sm:h-12">
            {stages.map(({ label }, index) => (
              <p
                key={label}
                data-slot="intro-caption"
                data-current={index === 0}
                className="intro-caption absolute inset-x-0 bottom-0 flex items-baseline gap-4"
              >
                <span className="eyebrow tabular-nums text-brass-300">
                  {`${String(index + 1).padStart(2, '0')} / ${String(stages.length).padStart(2, '0')}`}
                </span>
                <span className="font-serif text-2xl font-medium leading-none tracking-tight sm:text-4xl">{label}</span>
              </p>
            ))}
          </div>
          <div className="relative h-px bg-paper/20">
            <div data-slot="intro-progress" style={{ transform: 'scaleX(0)' }} />
            {stages.map(({ label }, index) => (
              <span
                key={label}
                className="absolute -top-1.5 h-3.5 w-px bg-paper/40"
                style={{ left: `${(100 * index) / (stages.length - 1)}%` }}
              />
            ))}
          </div>
        </div>
      </div>
    </div>
  )
}
