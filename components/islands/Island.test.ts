// An island as the build renders it: what the browser needs to hydrate it on a root of its own
// (wake-islands.ts). tests/e2e (project-gallery, contact-form) hydrate real islands in Chromium.
import { createElement, useId } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { defineIsland } from './define-island'
import { Island } from './Island'

function Greeting({ name }: { name: string }) {
  const id = useId()
  return createElement('label', { htmlFor: id }, `Hello ${name}`, createElement('input', { id }))
}
const greeting = defineIsland('greeting', Greeting, { wake: 'intent' })

const render = (name: string) =>
  renderToStaticMarkup(createElement(Island<{ name: string }>, { of: greeting, props: { name } }))

describe('Island', () => {
  it('renders the component inside a container named for its file, with when it wakes', () => {
    const html = render('Sam')
    expect(html).toMatch(/^<div data-island="greeting" data-island-id="greeting-\d+" data-wake="intent"><label /)
    expect(html).toMatch(/"intent"><label for="[^"]+">Hello Sam<input/)
  })

  it("gives useId ids under the island's own prefix, as its own root in the browser will", () => {
    const html = render('Sam')
    const islandId = /data-island-id="([^"]+)"/.exec(html)![1]!
    const inputId = /<input id="([^"]+)"/.exec(html)![1]!
    // React writes the prefix inside its own marks, e.g. _greeting-0-R_0_.
    expect(inputId).toContain(`${islandId}-`)
  })

  it('puts its props beside it as JSON that reads back exactly and cannot end the script early', () => {
    const name = 'Zoë </script><script>alert(1)</script> <!-- ü'
    const html = render(name)
    const islandId = /data-island-id="([^"]+)"/.exec(html)![1]!
    const json = new RegExp(`<script type="application/json" data-island-props="${islandId}">(.*?)</script>`).exec(
      html,
    )![1]!
    expect(json).not.toMatch(/<\/script|<!--/i)
    expect(JSON.parse(json)).toEqual({ name })
  })

  it('gives each island on a page its own id', () => {
    const ids = [render('A'), render('B')].map((html) => /data-island-id="([^"]+)"/.exec(html)![1])
    expect(ids[0]).not.toBe(ids[1])
  })
})
