import react from '@vitejs/plugin-react'
import UnoCSS from 'unocss/vite'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { contentPlugins } from './scripts/build/content/vite-plugin.ts'
import { inlineScript } from './scripts/build/inline-script.ts'

export default defineConfig({
  plugins: [
    ...contentPlugins(),
    inlineScript(),
    react({ include: /\.(mdx|tsx?)$/ }),
    UnoCSS(),
    vike(),
  ],
})
