// Open Graph pictures, run after `vike build`: one 1200 × 630 PNG per prerendered page, carrying the page's
// title over one of the site's drawings (a project's own first picture on its page). Read from the built
// HTML, so every page that exists gets one and none is left over; content-layer/og-image.ts names the files.
/** @jsxImportSource satori/jsx */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { load as loadHtml } from 'cheerio'
import sharp from 'sharp'
import { ogImagePath, ogImageSize } from '#content/og-image.ts'
import { drawSvg, Monogram } from '../content-layer/pictures/brand.tsx'
import type { Picture } from '#content/pictures/picture.ts'
import { pictureSources } from '#content/pictures/source.ts'
import { initialsOf } from '#content/initials.ts'
import { readContentFile as load, readSite } from '#content/site-file.ts'
import { projectSlugOf, serviceSlugOf } from '#content/routes.ts'
import type { Pages } from '../content/schemas/pages.ts'
import type { ProjectFrontmatter } from '../content/schemas/project.ts'
import { palette } from '../theme.ts'
import { htmlFile, listUrls } from './list-urls.ts'
import { clientRoot } from './out-dir.ts'

const client = clientRoot
const { width, height } = ogImageSize
const site = readSite()
const sourceOf = (picture: Picture | undefined) => (picture && pictureSources.get(picture.src)?.file) ?? undefined
const heroDrawing = sourceOf(load<Pages>('content/pages.yaml').home.heroImages[0])!

/** The page's own title: the <title> without the site name after it (pages/+title.ts). */
function titleOf(html: string): string {
  const title = loadHtml(html)('title').text()
  const suffix = ` | ${site.name}`
  return (title.endsWith(suffix) ? title.slice(0, -suffix.length) : title) || site.name
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

// The layout, in pixels: text starts at `left`; the drawing fills the right `drawingWidth`; the title,
// up to `titleWidth` wide, is centred on the line `titleMiddle` down, which leaves room for the brand above.
const left = 72
const drawingWidth = 760
const titleWidth = 660
const titleMiddle = 330
const titleLineHeight = 1.12
const titleStyle = (size: number) => ({
  display: 'block',
  fontFamily: 'Fraunces',
  fontSize: size,
  lineHeight: titleLineHeight,
})

/** The largest size, from 64 px down to 40, at which the title takes at most three lines. */
async function titleSize(title: string): Promise<number> {
  for (let size = 64; size > 40; size -= 6) {
    const svg = await drawSvg(<div style={titleStyle(size)}>{title}</div>, { width: titleWidth })
    if (Number(/height="([\d.]+)"/.exec(svg)![1]) <= Math.ceil(size * titleLineHeight) * 3) return size
  }
  return 40
}

const rasterised = new Map<string, Promise<string>>()
/** A drawing as a PNG data URL cut to the right-hand part of the picture (each drawn once, as most pages share one). */
function art(drawing: string): Promise<string> {
  if (!rasterised.has(drawing)) {
    const png = sharp(drawing, drawing.endsWith('.svg') ? { density: 96 } : {})
      .rotate()
      .resize(drawingWidth, height, { fit: 'cover', position: 'centre' })
      .png()
      .toBuffer()
    rasterised.set(
      drawing,
      png.then((bytes) => `data:image/png;base64,${bytes.toString('base64')}`),
    )
  }
  return rasterised.get(drawing)!
}

/** The picture: the drawing on the right under a fade, the brand, eyebrow, title and contact line on the left. */
async function draw(route: string, html: string): Promise<Buffer> {
  const title = titleOf(html)
  const fade = (opacity: number) => `color-mix(in srgb, ${palette.ink[900]} ${opacity * 100}%, transparent)`
  const gridLine = (direction: string) =>
    `linear-gradient(${direction}, transparent 39px, color-mix(in srgb, ${palette.paper.DEFAULT} 5%, transparent) 39px)`
  const shade = `linear-gradient(to right, ${fade(1)} 38%, ${fade(0.78)} 62%, ${fade(0.2)})`
  const svg = await drawSvg(
    <div
      style={{
        display: 'flex',
        position: 'relative',
        width,
        height,
        backgroundColor: palette.ink[900],
        color: palette.paper.DEFAULT,
        fontFamily: 'Inter',
      }}
    >
      <img
        src={await art(drawingOf(route))}
        alt=""
        width={drawingWidth}
        height={height}
        style={{ position: 'absolute', right: 0, objectFit: 'cover' }}
      />
      <div style={{ position: 'absolute', inset: 0, backgroundImage: shade }} />
      <div
        style={{
          position: 'absolute',
          inset: 0,
          backgroundImage: `${gridLine('to right')}, ${gridLine('to bottom')}`,
          backgroundSize: '40px 40px',
        }}
      />
      <div
        style={{
          position: 'absolute',
          top: 58,
          left: left - 6,
          display: 'flex',
          alignItems: 'center',
          gap: 16,
          fontFamily: 'Fraunces',
          fontSize: 32,
        }}
      >
        <Monogram initials={initialsOf(site.name)} size={68} />
        {site.name}
      </div>
      {/* The eyebrow sits just above the title, so the title alone is centred. */}
      <div
        style={{
          position: 'absolute',
          top: 0,
          left,
          width: titleWidth,
          height: titleMiddle * 2,
          display: 'flex',
          alignItems: 'center',
        }}
      >
        <div style={{ position: 'relative', display: 'flex' }}>
          <div style={{ ...titleStyle(await titleSize(title)), lineClamp: 3 }}>{title}</div>
          <div
            style={{
              position: 'absolute',
              bottom: '100%',
              paddingBottom: 28,
              color: palette.brass[300],
              fontSize: 18,
              fontWeight: 700,
              lineHeight: 1,
              letterSpacing: '0.16em',
              textTransform: 'uppercase',
            }}
          >
            {eyebrowOf(route)}
          </div>
        </div>
      </div>
      <div style={{ position: 'absolute', top: 540, left, color: palette.paper[200], fontSize: 22, whiteSpace: 'pre' }}>
        {`${site.url.replace(/^https?:\/\/(www\.)?/, '')}  ·  ${site.phone.display}`}
      </div>
      <div style={{ position: 'absolute', bottom: 0, width, height: 10, backgroundColor: palette.brass[400] }} />
    </div>,
    ogImageSize,
  )
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer()
}

const started = performance.now()
// Every prerendered page but the 404, which is never shared.
const pages = listUrls(client)
for (const route of pages) {
  const out = join(client, ogImagePath(route))
  mkdirSync(dirname(out), { recursive: true })
  writeFileSync(out, await draw(route, readFileSync(htmlFile(client, route), 'utf8')))
}
console.log(`Open Graph pictures: ${pages.length} pages in ${Math.round(performance.now() - started)} ms`)
