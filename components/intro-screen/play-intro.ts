// The intro sequence, loaded as its own chunk only when the intro plays (see IntroScreen.tsx).
import { type IntroFrame, introFrameAt, SEQUENCE_MS } from './timeline'

export type { IntroFrame }

export interface IntroPlayer {
  /** Fades out from where the sequence is; ignored once it is already fading out. */
  skip(): void
  stop(): void
}

/**
 * Plays the intro from now, handing `onFrame` a frame on every animation frame until it has faded
 * out. Frames are timed by the clock, not counted, so a slow device drops frames rather than
 * stretching the intro.
 */
export function playIntro(onFrame: (frame: IntroFrame) => void, { reducedMotion }: { reducedMotion: boolean }): IntroPlayer {
  const startedAt = performance.now()
  let skippedAtMs: number | undefined
  let request = 0
  const tick = () => {
    const frame = introFrameAt(performance.now() - startedAt, { skippedAtMs, reducedMotion })
    onFrame(frame)
    if (!frame.done) request = requestAnimationFrame(tick)
  }
  tick()
  return {
    skip() {
      const elapsed = performance.now() - startedAt
      if (skippedAtMs === undefined && elapsed < SEQUENCE_MS) skippedAtMs = elapsed
    },
    stop() {
      cancelAnimationFrame(request)
    },
  }
}
