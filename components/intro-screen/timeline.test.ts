import { describe, expect, it } from 'vitest'
import { imageOpacity, introFrameAt, stepAt } from './timeline'

describe('stepAt', () => {
  it('advances continuously from 0 to 3 over the 3.5 s sequence, and stays within it', () => {
    expect(stepAt(0)).toBe(0)
    expect(stepAt(1750)).toBeCloseTo(1.5)
    expect(stepAt(3500 / 3)).toBeCloseTo(1)
    expect(stepAt(3500)).toBe(3)
    expect(stepAt(-100)).toBe(0)
    expect(stepAt(4500)).toBe(3)
  })
})

describe('imageOpacity', () => {
  it('is 1 within 0.3 of the image, on either side', () => {
    for (const step of [1, 0.7, 1.3, 0.71, 1.29]) expect(imageOpacity(step, 1)).toBe(1)
  })

  it('is 0 at a distance of 1 or more', () => {
    for (const step of [0, 2, 2.5, 3]) expect(imageOpacity(step, 1)).toBe(0)
  })

  it('falls linearly between distances of 0.3 and 1', () => {
    expect(imageOpacity(1.65, 1)).toBeCloseTo(0.5)
    expect(imageOpacity(0.35, 1)).toBeCloseTo(0.5)
    expect(imageOpacity(1.475, 1)).toBeCloseTo(0.75)
    expect(imageOpacity(1.825, 1)).toBeCloseTo(0.25)
    // clamp((1 - d) / 0.7, 0, 1)
    for (let d = 0.3; d <= 1; d += 0.05) expect(imageOpacity(2 + d, 2)).toBeCloseTo((1 - d) / 0.7)
  })

  it('cross-fades: between two neighbouring images, one fades out as the other fades in', () => {
    expect(imageOpacity(0.5, 0)).toBeCloseTo(imageOpacity(0.5, 1))
    expect(imageOpacity(0.5, 0)).toBeCloseTo(0.5 / 0.7)
  })
})

describe('introFrameAt', () => {
  it('starts on the first image with an empty bar, no lines and no Skip', () => {
    expect(introFrameAt(0)).toEqual({
      progress: 0,
      step: 0,
      imageOpacities: [1, 0, 0, 0],
      linesVisible: false,
      skipVisible: false,
      exiting: false,
      opacity: 1,
      done: false,
    })
  })

  it('fills the progress bar over 3.5 s', () => {
    expect(introFrameAt(875).progress).toBeCloseTo(0.25)
    expect(introFrameAt(1750).progress).toBeCloseTo(0.5)
    expect(introFrameAt(3500).progress).toBe(1)
    expect(introFrameAt(4000).progress).toBe(1)
  })

  it('shows Skip from 1 s', () => {
    expect(introFrameAt(999).skipVisible).toBe(false)
    expect(introFrameAt(1000).skipVisible).toBe(true)
  })

  it('shows the decorative lines from step 2', () => {
    const step2 = (2 / 3) * 3500
    expect(introFrameAt(step2 - 1).linesVisible).toBe(false)
    expect(introFrameAt(step2).linesVisible).toBe(true)
    expect(introFrameAt(3500).linesVisible).toBe(true)
  })

  it('shows each image in turn, fully at its own step', () => {
    const atStep = (step: number) => introFrameAt((step / 3) * 3500).imageOpacities
    expect(atStep(1)).toEqual([0, 1, 0, 0])
    expect(atStep(2)).toEqual([0, 0, 1, 0])
    expect(atStep(3)).toEqual([0, 0, 0, 1])
  })

  it('ends by itself at 3.5 s and fades out over 0.7 s', () => {
    expect(introFrameAt(3499).exiting).toBe(false)
    expect(introFrameAt(3500)).toMatchObject({ exiting: true, opacity: 1, done: false })
    expect(introFrameAt(3850).opacity).toBeCloseTo(0.5)
    expect(introFrameAt(4199).done).toBe(false)
    expect(introFrameAt(4200)).toMatchObject({ opacity: 0, done: true, imageOpacities: [0, 0, 0, 1] })
  })

  it('when skipped, stops where it is and fades out over 0.5 s', () => {
    const skippedAtMs = 1750
    const atSkip = introFrameAt(skippedAtMs, { skippedAtMs })
    expect(atSkip).toMatchObject({ exiting: true, opacity: 1, done: false, progress: 0.5 })
    expect(introFrameAt(2000, { skippedAtMs })).toMatchObject({ opacity: 0.5, progress: 0.5, step: atSkip.step })
    expect(introFrameAt(2249, { skippedAtMs }).done).toBe(false)
    expect(introFrameAt(2250, { skippedAtMs }).done).toBe(true)
  })

  it('ignores a skip after the sequence has ended: the 0.7 s fade goes on', () => {
    expect(introFrameAt(3850, { skippedAtMs: 3600 }).opacity).toBeCloseTo(0.5)
  })

  it('under reduced motion shows only the final image and lines, throughout', () => {
    for (const elapsed of [0, 500, 1750, 3000]) {
      expect(introFrameAt(elapsed, { reducedMotion: true })).toMatchObject({
        imageOpacities: [0, 0, 0, 1],
        linesVisible: true,
        step: 3,
      })
    }
    // Timing is unchanged: Skip from 1 s, the end at 3.5 s.
    expect(introFrameAt(1000, { reducedMotion: true }).skipVisible).toBe(true)
    expect(introFrameAt(3500, { reducedMotion: true }).exiting).toBe(true)
  })
})
