import react from '@vitejs/plugin-react'
import UnoCSS from 'unocss/vite'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { contentPlugins } from './content-layer/vite-plugin/vite-plugin.ts'
import { inlineScript } from './build/inline-script.ts'
import { siteIconFiles } from './build/site-icons/icons.tsx'

export default defineConfig({
  plugins: [
    ...contentPlugins(),
    inlineScript(),
    siteIconFiles(),
    react({ include: /\.(mdx|tsx?)$/ }),
    UnoCSS(),
    vike(),
  ],
  build: {
    rolldownOptions: {
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
