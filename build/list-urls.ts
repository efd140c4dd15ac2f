// Where each page of the build lives, and the URL path of every page in dist/client: the a11y and e2e suites test
// exactly what was built. Why a page is `contact.html`: docs/deploying.md, "One address per page".
import { readdirSync } from 'node:fs'

/**
 * Folders of the build that are not the site's pages: the web editor (editor/), and the parts that pages fetch
 * (pages/fragments/).
 */
export const notPages = new Set(['admin', 'fragments'])

/** Files at the root that are no page's address: the page every unknown path is answered with. */
const notFoundFile = '404.html'

/** The file a built page lives in: `/` in index.html, `/contact` in contact.html. */
export const htmlFile = (root: string, url: string) => `${root}/${url === '/' ? 'index' : url.slice(1)}.html`

/** The address a built page file is served at: the inverse of htmlFile. */
export const urlOf = (file: string) =>
  `/${file
    .replace(/\\/g, '/')
    .replace(/^index\.html$/, '')
    .replace(/\.html$/, '')}`

export function listUrls(root = 'dist/client'): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((file) => file.replace(/\\/g, '/'))
    .filter((file) => file.endsWith('.html') && file !== notFoundFile && !notPages.has(file.split('/')[0]!))
    .map(urlOf)
    .sort()
}
