import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import {
  headerOverlaps,
  headersFor,
  pageRulePaths,
  parseHeadersFile,
  repeatRule,
  replaceHeader,
} from './headers-file.ts'

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
  expect(headersFor(rules, '/blog/post')).toMatchObject({ 'X-Robots-Tag': 'noindex' })
  expect(headersFor(rules, '/blog/post/more')).not.toHaveProperty('X-Robots-Tag')
})

it('names every path that two rules set one header for, which the hosts answer differently', async () => {
  const rules = await parse(file)
  expect(headerOverlaps(rules, ['/contact', '/assets/a.js', '/blog/post', '/blog/post/more'])).toEqual([
    '/blog/post: X-Frame-Options is set by /* and /blog/:slug',
  ])
})

it('refuses a header line outside a path, and fills in a named header', async () => {
  await expect(parse('  X-Frame-Options: DENY')).rejects.toThrow(/Path should come before header "X-Frame-Options"/)
  expect(replaceHeader(file, 'Content-Security-Policy', "default-src 'self'")).toContain(
    "  Content-Security-Policy: default-src 'self'\n",
  )
  expect(() => replaceHeader(file, 'Permissions-Policy', 'x')).toThrow(/no Permissions-Policy line/)
})

it('refuses Cloudflare’s `! Name`, which Netlify’s parser skips', async () => {
  await expect(parse(`${file}\n/admin/*\n  ! Content-Security-Policy\n  X-Robots-Tag: noindex\n`)).rejects.toThrow(
    /"! Content-Security-Policy" removes a header on Cloudflare only: Netlify ignores it/,
  )
})

it('repeats a rule for the addresses the pages are at or under', async () => {
  const paths = pageRulePaths(['/', '/about', '/services', '/services/cost-management', '/contact/thank-you'])
  expect(paths).toEqual(['/about', '/contact/*', '/services', '/services/*'])
  const repeated = repeatRule(file, '/assets/*', ['/fonts/*'])
  expect(repeated).toContain(
    '/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n/fonts/*\n  Cache-Control',
  )
  expect(headersFor(await parse(repeated), '/fonts/a.woff2')).toHaveProperty('Cache-Control')
  expect(() => repeatRule(file, '/', ['/about'])).toThrow(/no rule for \/ to repeat/)
})
