// The preview's bundle: the site's pages, components and stylesheet, built with the site's own content, MDX and
// UnoCSS plugins (so the same classes exist), as one ES module and one stylesheet /admin/ loads when an entry opens.
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import UnoCSS from 'unocss/vite'
import { defineConfig, type Plugin } from 'vite'
import { contentPlugins } from '../../content-layer/vite-plugin/vite-plugin.ts'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/** The site's modules the preview answers itself: the text being edited, and pictures as the editor serves them. */
const swaps: Record<string, string> = {
  [here('../../content-layer/bodies.ts')]: here('./bodies.tsx'),
  [here('../../content/about.mdx')]: here('./bodies.tsx'),
  [here('../../content-layer/pictures/picture.ts')]: here('./picture.ts'),
}

const previewSwaps: Plugin = {
  name: 'preview-swaps',
  enforce: 'pre',
  async resolveId(id, importer, options) {
    // A replacement may import the module it replaces.
    if (importer && Object.values(swaps).includes(importer)) return
    const resolved = await this.resolve(id, importer, { ...options, skipSelf: true })
    return resolved && swaps[resolved.id] ? swaps[resolved.id] : resolved
  },
}

export default defineConfig({
  root: here('../../'),
  // Where admin-files.ts puts it: the stylesheet's fonts and the icon sprite are named from there.
  base: '/admin/preview/',
  publicDir: false,
  logLevel: 'warn',
  plugins: [
    previewSwaps,
    // Not the picture pipeline: the preview shows the pictures the editor serves. Not the whole site's check: the
    // preview draws one entry, and the editor must open on a site the check refuses, to mend it.
    ...contentPlugins({ siteCheck: false }).filter((plugin) => plugin.name !== 'content-pictures'),
    react({ include: /\.(mdx|tsx?)$/ }),
    UnoCSS(),
  ],
  build: {
    emptyOutDir: true,
    reportCompressedSize: false,
    // One module of some 1.8 MB (the MDX compiler, the icon set, React): loaded once an entry is opened, then cached.
    chunkSizeWarningLimit: 2500,
    // An application build of one entry, not a library build, which would inline the fonts into the stylesheet.
    rolldownOptions: {
      input: here('./entry.tsx'),
      preserveEntrySignatures: 'strict',
      output: {
        format: 'es',
        entryFileNames: 'preview.js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: ({ names }) => (names[0]?.endsWith('.css') ? 'preview.css' : 'assets/[name]-[hash][extname]'),
      },
      onLog(level, log, handle) {
        // Directives in the MDX compiler's dependencies, and timings of the plugins: nothing to act on here.
        if (log.code !== 'MODULE_LEVEL_DIRECTIVE' && log.code !== 'PLUGIN_TIMINGS') handle(level, log)
      },
    },
  },
})
