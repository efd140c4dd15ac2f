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
mkdirSync(join(root, 'contact'))
writeFileSync(join(root, 'contact/index.html'), '<h1>Contact</h1>')
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
  expect(missing.headers.get('cache-control')).toBe('no-cache')
  expect(await missing.text()).toContain('Page Not Found')
})

it('sends one address per page: a trailing slash is redirected for good to the address without it', async () => {
  const slashed = await fetch(`${origin}/contact/?from=card`, { redirect: 'manual' })
  expect(slashed.status).toBe(301)
  expect(slashed.headers.get('location')).toBe('/contact?from=card')
  const page = await fetch(`${origin}/contact`)
  expect(page.status).toBe(200)
  expect(await page.text()).toContain('Contact')
})

it('names the encoding of every text asset, not only of pages', async () => {
  expect((await fetch(`${origin}/assets/app.js`)).headers.get('content-type')).toBe('text/javascript; charset=utf-8')
  expect((await fetch(`${origin}/assets/style.css`)).headers.get('content-type')).toBe('text/css; charset=utf-8')
  expect((await fetch(`${origin}/sitemap.xml`)).headers.get('content-type')).toBe('application/xml; charset=utf-8')
})
