// The site's icons and web app manifest, drawn from the business name in content/site.yaml (Node
// only): an SVG favicon, and PNGs for home screens and browsers without SVG favicons. Served as asked
// for in dev, emitted with the client's assets in a build.
/** @jsxImportSource satori/jsx */
import sharp from 'sharp'
import type { Plugin } from 'vite'
import { palette } from '../../theme.ts'
import { initialsOf } from '#content/initials.ts'
import { readSite } from '#content/site-file.ts'
import { drawSvg, Monogram } from '../../content-layer/pictures/brand.tsx'

/** Every icon file by its path under the site's root, with its media type. */
const iconFiles = {
  'favicon.svg': 'image/svg+xml',
  'favicon-32.png': 'image/png',
  'apple-touch-icon.png': 'image/png',
  'icon-192.png': 'image/png',
  'icon-512.png': 'image/png',
  'icon-maskable-512.png': 'image/png',
  'site.webmanifest': 'application/manifest+json',
} as const
type IconFile = keyof typeof iconFiles

async function siteIcons(): Promise<Record<IconFile, string | Buffer>> {
  const { name, summary } = readSite()
  const initials = initialsOf(name)
  const favicon = await drawSvg(<Monogram initials={initials} size={64} background={palette.ink[900]} />, {
    width: 64,
    height: 64,
  })
  // Home-screen icons are squares the system masks itself (Apple rounds the corners; Android's
  // maskable icons may be cut to a circle, so their monogram keeps to the middle 80%).
  const onSquare = (size: number) =>
    drawSvg(
      <div
        style={{
          display: 'flex',
          width: 512,
          height: 512,
          alignItems: 'center',
          justifyContent: 'center',
          backgroundColor: palette.ink[900],
        }}
      >
        <Monogram initials={initials} size={size} />
      </div>,
      { width: 512, height: 512 },
    )
  const square = await onSquare(400)
  const maskable = await onSquare(300)
  const png = (source: string, size: number) =>
    sharp(Buffer.from(source)).resize(size, size).png({ compressionLevel: 9, palette: true }).toBuffer()
  return {
    'favicon.svg': favicon,
    'favicon-32.png': await png(favicon, 32),
    'apple-touch-icon.png': await png(square, 180),
    'icon-192.png': await png(square, 192),
    'icon-512.png': await png(square, 512),
    'icon-maskable-512.png': await png(maskable, 512),
    'site.webmanifest': JSON.stringify(
      {
        name,
        short_name: name,
        description: summary,
        start_url: '/',
        display: 'minimal-ui',
        background_color: palette.paper.DEFAULT,
        theme_color: palette.ink[900],
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      null,
      2,
    ),
  }
}

export function siteIconFiles(): Plugin {
  return {
    name: 'site-icons',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0]!.slice(1)
        if (!(path in iconFiles)) return next()
        siteIcons().then((files) => {
          response.setHeader('Content-Type', iconFiles[path as IconFile])
          response.end(files[path as IconFile])
        }, next)
      })
    },
    async generateBundle() {
      if (this.environment.config.consumer !== 'client') return
      for (const [fileName, source] of Object.entries(await siteIcons()))
        this.emitFile({ type: 'asset', fileName, source })
    },
  }
}
