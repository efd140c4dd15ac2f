// An island as the build renders it: what the browser needs to hydrate it on a root of its own
// (wake-islands.ts). The island here is the site's own; tests/e2e (enquiry-form) hydrates it in Chromium.
import { createElement, useId } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, describe, expect, it, vi } from 'vitest'
import enquiryForm from '../enquiry-form/enquiry-form.island'
import { defineIsland } from './define-island'
import { Island, islandName } from './Island'

// The form's ids are fixed; in its place, a component that takes its ids from useId.
vi.mock('../enquiry-form/EnquiryForm', () => ({
  EnquiryForm: ({ successMessage }: { successMessage: string }) => {
    const id = useId()
    return createElement(
      'form',
      null,
      createElement('label', { htmlFor: id }, successMessage),
      createElement('input', { id }),
    )
  },
}))

// Test files share their worker's modules (vitest.config.ts): the next file gets the real form.
afterAll(() => {
  vi.doUnmock('../enquiry-form/EnquiryForm')
  vi.resetModules()
})

type FormProps = { subjects: string[]; successMessage: string }

const render = (successMessage: string) =>
  renderToStaticMarkup(
    createElement(Island<FormProps>, { of: enquiryForm, props: { subjects: ['Surveys'], successMessage } }),
  )

describe('Island', () => {
  it("is named by its file alone: what the browser's glob finds its code by", () => {
    expect(islandName(enquiryForm)).toBe('enquiry-form')
  })

  it('renders the component inside a container marked with its name, its id and when it wakes', () => {
    const html = render('Thanks')
    expect(html).toMatch(
      /^<div data-island="enquiry-form" data-island-id="enquiry-form-\d+" data-wake="visible"><form><label /,
    )
  })

  it("gives useId ids under the island's own prefix, as its own root in the browser will", () => {
    const html = render('Thanks')
    const islandId = /data-island-id="([^"]+)"/.exec(html)![1]!
    // React writes the prefix inside its own marks, e.g. _enquiry-form-0-R_0_.
    const ids = [...html.matchAll(/ id="(_[^"]+)"/g)].map((match) => match[1]!)
    expect(ids.length).toBeGreaterThan(0)
    for (const id of ids) expect(id).toContain(`${islandId}-`)
  })

  it('puts its props beside it as JSON that reads back exactly and cannot end the script early', () => {
    const successMessage = 'Zoë </script><script>alert(1)</script> <!-- ü'
    const html = render(successMessage)
    const islandId = /data-island-id="([^"]+)"/.exec(html)![1]!
    const json = new RegExp(`<script type="application/json" data-island-props="${islandId}">(.*?)</script>`).exec(
      html,
    )![1]!
    expect(json).not.toMatch(/<\/script|<!--/i)
    expect(JSON.parse(json)).toEqual({ subjects: ['Surveys'], successMessage })
  })

  it('gives each island on a page its own id', () => {
    const ids = [render('A'), render('B')].map((html) => /data-island-id="([^"]+)"/.exec(html)![1])
    expect(ids[0]).not.toBe(ids[1])
  })

  it('refuses a component marked as an island outside a {name}.island.tsx file: the browser would not find it', () => {
    const stray = defineIsland(() => null)
    expect(() => renderToStaticMarkup(createElement(Island, { of: stray, props: {} }))).toThrow('.island.tsx file')
  })
})
