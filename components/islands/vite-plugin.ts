import type { Plugin } from 'vite'

const virtualId = 'virtual:island-code'
const resolvedId = `\0${virtualId}`

// Held by the process, not the plugin: Vite makes a plugin instance per environment (and the config
// can be loaded more than once), and the list must pass from the browser build to the server build.
const shared = globalThis as typeof globalThis & { islandCodeFiles?: Record<string, string[]> }

/** Names an island's file gives it: `components/<feature>/<name>.island.tsx`. */
const islandName = (moduleId: string | null | undefined) => moduleId?.match(/([^/\\]+)\.island\.tsx$/)?.[1]

/**
 * Tells the pages which files each island's code is, so Island.tsx can have the browser fetch them
 * while the page loads (modulepreload, low priority): fetched and compiled, but not run until the
 * island wakes (wake-islands.ts). Without it the code would be requested only once the page had
 * loaded, about a second later on a slow phone, and an island near the top of a page would still be
 * waking when the visitor first reached for it.
 *
 * The browser build writes the list (each island's chunk, the hydration chunk, and every chunk they
 * import); the server build, which Vike runs after it, reads it as `virtual:island-code`. In dev
 * the list is empty: Vite serves modules one by one and nothing is worth preloading.
 */
export function islandCode(): Plugin {
  return {
    name: 'island-code',
    resolveId: (id) => (id === virtualId ? resolvedId : undefined),
    load: (id) => (id === resolvedId ? `export default ${JSON.stringify(shared.islandCodeFiles ?? {})}` : undefined),
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return
      const chunks = new Map(Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output] as const] : [])))
      const withImports = (fileName: string, found = new Set<string>()): Set<string> => {
        if (found.has(fileName)) return found
        found.add(fileName)
        for (const imported of chunks.get(fileName)?.imports ?? []) withImports(imported, found)
        return found
      }
      const hydration = [...chunks.values()].find((chunk) => chunk.facadeModuleId?.endsWith('/islands/hydrate-island.ts'))
      const base = this.environment.config.base
      const files: Record<string, string[]> = {}
      for (const chunk of chunks.values()) {
        const name = islandName(chunk.facadeModuleId)
        if (!name) continue
        const all = withImports(chunk.fileName)
        if (hydration) withImports(hydration.fileName, all)
        files[name] = [...all].map((fileName) => base + fileName)
      }
      shared.islandCodeFiles = files
    },
  }
}
