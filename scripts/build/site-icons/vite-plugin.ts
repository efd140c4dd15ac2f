import type { Plugin } from 'vite'
import { readSite } from '#content/site-file.ts'
import { type IconFile, iconFiles, siteIcons } from './icons.tsx'

/**
 * The site's icons and web app manifest, drawn from the business name in content/site.yaml:
 * served as asked for in dev, emitted with the client's assets in a build.
 */
export function siteIconFiles(): Plugin {
  const icons = () => siteIcons(readSite())
  return {
    name: 'site-icons',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0]!.slice(1)
        if (!(path in iconFiles)) return next()
        icons().then((files) => {
          response.setHeader('Content-Type', iconFiles[path as IconFile])
          response.end(files[path as IconFile])
        }, next)
      })
    },
    async generateBundle() {
      if (this.environment.config.consumer !== 'client') return
      for (const [fileName, source] of Object.entries(await icons())) this.emitFile({ type: 'asset', fileName, source })
    },
  }
}
