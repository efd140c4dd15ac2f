import type { Plugin, ViteDevServer } from 'vite'
import { encodeAll, encodeVariant } from './encode.ts'
import { pictureFormats, picturePath } from '#content/pictures/picture.ts'
import { describeImage, imagesFolder, listImages, variants } from '#content/pictures/source.ts'

const mimeType = Object.fromEntries(pictureFormats.map(({ extension, type }) => [extension, type]))

/**
 * The image pipeline's Vite side: makes the files behind the Pictures the schemas describe (source.ts), emitted in a
 * build and encoded on first request in dev (content/images/README.md, "How the pipeline works").
 */
export function pictures(): Plugin {
  return {
    name: 'content-pictures',
    configureServer(server) {
      server.middlewares.use(picturePath, (request, response, next) => {
        const name = decodeURIComponent((request.url ?? '').split('?')[0]!.slice(1))
        const variant = variants.get(name)
        if (!variant) return next()
        encodeVariant(name, variant).then((bytes) => {
          response.setHeader('Content-Type', mimeType[variant.extension]!)
          response.end(bytes)
        }, next)
      })
      server.watcher.add(imagesFolder)
      for (const event of ['add', 'change', 'unlink'] as const) {
        server.watcher.on(event, (file) => file.startsWith(imagesFolder) && reloadContent(server))
      }
    },
    async generateBundle() {
      // Pages of both builds name pictures, but their files belong with the client's assets.
      if (this.environment.config.consumer !== 'client') return
      for (const file of listImages()) describeImage(file)
      // A first build encodes every picture (minutes); later ones take them from the cache.
      const progress = progressLine('pictures from content/images', variants.size)
      let count = 0
      let fromCache = 0
      await encodeAll([...variants], (name, source, cached) => {
        count++
        if (cached) fromCache++
        progress(count, ` (${fromCache} from the cache, ${count - fromCache} encoded)`)
        this.emitFile({ type: 'asset', fileName: `${picturePath.slice(1)}${name}`, source })
      })
    },
  }
}

/** Content modules describe pictures as they load, so reloading them picks up the new image. */
function reloadContent(server: ViteDevServer) {
  for (const environment of Object.values(server.environments)) {
    for (const module of environment.moduleGraph.idToModuleMap.values()) {
      if (module.file && /\/content\/.*\.(ya?ml|mdx)$/.test(module.file))
        environment.moduleGraph.invalidateModule(module)
    }
  }
  server.ws.send({ type: 'full-reload' })
}

/**
 * One line that follows long work, so a first build is never silent for minutes: on a terminal it
 * is rewritten in place; in a log (CI) it is written at each quarter once it has taken a while, not once per item.
 */
function progressLine(label: string, total: number): (done: number, detail: string) => void {
  const started = performance.now()
  let quartersShown = 0
  return (done, detail) => {
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    const text = `${label}: ${done} of ${total}${detail}, ${seconds} s`
    if (process.stderr.isTTY) {
      process.stderr.write(`\r\x1b[K${text}${done === total ? '\n' : ''}`)
      return
    }
    const quarters = Math.floor((done / total) * 4)
    if (quarters === quartersShown) return
    quartersShown = quarters
    // Work done in a moment (every picture from the cache) needs no progress, only its result.
    if (done < total && performance.now() - started < 2000) return
    process.stderr.write(`${text}\n`)
  }
}
