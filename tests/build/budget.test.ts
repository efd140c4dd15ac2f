// Each route's weight from the build (gzip), against its budget (bench/js-budget.ts): the HTML
// document, the JavaScript that comes with the page (inline and its entry), what its islands load
// as they wake, and CSS. Pages without islands load no React at all.
import { describe, expect, it } from 'vitest'
import { budget, routeWeight } from '../../bench/js-budget.ts'
import { builtUrls, distRoot } from './support.ts'

describe.each(builtUrls)('%s', (url) => {
  const weight = routeWeight(url, distRoot)
  const limits = budget(url)
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

  it(`is a document of at most ${kb(limits.html)}, delivered in a new connection's first round trip`, () => {
    expect(weight.html).toBeLessThanOrEqual(limits.html)
  })

  it(`comes with at most ${kb(limits.withPage)} of JavaScript, of which at most ${kb(limits.inline)} inline`, () => {
    expect(weight.inline).toBeLessThanOrEqual(limits.inline)
    expect(weight.withPage).toBeLessThanOrEqual(limits.withPage)
  })

  it(
    limits.islands
      ? `loads at most ${kb(limits.islands)} as its islands wake`
      : 'loads no more JavaScript: it has no island',
    () => {
      expect(weight.islands).toBeLessThanOrEqual(limits.islands)
    },
  )

  it(`has at most ${kb(limits.css)} of CSS`, () => {
    expect(weight.css).toBeLessThanOrEqual(limits.css)
  })
})
