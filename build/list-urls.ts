// Where each page of the build lives, and the URL path of every page in dist/client: the a11y and e2e suites test
// exactly what was built. A page is written as `contact.html`, never `contact/index.html` (`prerender.noExtraDir`
// in pages/+config.ts), because that is the file both hosts serve at `/contact` itself: Netlify and Cloudflare
// Pages answer a folder's `index.html` only at the address with a trailing slash (docs/deploying.md).
import { readdirSync } from 'node:fs'

/** Folders of the build that are not the site's pages: the web editor (editor/), which is no page of the site. */
export const notPages = new Set(['admin'])

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
