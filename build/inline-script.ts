// `import code from './x.ts?inline-script'` gives the module bundled and minified as a string, for a <script> the page
// renders: for what must run before anything else can arrive (docs/architecture.md, "Interactive parts").
import { build } from 'esbuild'
import type { Plugin } from 'vite'

const suffix = '?inline-script'

export function inlineScript(): Plugin {
  return {
    name: 'site:inline-script',
    enforce: 'pre',
    // Filtered, so the bundler calls these only for such imports rather than for every module.
    resolveId: {
      filter: { id: /\?inline-script$/ },
      async handler(source, importer) {
        const resolved = await this.resolve(source.slice(0, -suffix.length), importer, { skipSelf: true })
        return resolved && `${resolved.id}${suffix}`
      },
    },
    load: {
      filter: { id: /\?inline-script$/ },
      async handler(id) {
        const entry = id.slice(0, -suffix.length)
        const { outputFiles, metafile } = await build({
          entryPoints: [entry],
          bundle: true,
          minify: true,
          write: false,
          metafile: true,
          format: 'iife',
          target: 'es2020',
          platform: 'browser',
          logLevel: 'silent',
        })
        // Rebuilt in development whenever one of its modules changes.
        for (const input of Object.keys(metafile.inputs)) this.addWatchFile(input)
        return `export default ${JSON.stringify(outputFiles[0]!.text.trim())}`
      },
    },
  }
}
