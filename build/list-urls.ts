// The URL path of every page in the build, read from dist/client: the a11y and e2e suites test
// exactly what was built.
import { readdirSync } from 'node:fs'

/** Folders of the build that are not the site's pages: the web editor (editor/), which is no page of the site. */
export const notPages = new Set(['admin'])

export function listUrls(root = 'dist/client'): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((file) => file.replace(/\\/g, '/'))
    .filter((file) => /(^|\/)index\.html$/.test(file) && !notPages.has(file.split('/')[0]!))
    .map((file) => `/${file.replace(/\/?index\.html$/, '')}`)
    .sort()
}
