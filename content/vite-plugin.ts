import { relative } from 'node:path'
import type { Plugin } from 'vite'
import { parseContentFile } from './parse.ts'

/**
 * Validates content files as Vite loads them, so a broken file fails `vike build` (and shows in
 * the dev overlay) with its file, field and reason.
 * - `.yaml` becomes a module whose default export is the validated, cleaned data.
 * - `.mdx` loses its frontmatter (blank lines keep line numbers) and gains
 *   `export const frontmatter`, for @mdx-js/rollup to compile next.
 */
export function content(): Plugin {
  let root = process.cwd()
  return {
    name: 'content',
    enforce: 'pre',
    configResolved(config) {
      root = config.root
    },
    transform(source, id) {
      if (id.includes('?')) return
      const file = relative(root, id).replace(/\\/g, '/')
      if (!file.startsWith('content/')) return
      if (file.endsWith('.yaml')) {
        const { data } = parseContentFile(file, source)
        return { code: `export default ${JSON.stringify(data)}`, map: null }
      }
      if (file.endsWith('.mdx')) {
        const { data, body } = parseContentFile(file, source)
        return { code: `${body}\n\nexport const frontmatter = ${JSON.stringify(data)}\n`, map: null }
      }
    },
  }
}
