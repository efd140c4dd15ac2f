// The gallery's markup and its click rule, rendered as the build renders it.
// The site's six projects each have three pictures, so the one-picture case is covered here;
// project-gallery.spec.ts drives the dialog in Chromium.
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Carousel } from './Carousel'
import { ProjectDialog } from './ProjectDialog'
import { ProjectGallery } from './ProjectGallery'
import { isPlainLeftClick } from './project-preview.behaviour'

const picture = (n: number) => ({
  src: `/assets/images/test-${n}-0a1b2c3d`,
  widths: [480, 800],
  width: 1600,
  height: 1200,
  alt: `Drawing number ${n}`,
})

const renderCarousel = (count: number) =>
  renderToStaticMarkup(
    createElement(Carousel, {
      images: Array.from({ length: count }, (_, i) => picture(i + 1)),
      label: 'Drawings of Test',
      id: 'preview-test-pictures',
    }),
  )

const count = (html: string, text: string) => html.split(text).length - 1

describe('Carousel', () => {
  it('has arrows and dots when there is more than one picture', () => {
    const html = renderCarousel(3)
    expect(count(html, 'data-slot="carousel-previous"')).toBe(1)
    expect(count(html, 'data-slot="carousel-next"')).toBe(1)
    expect(count(html, 'data-slot="carousel-dot"')).toBe(3)
  })

  it('has neither arrows nor dots with a single picture, which it still shows', () => {
    const html = renderCarousel(1)
    expect(html).not.toContain('data-slot="carousel-previous"')
    expect(html).not.toContain('data-slot="carousel-next"')
    expect(html).not.toContain('data-slot="carousel-dots"')
    expect(html).toContain('alt="Drawing number 1"')
    expect(html).toContain('aria-label="1 of 1"')
  })

  it('is a labelled carousel region of slides "n of m", with only the first showing to start', () => {
    const html = renderCarousel(3)
    expect(html).toMatch(/role="region" aria-roledescription="carousel" aria-label="Drawings of Test"/)
    const slides = [
      ...html.matchAll(/<div role="group" aria-roledescription="slide" aria-label="([^"]+)"( aria-hidden="true")?/g),
    ]
    expect(slides.map((slide) => slide[1])).toEqual(['1 of 3', '2 of 3', '3 of 3'])
    expect(slides.map((slide) => Boolean(slide[2]))).toEqual([false, true, true])
  })
})

describe('ProjectDialog', () => {
  const project = {
    slug: 'test-park',
    href: '/projects/test-park',
    title: 'Test Park',
    location: 'Margate, Kent',
    value: '4 units',
    category: 'Industrial' as const,
    images: [picture(1)],
    overview: 'Four units on a test site.',
    outcomes: ['Finished on time', 'Within budget'],
  }
  const html = renderToStaticMarkup(createElement(ProjectDialog, { project, id: 'preview-test-park' }))

  it('is labelled by its title and has an sr-only "Close" button', () => {
    const titleId = /<dialog aria-labelledby="([^"]+)"/.exec(html)?.[1]
    expect(html).toContain(`<h2 id="${titleId}"`)
    expect(html).toMatch(/<span class="sr-only">Close<\/span>/)
  })

  it('shows the location, Overview and Results, and links to the project page', () => {
    for (const text of [
      'Margate, Kent',
      '>Overview</h3>',
      'Four units on a test site.',
      '>Results</h3>',
      'Finished on time',
      'Within budget',
    ]) {
      expect(html).toContain(text)
    }
    expect(html).toContain('href="/projects/test-park"')
  })

  it('shows a single picture without arrows or dots', () => {
    expect(html).toContain('alt="Drawing number 1"')
    expect(html).not.toContain('data-slot="carousel-next"')
    expect(html).not.toContain('data-slot="carousel-dot"')
  })
})

describe('ProjectGallery', () => {
  const project = (slug: string) => ({
    slug,
    href: `/projects/${slug}`,
    title: `Project ${slug}`,
    location: 'Deal, Kent',
    value: '£1.2m',
    category: 'Residential' as const,
    images: [picture(1), picture(2)],
    overview: `The overview of ${slug}.`,
    outcomes: ['Handed over early'],
  })
  const html = renderToStaticMarkup(createElement(ProjectGallery, { projects: [project('first'), project('second')] }))
  const firstPreview = html.indexOf('<template')
  const [cards, previews] = [html.slice(0, firstPreview), html.slice(firstPreview)]

  it('names the behaviour that opens the previews, around the cards and the previews', () => {
    expect(html).toMatch(/^<div data-behaviour="project-preview"><ul /)
  })

  it("puts every card first, then each preview in a template, known by its card's link", () => {
    expect([...cards.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1])).toEqual([
      '/projects/first',
      '/projects/second',
    ])
    expect(cards).toMatch(/<\/ul>$/)
    const templates = [...previews.matchAll(/<template data-preview-of="([^"]+)"><dialog aria-labelledby="([^"]+)"/g)]
    expect(templates.map((match) => [match[1], match[2]])).toEqual([
      ['/projects/first', 'preview-first-title'],
      ['/projects/second', 'preview-second-title'],
    ])
    expect(previews.indexOf('The overview of first.')).toBeLessThan(
      previews.indexOf('<template data-preview-of="/projects/second"'),
    )
  })

  it('gives every preview ids of its own', () => {
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1])
    expect(ids).toEqual([
      'preview-first-pictures',
      'preview-first-title',
      'preview-second-pictures',
      'preview-second-title',
    ])
  })
})

describe('isPlainLeftClick', () => {
  const click = { button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false }

  it('accepts a plain left click (and Enter on a link, which browsers report as one)', () => {
    expect(isPlainLeftClick(click)).toBe(true)
  })

  it('leaves new-tab and new-window clicks to the browser', () => {
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey'] as const)
      expect(isPlainLeftClick({ ...click, [modifier]: true })).toBe(false)
    expect(isPlainLeftClick({ ...click, button: 1 })).toBe(false)
  })
})
