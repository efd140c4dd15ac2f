import mdx from '@mdx-js/rollup'
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import remarkGfm from 'remark-gfm'
import type { Plugin } from 'vite'
import { parseContentFile } from './parse.ts'
import { withPlaceholders } from './picture/encode.ts'
import { pictures } from './picture/vite-plugin.ts'

/**
 * Validates content files as Vite loads them, so a broken file fails `vike build` (and shows in
 * the dev overlay) with its file, field and reason.
 * - `x.yaml` becomes a module whose default export is the validated, cleaned data.
 * - `x.mdx?frontmatter` is the same for an MDX file's frontmatter: the data without the body,
 *   so lists and navigation never pull page text into the browser's bundle.
 * - `x.mdx` loses its frontmatter (blank lines keep line numbers) for @mdx-js/rollup to compile.
 */
export function content(): Plugin {
  let root = process.cwd()
  const contentFile = (path: string) => {
    const file = relative(root, path).replace(/\\/g, '/')
    return file.startsWith('content/') ? file : undefined
  }
  return {
    name: 'content',
    enforce: 'pre',
    configResolved(config) {
      root = config.root
    },
    async load(id) {
      const [path = '', query] = id.split('?')
      const file = contentFile(path)
      if (!file || query !== 'frontmatter' || !file.endsWith('.mdx')) return
      this.addWatchFile(path)
      return dataModule(parseContentFile(file, readFileSync(path, 'utf8')).data)
    },
    async transform(source, id) {
      const file = !id.includes('?') && contentFile(id)
      if (!file) return
      if (file.endsWith('.yaml')) return { code: await dataModule(parseContentFile(file, source).data), map: null }
      if (file.endsWith('.mdx')) return { code: parseContentFile(file, source).body, map: null }
    },
  }
}

/** A module exporting validated content, its pictures given their placeholders. */
const dataModule = async (data: unknown) => `export default ${JSON.stringify(await withPlaceholders(data))}`

/** The content pipeline: validation (above), MDX compilation of page bodies, and the images. */
export function contentPlugins(): Plugin[] {
  type Transform = (this: unknown, code: string, id: string) => Promise<{ code: string } | undefined>
  const compile = mdx({ remarkPlugins: [remarkGfm] }) as Plugin & { transform: Transform }
  return [
    content(),
    pictures(),
    {
      ...compile,
      enforce: 'pre',
      // @mdx-js/rollup ignores queries, but `x.mdx?frontmatter` is data, not a body to compile.
      async transform(code, id) {
        if (!id.includes('?')) return compile.transform.call(this, code, id)
      },
    },
  ]
}
