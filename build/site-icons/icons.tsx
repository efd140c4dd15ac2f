// The site's icons, drawn from the business name in content/site.yaml (Node only): an SVG favicon, and
// PNGs for home screens and browsers without SVG favicons. Served as asked for in dev, emitted with the
// client's assets in a build. No web app manifest: a browser fetches one, then its icon, while a first
// visit is still loading, and on a slow phone that held the first paint (docs/performance.md).
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
} as const
type IconFile = keyof typeof iconFiles

async function siteIcons(): Promise<Record<IconFile, string | Buffer>> {
  const initials = initialsOf(readSite().name)
  const favicon = await drawSvg(<Monogram initials={initials} size={64} background={palette.ink[900]} />, {
    width: 64,
    height: 64,
  })
  // The home-screen icon is a square the system masks itself (Apple rounds the corners).
  const square = await drawSvg(
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
      <Monogram initials={initials} size={400} />
    </div>,
    { width: 512, height: 512 },
  )
  const png = (source: string, size: number) =>
    sharp(Buffer.from(source)).resize(size, size).png({ compressionLevel: 9, palette: true }).toBuffer()
  return {
    'favicon.svg': favicon,
    'favicon-32.png': await png(favicon, 32),
    'apple-touch-icon.png': await png(square, 180),
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
