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

it('reports a link to a missing page, a missing anchor and a missing asset, and nothing that resolves', () => {
  const root = site({
    'index.html': `<a href="#main">skip</a><main id="main"><a href="/about">ok</a> <a href="/about#team">ok anchor</a> <a href="/gone">broken</a>
      <a href="/about#nobody">broken anchor</a> <a href="https://www.example.co.uk/about">live site</a> <a href="https://www.example.co.uk/old">live site, gone</a>
      <a href="https://elsewhere.example/">external</a> <a href="mailto:a@b.c">mail</a> <img src="/logo.svg"> <img src="/missing.png" srcset="/a.png 1x, /b.png 2x"></main>
      <svg><use href="/icons.svg#mail"></use></svg> <svg><use href="/icons.svg#gone"></use></svg>`,
    'about/index.html': '<h2 id="team">Team</h2>',
    'logo.svg': '<svg/>',
    'icons.svg': '<svg xmlns="http://www.w3.org/2000/svg"><symbol id="mail" viewBox="0 0 24 24"/></svg>',
    'a.png': '',
    '404.html': '<a href="/">home</a>',
  })
  expect(checkLinks(root, 'https://www.example.co.uk')).toEqual([
    { page: '/', link: '/gone', reason: 'no such page or file in the build' },
    { page: '/', link: '/about#nobody', reason: 'no element with id "nobody" on /about' },
    { page: '/', link: 'https://www.example.co.uk/old', reason: 'no such page or file in the build' },
    { page: '/', link: '/icons.svg#gone', reason: 'no element with id "gone" on /icons.svg' },
    { page: '/', link: '/missing.png', reason: 'no such page or file in the build' },
    { page: '/', link: '/b.png', reason: 'no such page or file in the build' },
  ])
})
