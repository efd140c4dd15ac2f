// Icons are SVG in every page's HTML (components/ui/Icon.tsx), not CSS: no CSS icon (a mask image
// the browser builds a document for) is left in the stylesheets, and every icon is drawn with no
// script. The code's icons are <use> of their drawings in the one sprite file the pages share; a
// service panel's icon, and those a tap draws (the project preview's), are drawn inline.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { load } from 'cheerio'
import { describe, expect, it } from 'vitest'
import { PREVIEW_PARTS_PATH } from '../../components/project-gallery/preview-hooks.ts'
import { builtPage, builtUrls, distRoot, notFoundPage } from './support.ts'

const pages = [...builtUrls.map((url) => [url, builtPage(url)] as const), ['404 page', notFoundPage()] as const]

const parsedSprites = new Map<string, ReturnType<typeof load>>()

/** The drawing a sprite reference (`/assets/…/icons.….svg#id`) points at in the build, or undefined. */
function spriteSymbol(href: string): string | undefined {
  const [path, id] = href.split('#') as [string, string]
  // Every icon of every page points into the same file: read and parsed once.
  if (!parsedSprites.has(path)) parsedSprites.set(path, load(readFileSync(join(distRoot, path), 'utf8'), { xml: true }))
  const sprite = parsedSprites.get(path)!
  const symbol = sprite(`symbol[id="${id}"]`)
  return symbol.length ? sprite.xml(symbol) : undefined
}

describe.each(pages)('%s', (_url, $) => {
  it('draws each icon in the HTML, in the text colour, sized with its text, hidden from assistive technology', () => {
    const icons = $('svg[focusable="false"]').toArray()
    expect(icons.length).toBeGreaterThan(5)
    for (const icon of icons) {
      expect($(icon).attr('aria-hidden')).toBe('true')
      expect($(icon).attr('viewBox')).toMatch(/^0 0 \d+ \d+$/)
      // Sized by its own attributes, in ems of its text, in the drawing's proportions: it keeps its
      // size with its text even where the stylesheet does not load (the rendered size is checked in
      // components/ui/icons.spec.ts).
      const [, , drawnWidth, drawnHeight] = $(icon).attr('viewBox')!.split(' ').map(Number)
      const [width, height] = [$(icon).attr('width'), $(icon).attr('height')].map((size) =>
        Number(/^([\d.]+)em$/.exec(size ?? '')?.[1]),
      )
      expect(width! / height!).toBeCloseTo(drawnWidth! / drawnHeight!, 1)
      // Its drawing, in the sprite or inline, in the text colour.
      const href = $(icon).children('use').attr('href')
      const drawing = href ? spriteSymbol(href) : $(icon).html()
      expect(drawing, href ?? 'inline drawing').toMatch(/currentColor/)
      if (href) expect(drawing).toContain(`viewBox="${$(icon).attr('viewBox')}"`)
    }
    expect($('header [data-slot="menu-toggle"] svg use').length, 'the menu button has its icon').toBe(1)
  })

  it('has no CSS icon classes', () => {
    expect($('[class*="i-lucide-"], [class*="i-simple-icons-"]').length).toBe(0)
    expect($('style').text()).not.toContain('--un-icon')
  })
})

it("every page draws the code's icons from one sprite file", () => {
  const sprites = new Set(
    pages.flatMap(([, $]) =>
      $('svg[focusable="false"] > use')
        .toArray()
        .map((use) => $(use).attr('href')!.split('#')[0]),
    ),
  )
  expect([...sprites]).toEqual([expect.stringMatching(/^\/assets\/static\/icons\.[\w-]+\.svg$/)])
})

it("/projects' preview draws its icons inline, as a tap opens it: no <use> to copy there", () => {
  const dialog = load(builtPage('/projects')('template[data-slot="project-preview"]').html()!)
  const parts = load(readFileSync(join(distRoot, `${PREVIEW_PARTS_PATH}.html`), 'utf8'))
  const templates = parts('template').toArray()
  expect(templates.length).toBeGreaterThan(0)
  const icons = [dialog, ...templates.map((template) => load(parts(template).html()!))].flatMap(($) =>
    $('svg[focusable="false"]')
      .toArray()
      .map((icon) => $(icon)),
  )
  expect(icons.length).toBeGreaterThan(5)
  for (const icon of icons) {
    expect(icon.find('use').length).toBe(0)
    expect(icon.html()).toMatch(/currentColor/)
  }
})

it('/services draws the icon each service panel names', () => {
  const $ = builtPage('/services')
  const panels = $('[data-slot="service-panel"]').toArray()
  expect(panels.length).toBeGreaterThan(0)
  for (const panel of panels)
    expect($(panel).find('svg').first().children().length, $(panel).find('h2').text()).toBeGreaterThan(0)
})

it('no stylesheet holds a CSS icon', () => {
  const stylesheets = (readdirSync(join(distRoot, 'assets'), { recursive: true }) as string[]).filter((file) =>
    file.endsWith('.css'),
  )
  for (const file of stylesheets)
    expect(readFileSync(join(distRoot, 'assets', file), 'utf8'), file).not.toContain('--un-icon')
})
