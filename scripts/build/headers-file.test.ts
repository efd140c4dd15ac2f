import { expect, it } from 'vitest'
import { headersFor, parseHeadersFile, replaceHeader } from './headers-file.ts'

const file = `# comment
/*
  X-Frame-Options: DENY
  Content-Security-Policy: placeholder

/assets/*
  Cache-Control: public, max-age=31536000, immutable
/blog/:slug
  X-Robots-Tag: noindex
  X-Frame-Options: SAMEORIGIN
`

it('applies every matching rule, as Netlify and Cloudflare Pages do', () => {
  const rules = parseHeadersFile(file)
  expect(headersFor(rules, '/contact')).toEqual({ 'X-Frame-Options': 'DENY', 'Content-Security-Policy': 'placeholder' })
  expect(headersFor(rules, '/assets/chunks/a.js')).toEqual({ 'X-Frame-Options': 'DENY', 'Content-Security-Policy': 'placeholder', 'Cache-Control': 'public, max-age=31536000, immutable' })
  expect(headersFor(rules, '/blog/post')).toMatchObject({ 'X-Robots-Tag': 'noindex', 'X-Frame-Options': 'DENY, SAMEORIGIN' })
  expect(headersFor(rules, '/blog/post/more')).not.toHaveProperty('X-Robots-Tag')
})

it('refuses a header line outside a path, and fills in a named header', () => {
  expect(() => parseHeadersFile('  X-Frame-Options: DENY')).toThrow(/under a path/)
  expect(replaceHeader(file, 'Content-Security-Policy', "default-src 'self'")).toContain("  Content-Security-Policy: default-src 'self'\n")
  expect(() => replaceHeader(file, 'Permissions-Policy', 'x')).toThrow(/no Permissions-Policy line/)
})

it('lets a later rule detach a header before setting its own (`! Name`), as Cloudflare Pages does', () => {
  const rules = parseHeadersFile(`${file}\n/admin/*\n  ! Content-Security-Policy\n  Content-Security-Policy: editor\n`)
  expect(headersFor(rules, '/admin/')).toMatchObject({ 'Content-Security-Policy': 'editor', 'X-Frame-Options': 'DENY' })
  expect(headersFor(rules, '/contact')).toMatchObject({ 'Content-Security-Policy': 'placeholder' })
})
