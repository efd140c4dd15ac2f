import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createStaticServer } from './static-server.ts'

const root = mkdtempSync(join(tmpdir(), 'static-'))
mkdirSync(join(root, 'assets'))
writeFileSync(join(root, '404.html'), '<h1>Page Not Found</h1>')
writeFileSync(join(root, 'assets/app.js'), 'console.log(1)')
writeFileSync(join(root, 'assets/style.css'), 'body{}')
writeFileSync(join(root, 'sitemap.xml'), '<urlset/>')
writeFileSync(join(root, 'index.html'), '<h1>Home</h1>')
writeFileSync(join(root, 'contact.html'), '<h1>Contact</h1>')
mkdirSync(join(root, 'admin'))
writeFileSync(join(root, 'admin/index.html'), '<h1>Editor</h1>')
writeFileSync(join(root, '_headers'), '/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n')
const server = await createStaticServer(root)
let origin = ''
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => server.close())

it('caches a hashed asset for a year, but never a missing one under the same rule', async () => {
  const found = await fetch(`${origin}/assets/app.js`)
  expect(found.status).toBe(200)
  expect(found.headers.get('cache-control')).toContain('immutable')
  const missing = await fetch(`${origin}/assets/gone.js`)
  expect(missing.status).toBe(404)
  expect(missing.headers.get('cache-control')).toBe('no-store')
  expect(await missing.text()).toContain('Page Not Found')
})

it('answers each page at its one address, and sends every other spelling there once, as Cloudflare does', async () => {
  const redirects = {
    '/contact/?from=card': '/contact?from=card',
    '/contact.html': '/contact',
    '/index.html': '/',
    '/admin': '/admin/',
    '/admin/index.html': '/admin/',
  }
  for (const [from, to] of Object.entries(redirects)) {
    const answer = await fetch(`${origin}${from}`, { redirect: 'manual' })
    expect([from, answer.status, answer.headers.get('location')]).toEqual([from, 308, to])
  }
  for (const [address, heading] of Object.entries({ '/': 'Home', '/contact': 'Contact', '/admin/': 'Editor' })) {
    const page = await fetch(`${origin}${address}`, { redirect: 'manual' })
    expect([address, page.status]).toEqual([address, 200])
    expect(await page.text()).toContain(heading)
  }
})

it('names the encoding of every text asset, not only of pages', async () => {
  expect((await fetch(`${origin}/assets/app.js`)).headers.get('content-type')).toBe('text/javascript; charset=utf-8')
  expect((await fetch(`${origin}/assets/style.css`)).headers.get('content-type')).toBe('text/css; charset=utf-8')
  expect((await fetch(`${origin}/sitemap.xml`)).headers.get('content-type')).toBe('application/xml; charset=utf-8')
})
