// sitemap.xml and robots.txt from the pages the build actually wrote, so a page added, removed or
// left out as a draft changes them with no list to keep. Pages marked noindex (the 404 page and
// the form outcome pages) stay out.
import { readFileSync, writeFileSync } from 'node:fs'
import { listUrls } from '../checks/list-urls.ts'

/** The file a built route lives in. */
export const htmlFile = (root: string, url: string) => `${root}${url === '/' ? '' : url}/index.html`

/** Whether a built page asks search engines to leave it out. */
export function isNoindex(html: string): boolean {
  return /<meta\s+name="robots"\s+content="[^"]*noindex/i.test(html)
}

/** The addresses the sitemap lists: every built page that may be indexed. */
export function sitemapUrls(root: string, siteUrl: string): string[] {
  return listUrls(root)
    .filter((url) => !isNoindex(readFileSync(htmlFile(root, url), 'utf8')))
    .map((url) => `${siteUrl}${url}`)
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export function writeSitemapAndRobots(root: string, siteUrl: string): string[] {
  const urls = sitemapUrls(root, siteUrl)
  const entries = urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`).join('\n')
  writeFileSync(
    `${root}/sitemap.xml`,
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
      `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`,
  )
  writeFileSync(`${root}/robots.txt`, `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`)
  return urls
}
