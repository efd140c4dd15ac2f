// The gallery's markup and its click rule, rendered as the build renders it.
// project-gallery.spec.ts drives the dialog in Chromium, with one picture and with none too.
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Carousel, CarouselSlides } from './Carousel'
import { ProjectDialog, ProjectPreviewParts } from './ProjectDialog'
import { ProjectGallery, ProjectPreviewTemplates } from './ProjectGallery'
import { isPlainLeftClick } from './project-preview.behaviour'

const picture = (n: number) => ({
  src: `/assets/images/test-${n}-0a1b2c3d`,
  widths: [480, 800],
  width: 1600,
  height: 1200,
  alt: `Drawing number ${n}`,
})

const count = (html: string, text: string) => html.split(text).length - 1

describe('Carousel and CarouselSlides', () => {
  const frame = renderToStaticMarkup(createElement(Carousel, { id: 'preview-test-pictures' }))
  const slides = (n: number) =>
    renderToStaticMarkup(createElement(CarouselSlides, { images: Array.from({ length: n }, (_, i) => picture(i + 1)) }))

  it('is a carousel region holding the slides, with arrows and one dot for the browser to copy per picture', () => {
    expect(frame).toMatch(/role="region" aria-roledescription="carousel"[^>]*data-part="carousel"/)
    expect(frame).toMatch(/<div id="preview-test-pictures"[^>]*data-part="slides"><\/div>/)
    expect(count(frame, 'data-slot="carousel-previous"')).toBe(1)
    expect(count(frame, 'data-slot="carousel-next"')).toBe(1)
    expect(count(frame, 'data-slot="carousel-dot"')).toBe(1)
  })

  it('gives slides "n of m", with only the first showing to start', () => {
    const html = slides(3)
    const groups = [
      ...html.matchAll(/<div role="group" aria-roledescription="slide" aria-label="([^"]+)"( aria-hidden="true")?/g),
    ]
    expect(groups.map((slide) => slide[1])).toEqual(['1 of 3', '2 of 3', '3 of 3'])
    expect(groups.map((slide) => Boolean(slide[2]))).toEqual([false, true, true])
    expect(slides(1)).toContain('aria-label="1 of 1"')
    expect(slides(1)).toContain('alt="Drawing number 1"')
  })
})

describe('ProjectDialog and ProjectPreviewParts', () => {
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
  const dialog = renderToStaticMarkup(createElement(ProjectDialog))
  const parts = renderToStaticMarkup(createElement(ProjectPreviewParts, { project }))
  const holders = (html: string) => [...html.matchAll(/data-part="([^"]+)"/g)].map((match) => match[1])

  it('is labelled by its title and has an sr-only "Close" button', () => {
    const titleId = /<dialog aria-labelledby="([^"]+)"/.exec(dialog)?.[1]
    expect(dialog).toMatch(new RegExp(`<h2 id="${titleId}"[^>]*data-part="title"`))
    expect(dialog).toMatch(/<span class="sr-only">Close<\/span>/)
  })

  it('holds every part a project gives it, and nothing of any project', () => {
    expect(holders(parts).sort()).toEqual(holders(dialog).sort())
    expect(dialog).toContain('>Overview</h3>')
    expect(dialog).toContain('>Results</h3>')
    expect(dialog).not.toMatch(/<a [^>]*href=/)
  })

  it("gives the project's location, overview, results, pictures and link", () => {
    for (const text of ['Margate, Kent', 'Four units on a test site.', 'Finished on time', 'Within budget'])
      expect(parts).toContain(text)
    expect(parts).toContain('<a data-part="link" href="/projects/test-park"></a>')
    expect(parts).toContain('alt="Drawing number 1"')
  })

  it("names the carousel by the project's title", () => {
    expect(parts).toContain('<div data-part="carousel" aria-label="Drawings of Test Park"></div>')
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

  it("puts every card first, then the dialog once, and none of any project's parts", () => {
    expect([...cards.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1])).toEqual([
      '/projects/first',
      '/projects/second',
    ])
    expect(cards).toMatch(/<\/ul>$/)
    expect(previews).toMatch(/^<template data-slot="project-preview"><dialog /)
    expect(count(previews, '<template')).toBe(1)
    expect(previews).not.toContain('The overview of first.')
  })

  it("gives each project's parts in a template known by its card's link", () => {
    const templates = renderToStaticMarkup(
      createElement(ProjectPreviewTemplates, { projects: [project('first'), project('second')] }),
    )
    const known = [...templates.matchAll(/<template data-preview-of="([^"]+)">/g)]
    expect(known.map((match) => match[1])).toEqual(['/projects/first', '/projects/second'])
    expect(templates.indexOf('The overview of first.')).toBeLessThan(
      templates.indexOf('<template data-preview-of="/projects/second"'),
    )
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
