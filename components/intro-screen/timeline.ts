// The intro's timings and the maths of each frame, kept apart from the DOM so they can be unit-tested.

/** The sequence runs 3.5 s, then fades out over 0.7 s. */
export const SEQUENCE_MS = 3500
export const END_FADE_MS = 700
/** Skip appears after 1 s; skipping fades out over 0.5 s. */
const SKIP_AFTER_MS = 1000
export const SKIP_FADE_MS = 500

/** The step runs from the first image (0) to the last (3) over the sequence. */
const LAST_STEP = 3
/** Decorative lines show from this step onward. */
const LINES_FROM_STEP = 2
/** An image is fully shown within this distance of the step, and gone at a distance of 1. */
const FULLY_SHOWN_WITHIN = 0.3

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

/** Where the sequence is after `elapsedMs`: 0 at the start, 3 at the end, continuously between. */
export function stepAt(elapsedMs: number): number {
  return LAST_STEP * clamp(elapsedMs / SEQUENCE_MS, 0, 1)
}

/** Opacity of image `index` at `step`: 1 within 0.3 of it, 0 from a distance of 1, linear between. */
export function imageOpacity(step: number, index: number): number {
  return clamp((1 - Math.abs(step - index)) / (1 - FULLY_SHOWN_WITHIN), 0, 1)
}

/**
 * Everything the overlay shows `elapsedMs` after the sequence started. Skip, pressed `skippedAtMs` in,
 * stops the sequence where it is; under reduced motion the final image shows alone, with no sequence.
 */
export function introFrameAt(
  elapsedMs: number,
  { skippedAtMs, reducedMotion = false }: { skippedAtMs?: number; reducedMotion?: boolean } = {},
) {
  const skipped = skippedAtMs !== undefined && skippedAtMs < SEQUENCE_MS
  const exitAtMs = skipped ? skippedAtMs : SEQUENCE_MS
  const fade = clamp((elapsedMs - exitAtMs) / (skipped ? SKIP_FADE_MS : END_FADE_MS), 0, 1)
  const sequenceMs = Math.min(elapsedMs, exitAtMs)
  const step = reducedMotion ? LAST_STEP : stepAt(sequenceMs)
  return {
    progress: clamp(sequenceMs / SEQUENCE_MS, 0, 1),
    step,
    imageOpacities: Array.from({ length: LAST_STEP + 1 }, (_, index) => imageOpacity(step, index)),
    linesVisible: step >= LINES_FROM_STEP,
    skipVisible: elapsedMs >= SKIP_AFTER_MS,
    /** The sequence has ended or been skipped and the overlay is fading out. */
    exiting: elapsedMs >= exitAtMs,
    /** The whole overlay's opacity: 1 until it fades out. */
    opacity: 1 - fade,
    /** Faded out: the site is all there is. */
    done: fade === 1,
  }
}

export type IntroFrame = ReturnType<typeof introFrameAt>
