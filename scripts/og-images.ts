// Open Graph pictures, run after `vike build`: one 1200 × 630 PNG per prerendered page, carrying the
// page's title over one of the site's drawings (a project's own first picture on its page). Read
// from the built HTML, so every page that exists gets one and none is left over; build/content/og-image.ts
// names the files and the page head points to them.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
import { ogImagePath, ogImageSize } from '#content/og-image.ts'
import { parseContentFile } from '#content/parse.ts'
import { fonts, monogram, textPath, wrap } from '#content/picture/brand.ts'
import type { Picture } from '#content/picture/picture.ts'
import { pictureSources } from '#content/picture/source.ts'
import { initialsOf } from '#content/initials.ts'
import { projectSlugOf, serviceSlugOf } from '#content/routes.ts'
import type { Pages } from '../content/schemas/pages.ts'
import type { ProjectFrontmatter } from '../content/schemas/project.ts'
import type { Site } from '../content/schemas/site.ts'
import { palette } from '../theme.ts'
import { listUrls } from './list-urls.ts'

const client = 'dist/client'
const { width, height } = ogImageSize
const load = <T>(file: string) => parseContentFile(file, readFileSync(file, 'utf8')).data as T
const site = load<Site>('content/site.yaml')
const sourceOf = (picture: Picture | undefined) => (picture && pictureSources.get(picture.src)?.file) ?? undefined
const heroDrawing = sourceOf(load<Pages>('content/pages.yaml').home.heroImages[0])!

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: ' ' }
const decode = (html: string) => html.replace(/&(#?\w+);/g, (match, name: string) => entities[name] ?? match)

/** The page's own title: the <title> without the site name after it. */
function titleOf(html: string): string {
  const title = decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? site.name)
  return title.replace(new RegExp(`\\s*\\|\\s*${site.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`), '') || site.name
}

/** The line above the title: what kind of page this is. */
function eyebrowOf(route: string): string {
  if (projectSlugOf(route)) return 'Project'
  if (serviceSlugOf(route)) return 'Service'
  return site.tagline
}

/** The drawing behind the title: a project's own first picture, otherwise the first hero drawing. */
function drawingOf(route: string): string {
  const project = projectSlugOf(route)
  if (!project) return heroDrawing
  return sourceOf(load<ProjectFrontmatter>(`content/projects/${project}.mdx`).images[0]) ?? heroDrawing
}

/** The words: brand, eyebrow, title (up to three lines, smaller when long) and contact line. */
function overlay(title: string, eyebrow: string): string {
  const left = 72
  let size = 64
  let lines = wrap(fonts.serif, title, size, 620)
  while (lines.length > 3 && size > 40) lines = wrap(fonts.serif, title, (size -= 6), 620)
  const lineHeight = size * 1.12
  const titleTop = 330 - (lines.length * lineHeight) / 2
  const grid = Array.from({ length: 30 }, (_, i) => i * 40)
  const domain = site.url.replace(/^https?:\/\/(www\.)?/, '')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="fade" x2="1"><stop offset="0.38" stop-color="${palette.ink[900]}"/><stop offset="0.62" stop-color="${palette.ink[900]}" stop-opacity="0.78"/><stop offset="1" stop-color="${palette.ink[900]}" stop-opacity="0.2"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#fade)"/>
    <g stroke="${palette.paper.DEFAULT}" stroke-opacity="0.05">${grid.map((x) => `<path d="M${x} 0V${height}"/>`).join('')}${grid.map((y) => `<path d="M0 ${y}H${width}"/>`).join('')}</g>
    ${monogram(initialsOf(site.name), { x: left - 6, y: 58, size: 68 })}
    ${textPath(fonts.serif, site.name, { x: left + 78, y: 104, size: 32, fill: palette.paper.DEFAULT })}
    ${textPath(fonts.sansBold, eyebrow.toUpperCase(), { x: left, y: titleTop - 28, size: 18, fill: palette.brass[300], tracking: 0.16 })}
    ${lines.map((line, i) => textPath(fonts.serif, line, { x: left, y: titleTop + size + i * lineHeight, size, fill: palette.paper.DEFAULT })).join('')}
    ${textPath(fonts.sans, `${domain}  ·  ${site.phone.display}`, { x: left, y: 566, size: 22, fill: palette.paper[200] })}
    <rect y="${height - 10}" width="${width}" height="10" fill="${palette.brass[400]}"/>
  </svg>`
}

const drawingWidth = 760
const rasterised = new Map<string, Promise<Buffer>>()
/** A drawing cut to the right-hand part of the picture (each drawn once, as most pages share one). */
function art(drawing: string): Promise<Buffer> {
  if (!rasterised.has(drawing)) {
    const image = sharp(drawing, drawing.endsWith('.svg') ? { density: 96 } : {}).rotate()
    rasterised.set(drawing, image.resize(drawingWidth, height, { fit: 'cover', position: 'centre' }).toBuffer())
  }
  return rasterised.get(drawing)!
}

async function draw(route: string, html: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: palette.ink[900] } })
    .composite([{ input: await art(drawingOf(route)), left: width - drawingWidth, top: 0 }, { input: Buffer.from(overlay(titleOf(html), eyebrowOf(route))) }])
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toBuffer()
}

const started = performance.now()
// Every prerendered page but the 404, which is never shared.
const pages = listUrls(client)
for (const route of pages) {
  const out = join(client, ogImagePath(route))
  mkdirSync(dirname(out), { recursive: true })
  writeFileSync(out, await draw(route, readFileSync(join(client, route, 'index.html'), 'utf8')))
}
console.log(`Open Graph pictures: ${pages.length} pages in ${Math.round(performance.now() - started)} ms`)
