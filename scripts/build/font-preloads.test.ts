import { expect, it } from 'vitest'
import { keepLatinFontPreloads } from './font-preloads.ts'

const fontPreload = (font: string) =>
  `<link rel="preload" href="/assets/static/${font}-wght-normal.x.woff2" as="font" type="font/woff2" crossorigin>`

it('keeps only the Latin font preloads', () => {
  const image = '<link rel="preload" as="image" href="/hero.svg">'
  const html = [fontPreload('inter-cyrillic'), fontPreload('inter-latin-ext'), fontPreload('inter-latin'), image]
  expect(keepLatinFontPreloads(html.join('\n'))).toBe(`${fontPreload('inter-latin')}\n${image}`)
})
