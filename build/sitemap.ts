// sitemap.xml and robots.txt from the pages the build actually wrote, so a page added, removed or
// left out as a draft changes them with no list to keep. Pages marked noindex (the 404 page and
// the form outcome pages) stay out.
import { readFileSync, writeFileSync } from 'node:fs'
import { htmlFile, listUrls } from './list-urls.ts'

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Writes both files and returns the addresses the sitemap lists. */
export function writeSitemapAndRobots(root: string, siteUrl: string): string[] {
  const noindex = (url: string) =>
    /<meta\s+name="robots"\s+content="[^"]*noindex/i.test(readFileSync(htmlFile(root, url), 'utf8'))
  const urls = listUrls(root)
    .filter((url) => !noindex(url))
    .map((url) => `${siteUrl}${url}`)
  const entries = urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`).join('\n')
  writeFileSync(
    `${root}/sitemap.xml`,
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
      `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`,
  )
  writeFileSync(`${root}/robots.txt`, `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`)
  return urls
}
