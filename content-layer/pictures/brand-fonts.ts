// The typefaces the brand is drawn with (brand.tsx). Apart from it because they are found through
// import.meta.url, which Vite's config bundler (it loads the icons through vite.config.ts) provides
// in .ts files only.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Font } from 'satori'

const require = createRequire(import.meta.url)
const font = (name: string, weight: Font['weight'], file: string): Font => ({
  name,
  weight,
  style: 'normal',
  data: readFileSync(require.resolve(file)),
})

/** The site's typefaces: static cuts of the pages' variable fonts (satori draws a variable font at one weight). */
export const fonts = [
  font('Fraunces', 600, '@fontsource/fraunces/files/fraunces-latin-600-normal.woff'),
  font('Inter', 500, '@fontsource/inter/files/inter-latin-500-normal.woff'),
  font('Inter', 700, '@fontsource/inter/files/inter-latin-700-normal.woff'),
]
