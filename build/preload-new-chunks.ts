// When a script imports a chunk dynamically (an island's code), Vite first adds a <link rel="modulepreload"
// crossorigin> for that chunk and every chunk it needs, including those the importing script has already loaded
// through its own static imports: for the page's entry, the chunks it shares with the island. Firefox fires `error`
// on such a link: the page's modules were fetched by Vike's <script type="module"> without `crossorigin`, and Firefox
// does not hand a module fetched in one CORS mode to a preload asking for the other. The preloads are only worth
// anything for chunks not loaded yet, so Vite's documented point (build.modulePreload.resolveDependencies) is given
// only those.
import type { OutputBundle } from 'rolldown'
import type { Plugin } from 'vite'

/** `fileName` and every chunk it imports statically, all loaded by the time its code runs. */
function loadedWith(bundle: OutputBundle, fileName: string, loaded = new Set<string>()): Set<string> {
  const chunk = bundle[fileName]
  if (loaded.has(fileName) || chunk?.type !== 'chunk') return loaded
  loaded.add(fileName)
  for (const imported of chunk.imports) loadedWith(bundle, imported, loaded)
  return loaded
}

export function preloadNewChunks(): Plugin {
  let bundle: OutputBundle | undefined
  return {
    name: 'site:preload-new-chunks',
    apply: 'build',
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies(_file, dependencies, { hostId, hostType }) {
            if (hostType !== 'js') return dependencies
            if (!bundle) throw new Error('site:preload-new-chunks: Vite asked for preloads before the bundle was seen')
            const loaded = loadedWith(bundle, hostId)
            return dependencies.filter((dependency) => !loaded.has(dependency))
          },
        },
      },
    }),
    // Vite lists the preloads in its own generateBundle, which runs after this one (compile-hints.ts runs after it).
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output
      },
    },
  }
}
