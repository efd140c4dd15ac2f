import { expect, it } from 'vitest'
import { deferHydration } from './defer-hydration.ts'

const page = `<html><head><link rel="stylesheet" href="/a.css"></head><body><div id="root"></div>
        <script id="vike_pageContext" type="application/json">{}</script>
        <script src="/assets/entries/entry-client-routing.abc.js" type="module" async></script>
        <link rel="modulepreload" href="/assets/entries/pages_index.def.js" as="script" type="text/javascript">
        <link rel="modulepreload" href="/assets/chunks/chunk-react.js" as="script" type="text/javascript">
      </body></html>`

it("swaps Vike's entry script and module preloads for the page script, and records what hydration will load", () => {
  const { html, hydrationScripts } = deferHydration(page, 'index.html')
  expect(html).not.toContain('type="module"')
  expect(html).not.toContain('modulepreload')
  expect(html).toContain('<script id="vike_pageContext" type="application/json">{}</script>')
  // The page script, minified, importing the entry only when the visitor interacts.
  const script = /<script>(.*?)<\/script>/.exec(html)?.[1]
  expect(script).toContain('import("/assets/entries/entry-client-routing.abc.js")')
  expect(script).toContain('"pointerdown"')
  expect(script).not.toContain('__ENTRY__')
  expect(hydrationScripts).toEqual(['/assets/entries/entry-client-routing.abc.js', '/assets/entries/pages_index.def.js', '/assets/chunks/chunk-react.js'])
})

it('fails the build rather than ship a page whose entry script it cannot find', () => {
  expect(() => deferHydration('<html><body></body></html>', 'about/index.html')).toThrow('about/index.html: expected one Vike entry script, found 0')
})
