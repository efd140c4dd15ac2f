// Each route's weight from the build (gzip), against its budget (scripts/js-budget.ts): the
// JavaScript a visitor gets without interacting, the inline scripts in every page, what hydration
// brings at the first interaction, and CSS.
import { describe, expect, it } from 'vitest'
import { budget, routeWeight } from '../../scripts/js-budget.ts'
import { builtUrls, distRoot } from './support.ts'

describe.each(builtUrls)('%s', (url) => {
  const weight = routeWeight(url, distRoot)
  const limits = budget(url)
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

  it(`gives a visitor who does not interact at most ${kb(limits.beforeInteraction)} of JavaScript, of which at most ${kb(limits.inline)} inline`, () => {
    expect(weight.inline).toBeGreaterThan(0)
    expect(weight.inline).toBeLessThanOrEqual(limits.inline)
    expect(weight.beforeInteraction).toBeLessThanOrEqual(limits.beforeInteraction)
  })

  it(`loads at most ${kb(limits.atInteraction)} at the first interaction, to hydrate`, () => {
    expect(weight.atInteraction).toBeGreaterThan(50 * 1024)
    expect(weight.atInteraction).toBeLessThanOrEqual(limits.atInteraction)
  })

  it(`has at most ${kb(limits.css)} of CSS`, () => {
    expect(weight.css).toBeGreaterThan(0)
    expect(weight.css).toBeLessThanOrEqual(limits.css)
  })
})
