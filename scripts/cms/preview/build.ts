// Builds the preview's bundle (vite.config.ts) into a folder of /admin/: preview.js, preview.css
// and the fonts and chunks they load.
import { fileURLToPath } from 'node:url'
import { build } from 'vite'

export async function buildPreview(outDir: string) {
  await build({ configFile: fileURLToPath(new URL('./vite.config.ts', import.meta.url)), build: { outDir } })
}
