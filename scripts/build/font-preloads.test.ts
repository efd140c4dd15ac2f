import { expect, it } from 'vitest'
import { keepLatinFontPreloads } from './font-preloads.ts'

it('keeps only the Latin font preloads', () => {
  const html = [
    '<link rel="preload" href="/assets/static/inter-cyrillic-wght-normal.x.woff2" as="font" type="font/woff2" crossorigin>',
    '<link rel="preload" href="/assets/static/inter-latin-ext-wght-normal.x.woff2" as="font" type="font/woff2" crossorigin>',
    '<link rel="preload" href="/assets/static/inter-latin-wght-normal.x.woff2" as="font" type="font/woff2" crossorigin>',
    '<link rel="preload" as="image" href="/hero.svg">',
  ].join('\n')
  expect(keepLatinFontPreloads(html)).toBe(
    '<link rel="preload" href="/assets/static/inter-latin-wght-normal.x.woff2" as="font" type="font/woff2" crossorigin>\n<link rel="preload" as="image" href="/hero.svg">',
  )
})
