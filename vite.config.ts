import react from '@vitejs/plugin-react'
import UnoCSS from 'unocss/vite'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { contentPlugins } from './content-layer/vite-plugin/vite-plugin.ts'
import { inlineScript } from './build/inline-script.ts'
import { compileHints } from './build/compile-hints.ts'
import { preloadNewChunks } from './build/preload-new-chunks.ts'
import { siteIconFiles } from './build/site-icons/icons.tsx'
import { buildDir } from './build/out-dir.ts'

// The build says what it made in a few lines (each step's own, then build/build.ts's one line); VERBOSE=1 brings
// back Vite's per-file listing with sizes compressed, and Rolldown's report of the slowest plugins.
const verbose = Boolean(process.env.VERBOSE)

export default defineConfig({
  logLevel: verbose ? 'info' : 'warn',
  plugins: [
    ...contentPlugins(),
    inlineScript(),
    siteIconFiles(),
    react({ include: /\.(mdx|tsx?)$/ }),
    UnoCSS(),
    vike(),
    preloadNewChunks(),
    compileHints(),
  ],
  build: {
    outDir: buildDir,
    reportCompressedSize: verbose,
    rolldownOptions: {
      // The timing report is for looking into a slow build, not for every build. Its check is also what warns
      // that the CSS group Vike adds to the groups below names its chunks by a function without a `debugName`.
      checks: { bundlerTimings: verbose },
      output: {
        // Every stylesheet in one file: each page links one render-blocking stylesheet, not one per CSS
        // module (Vike's default, a round trip each on a slow phone before the first paint). The CSS is
        // small (about 10 KB compressed) and nearly all of it on every page. Rolldown takes the first
        // group that matches, so this one wins over the per-module group Vike adds after it.
        codeSplitting: { groups: [{ name: 'styles', test: /\.css($|\?)/ }] },
      },
    },
  },
})
