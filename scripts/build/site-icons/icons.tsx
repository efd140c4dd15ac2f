// The site's icons and web app manifest, drawn from the business name (Node only): an SVG favicon,
// and PNGs for home screens and browsers without SVG favicons.
/** @jsxImportSource satori/jsx */
import sharp from 'sharp'
import { palette } from '../../../theme.ts'
import { initialsOf } from '#content/initials.ts'
import { drawSvg, Monogram } from '../pictures/brand.tsx'

export interface SiteIdentity {
  name: string
  summary: string
}

/** Every icon file by its path under the site's root, with its media type. */
export const iconFiles = {
  'favicon.svg': 'image/svg+xml',
  'favicon-32.png': 'image/png',
  'apple-touch-icon.png': 'image/png',
  'icon-192.png': 'image/png',
  'icon-512.png': 'image/png',
  'icon-maskable-512.png': 'image/png',
  'site.webmanifest': 'application/manifest+json',
} as const
export type IconFile = keyof typeof iconFiles

/** Every icon file's contents. */
export async function siteIcons({ name, summary }: SiteIdentity): Promise<Record<IconFile, string | Buffer>> {
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
