import { describe, expect, it } from 'vitest'
import { turningPoints } from './intro-screen.behaviour'
import { introFrameAt } from './timeline'

describe('turningPoints', () => {
  it('keeps the ends and the samples where the value changes course', () => {
    expect(turningPoints([0, 0, 0.5, 1, 1, 1, 0.5, 0])).toEqual([0, 1, 3, 5, 7])
    expect(turningPoints([0, 1, 2, 3])).toEqual([0, 3])
  })

  it('reproduces a drawing fade from a handful of keyframes, to within 0.05 of the timeline', () => {
    const sampleMs = 25
    const values = Array.from({ length: 169 }, (_, index) => introFrameAt(index * sampleMs).imageOpacities[1]!)
    const kept = turningPoints(values)
    expect(kept.length).toBeLessThan(12)
    // Linear between the kept samples, as the browser interpolates, against the timeline itself.
    for (let ms = 0; ms <= 4200; ms += 5) {
      const after = kept.findIndex((index) => index * sampleMs >= ms)
      const [a, b] = [kept[Math.max(0, after - 1)]!, kept[after]!]
      const t = b === a ? 0 : (ms - a * sampleMs) / ((b - a) * sampleMs)
      const interpolated = values[a]! + (values[b]! - values[a]!) * t
      expect(Math.abs(interpolated - introFrameAt(ms).imageOpacities[1]!), `at ${ms} ms`).toBeLessThan(0.05)
    }
  })
})
