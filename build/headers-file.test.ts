import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
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

/** `text` as a _headers file on disk, parsed. */
function parse(text: string) {
  const path = join(mkdtempSync(join(tmpdir(), 'headers-')), '_headers')
  writeFileSync(path, text)
  return parseHeadersFile(path)
}

it('applies every matching rule, as Netlify and Cloudflare Pages do', async () => {
  const rules = await parse(file)
  expect(headersFor(rules, '/contact')).toEqual({ 'X-Frame-Options': 'DENY', 'Content-Security-Policy': 'placeholder' })
  expect(headersFor(rules, '/assets/chunks/a.js')).toEqual({
    'X-Frame-Options': 'DENY',
    'Content-Security-Policy': 'placeholder',
    'Cache-Control': 'public, max-age=31536000, immutable',
  })
  expect(headersFor(rules, '/blog/post')).toMatchObject({
    'X-Robots-Tag': 'noindex',
    'X-Frame-Options': 'DENY, SAMEORIGIN',
  })
  expect(headersFor(rules, '/blog/post/more')).not.toHaveProperty('X-Robots-Tag')
})

it('refuses a header line outside a path, and fills in a named header', async () => {
  await expect(parse('  X-Frame-Options: DENY')).rejects.toThrow(/Path should come before header "X-Frame-Options"/)
  expect(replaceHeader(file, 'Content-Security-Policy', "default-src 'self'")).toContain(
    "  Content-Security-Policy: default-src 'self'\n",
  )
  expect(() => replaceHeader(file, 'Permissions-Policy', 'x')).toThrow(/no Permissions-Policy line/)
})

it('lets a later rule detach a header before setting its own (`! Name`), as Cloudflare Pages does', async () => {
  const rules = await parse(`${file}\n/admin/*\n  ! Content-Security-Policy\n  Content-Security-Policy: editor\n`)
  expect(headersFor(rules, '/admin/')).toMatchObject({ 'Content-Security-Policy': 'editor', 'X-Frame-Options': 'DENY' })
  expect(headersFor(rules, '/contact')).toMatchObject({ 'Content-Security-Policy': 'placeholder' })
  await expect(parse(`${file}\n/admin/*\n  ! Content-Security-Policy\n`)).rejects.toThrow(
    /\/admin\/\* only removes headers/,
  )
})
