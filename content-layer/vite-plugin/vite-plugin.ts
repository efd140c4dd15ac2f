import mdx from '@mdx-js/rollup'
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { createServer, type Plugin, type ViteDevServer } from 'vite'
import { errorPayload } from './dev-overlay.ts'
import { ContentError, parseContentFile } from '#content/parse.ts'
import { withPlaceholders } from '../pictures/encode.ts'
import { pictures } from '../pictures/vite-plugin.ts'
import { isBodyFile, publishedBodiesId, publishedBodiesModule } from './published-bodies.ts'
import { buildContext } from '#content/build-context.ts'
import { checkContent, contentReport } from '#content/check.ts'
import { pageTextOptions, problemsOf } from '#content/page-text.ts'

const resolvedBodiesId = `\0${publishedBodiesId}`

/**
 * Validates content files as Vite loads them, so a broken file fails `vike build` (and shows in the dev
 * overlay) with its file, line, field and reason.
 * - `x.yaml` becomes a module whose default export is the validated, cleaned data; `x.mdx?frontmatter`
 *   the same for an MDX file's frontmatter alone, so lists never pull page text into the browser's bundle.
 * - `x.mdx` loses its frontmatter (blank lines keep line numbers) for @mdx-js/rollup to compile.
 * - `virtual:published-bodies` lists the MDX bodies of published entries (published-bodies.ts).
 * A draft's modules hold nothing but `{ draft: true }` (parse.ts).
 * With `siteCheck`, a build first runs the whole content check, the rules across files included: a file can be valid on
 * its own while the site it makes is not (too few projects published), and what the check refuses must never deploy.
 */
export function content({ siteCheck = false } = {}): Plugin {
  let root = process.cwd()
  let isBuild = false
  let checked = false
  let server: ViteDevServer | undefined
  /** Content files that failed to parse, by absolute path: shown to every browser that connects. */
  const broken = new Map<string, { error: ContentError; path: string; source: string }>()

  const contentFile = (path: string) => {
    const file = relative(root, path).replace(/\\/g, '/')
    return file.startsWith('content/') ? file : undefined
  }
  const parse = (path: string, file: string, source: string) => {
    try {
      const parsed = parseContentFile(file, source, buildContext)
      broken.delete(path)
      return parsed
    } catch (error) {
      if (error instanceof ContentError) {
        broken.set(path, { error, path, source })
        server?.ws.send(errorPayload([...broken.values()]))
      }
      throw error
    }
  }

  return {
    name: 'content',
    enforce: 'pre',
    configResolved(config) {
      root = config.root
      isBuild = config.command === 'build'
    },
    buildStart() {
      // Once per `vike build`, which builds the client and the server in one process.
      if (!siteCheck || !isBuild || checked) return
      checked = true
      const errors = checkContent('content', root)
      if (errors.length) this.error(contentReport(errors))
    },
    configureServer(devServer) {
      server = devServer
      // A page whose content is broken answers with the error page; its browser then connects here.
      devServer.environments.client.hot.on('vite:client:connect', (_data, client) => {
        if (broken.size) client.send(errorPayload([...broken.values()]))
      })
    },
    resolveId(id) {
      if (id === publishedBodiesId) return resolvedBodiesId
    },
    async load(id) {
      if (id === resolvedBodiesId) return publishedBodiesModule(root)
      const [path = '', query] = id.split('?')
      const file = contentFile(path)
      if (!file || query !== 'frontmatter' || !file.endsWith('.mdx')) return
      this.addWatchFile(path)
      return dataModule(parse(path, file, readFileSync(path, 'utf8')).data)
    },
    async transform(source, id) {
      const file = !id.includes('?') && contentFile(id)
      if (!file) return
      if (file.endsWith('.yaml')) return { code: await dataModule(parse(id, file, source).data), map: null }
      if (file.endsWith('.mdx')) return { code: parse(id, file, source).body, map: null }
    },
    async hotUpdate({ type, file: path, modules, read }) {
      const file = contentFile(path)
      if (!file) return
      if (type === 'delete') broken.delete(path)
      // Check the edited file at once (once, not per environment), so an open page shows its error without a reload.
      else if (this.environment.name === 'client' && /\.(yaml|mdx)$/.test(file)) {
        try {
          parse(path, file, await read())
        } catch {
          // Reported to the browser by parse(); the module reload that follows reports it to the terminal.
        }
      }
      // Adding, removing or (un)drafting a page changes which bodies are published.
      const bodies = this.environment.moduleGraph.getModuleById(resolvedBodiesId)
      if (!bodies || !isBodyFile(file.slice('content/'.length))) return
      this.environment.moduleGraph.invalidateModule(bodies)
      return [...modules, bodies]
    },
  }
}

/** A module exporting validated content, its pictures given their placeholders. */
const dataModule = async (data: unknown) => `export default ${JSON.stringify(await withPlaceholders(data))}`

/** The content pipeline: validation (above), MDX compilation of page bodies (words and the site's components only:
 * content-layer/page-text.ts), and the images. With `siteCheck` the build refuses what the check refuses (above). */
export function contentPlugins({ siteCheck = true } = {}): Plugin[] {
  type Transform = (this: unknown, code: string, id: string) => Promise<{ code: string } | undefined>
  const compile = mdx(pageTextOptions) as Plugin & { transform: Transform }
  return [
    content({ siteCheck }),
    pictures(),
    {
      ...compile,
      enforce: 'pre',
      // @mdx-js/rollup ignores queries, but `x.mdx?frontmatter` is data, not a body to compile.
      // A body that does not compile fails the build in the content check's words, with its file and line.
      async transform(code, id) {
        if (id.includes('?')) return
        try {
          return await compile.transform.call(this, code, id)
        } catch (error) {
          throw new ContentError(relative(process.cwd(), id).replace(/\\/g, '/'), problemsOf(error))
        }
      },
    },
  ]
}

/** For the tests, a Vite server with the content pipeline alone over the project at `root`: its loaders and page
 * hooks run as in the build (`server.ssrLoadModule`), its content named from `root` ("/content/projects/*.mdx"). */
export function contentServer(root: string): Promise<ViteDevServer> {
  return createServer({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: contentPlugins(),
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  })
}
