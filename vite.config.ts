import react from '@vitejs/plugin-react'
import UnoCSS from 'unocss/vite'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { contentPlugins } from './scripts/build/content/vite-plugin.ts'
import { inlineScript } from './scripts/build/inline-script.ts'
import { siteIconFiles } from './scripts/build/site-icons/vite-plugin.ts'

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
        // Every stylesheet in one file: each page links one render-blocking stylesheet instead of
        // one per CSS module (Vike's default, which costs a round trip per file on a slow phone
        // before the first paint). The site's CSS is small (about 10 KB compressed) and almost all of
        // it is on every page, so nothing is gained by splitting it. Rolldown takes the first group
        // that matches, so this one wins over the per-module group Vike adds after it.
        codeSplitting: { groups: [{ name: 'styles', test: /\.css($|\?)/ }] },
      },
    },
  },
})
