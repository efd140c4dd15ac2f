// Each route's weight from the build (gzip), against its budget (scripts/js-budget.ts): no script
// before the page has loaded, a cap on what hydration brings, a cap on CSS.
import { describe, expect, it } from 'vitest'
import { budget, routeWeight } from '../../scripts/js-budget.ts'
import { builtUrls, distRoot } from './support.ts'

describe.each(builtUrls)('%s', (url) => {
  const weight = routeWeight(url, distRoot)
  const limits = budget(url)
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

  it(`loads at most ${kb(limits.criticalJs)} of JavaScript before the load event (no module script, no modulepreload)`, () => {
    expect(weight.criticalJs).toBeLessThanOrEqual(limits.criticalJs)
  })

  it(`loads at most ${kb(limits.totalJs)} of JavaScript in all without interaction`, () => {
    expect(weight.hydrationJs).toBeGreaterThan(50 * 1024)
    expect(weight.criticalJs + weight.hydrationJs).toBeLessThanOrEqual(limits.totalJs)
  })

  it(`has at most ${kb(limits.css)} of CSS`, () => {
    expect(weight.css).toBeGreaterThan(0)
    expect(weight.css).toBeLessThanOrEqual(limits.css)
  })
})
