// The pictures as every page's HTML offers them (a browser reads no more than this markup to choose a file and to
// reserve room): each content picture in AVIF and WebP at several widths with its size reserved, and only the home
// hero fetched at high priority. How pictures load and show in Chromium: components/ui/images.spec.ts.
import type { CheerioAPI } from 'cheerio'
import { describe, expect, it } from 'vitest'
import { builtPage } from './support.ts'

/** Each of the page's content pictures (`main picture img`) with the <source>s before it, in document order. */
const pictures = ($: CheerioAPI) =>
  $('main picture img')
    .toArray()
    .map((img) => ({
      img: $(img),
      sources: $(img)
        .prevAll('source')
        .toArray()
        .reverse()
        .map((source) => $(source)),
    }))

describe('content pictures offer AVIF and WebP at several widths, with their size reserved', () => {
  for (const url of ['/', '/projects', '/projects/farmstead-eastry', '/about']) {
    it(url, () => {
      const found = pictures(builtPage(url))
      expect(found.length, url).toBeGreaterThan(0)
      for (const { img, sources } of found) {
        const where = `${url}: ${img.attr('src')}`
        expect(sources[0]?.attr('type'), where).toBe('image/avif')
        expect(sources[1]?.attr('type'), where).toBe('image/webp')
        expect(sources[0]?.attr('srcset'), where).toMatch(/-480\.avif 480w, .*-800\.avif 800w/)
        expect(img.attr('srcset'), where).toMatch(/\.jpg 480w/)
        expect(img.attr('sizes'), where).toMatch(/\S/)
        expect(img.attr('width'), where).toMatch(/^\d+$/)
        expect(img.attr('height'), where).toMatch(/^\d+$/)
      }
    })
  }
})

it('only the home hero is fetched with high priority; every picture waits until it is laid out near the screen', () => {
  const home = builtPage('/')
  const hero = home('[data-slot="hero-image"]').first()
  // Lazy too: on a first visit it waits while the intro holds the page unrendered.
  expect(hero.attr('loading')).toBe('lazy')
  expect(hero.attr('fetchpriority')).toBe('high')
  expect(home('img[fetchpriority="high"]')).toHaveLength(1)
  expect(home('[data-slot="project-card"] img').first().attr('loading')).toBe('lazy')

  const projects = builtPage('/projects')
  expect(projects('img[fetchpriority="high"]')).toHaveLength(0)
  expect(projects('[data-slot="project-card"] img').last().attr('loading')).toBe('lazy')
})
