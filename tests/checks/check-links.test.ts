import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { expect, it } from 'vitest'
import { checkLinks } from './check-links.ts'

function site(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'links-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return root
}

it('reports links to missing pages, anchors, assets (in HTML and CSS) and icon symbols, and no others', async () => {
  const root = site({
    'index.html': `<a href="#main">skip</a><main id="main"><a href="/about">ok</a> <a href="/about#team">ok anchor</a>
      <a href="/gone">broken</a> <a href="/about#nobody">broken anchor</a> <a href="mailto:a@b.c">mail</a>
      <a href="https://www.example.co.uk/about">live site</a> <a href="https://elsewhere.example/">external</a>
      <a href="https://www.example.co.uk/old">live site, gone</a>
      <img src="/logo.svg"> <img src="/missing.png" srcset="/a.png 1x, /b.png 2x"></main>
      <svg><use href="/icons.svg#mail"></use></svg> <svg><use href="/icons.svg#gone"></use></svg>
      <svg><use href="/lost.svg#mail"></use></svg>`,
    'about.html': `<link rel="stylesheet" href="/assets/site.css"><h2 id="team">Team</h2>
      <a href="/#main">home</a> <a href="#team">team</a> <a href="https://www.example.co.uk/#mian">typo</a>`,
    'assets/site.css': '@font-face { src: url(/assets/font.woff2) } body { background: url(paper.png) }',
    'assets/font.woff2': '',
    'logo.svg': '<svg/>',
    'icons.svg': '<svg xmlns="http://www.w3.org/2000/svg"><symbol id="mail" viewBox="0 0 24 24"/></svg>',
    'a.png': '',
    '404.html': '<a href="/">home</a>',
  })
  expect(await checkLinks(root, 'https://www.example.co.uk')).toEqual([
    { page: '/', link: '/about#nobody', reason: 'no element with id "nobody" on /about' },
    { page: '/', link: '/b.png', reason: 'no such page or file in the build (status 404)' },
    { page: '/', link: '/gone', reason: 'no such page or file in the build (status 404)' },
    { page: '/', link: '/icons.svg#gone', reason: 'no element with id "gone" in /icons.svg' },
    { page: '/', link: '/lost.svg#mail', reason: 'no such page or file in the build' },
    { page: '/', link: '/missing.png', reason: 'no such page or file in the build (status 404)' },
    { page: '/', link: '/old', reason: 'no such page or file in the build (status 404)' },
    { page: '/about', link: 'https://www.example.co.uk/#mian', reason: 'no element with id "mian" on /' },
    { page: '/assets/site.css', link: '/assets/paper.png', reason: 'no such page or file in the build (status 404)' },
  ])
})
