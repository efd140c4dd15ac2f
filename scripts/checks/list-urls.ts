// The URL path of every page in the build, read from dist/client: the a11y and e2e suites test
// exactly what was built. Run directly, it prints them.
import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Folders of the build that are not the site's pages: the web editor (scripts/cms), which is no page of the site. */
export const notPages = new Set(['admin'])

export function listUrls(root = 'dist/client'): string[] {
  const found: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) {
        if (!(dir === root && notPages.has(entry.name))) walk(path)
      } else if (entry.name === 'index.html')
        found.push(`/${relative(root, dir).replace(/\\/g, '/')}`.replace(/\/$/, '') || '/')
    }
  }
  walk(root)
  return found.sort()
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(listUrls().join('\n'))
