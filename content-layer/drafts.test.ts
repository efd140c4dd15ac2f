// A draft never reaches the site. The real loaders and route lists run under Vite with the content
// plugin, over a copy of the content holding a draft of each kind, and none of them may list it.
// Vite's root is the copy: the loaders name content from the root ("/content/projects/*.mdx").
import { cpSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { collections, type FolderCollectionName, isFolder } from './collections.ts'
import { describeContent } from './fields.ts'
import { pathOf } from './routes.ts'
import { createContentFile } from './commands/scaffold.ts'
import { contentServer } from './vite-plugin/vite-plugin.ts'

let dir: string
let server: ViteDevServer
const load = (id: string) => server.ssrLoadModule(id) as Promise<Record<string, any>>
/** A module of this repository (not of the copy), by its path in the repository. */
const real = (path: string) => resolve(path)
const publishedSlugs = (folder: string) =>
  readdirSync(`content/${folder}`)
    .map((name) => name.replace(/\.\w+$/, ''))
    .sort()

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'drafts-'))
  cpSync('content', join(dir, 'content'), { recursive: true })
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'))
  const kinds = describeContent()
  createContentFile(kinds, 'project', 'Secret Harbour Scheme', join(dir, 'content'))
  createContentFile(kinds, 'faq', 'Secret question?', join(dir, 'content'))
  createContentFile(kinds, 'service-panel', 'Secret panel', join(dir, 'content'))
  // A finished draft: its text is valid, so only the draft flag keeps it out.
  writeFileSync(
    join(dir, 'content/legal/secret-policy.mdx'),
    '---\ntitle: Secret Policy\ndescription: Not yet published.\nupdated: 2026-01-01\ndraft: true\n---\n\n## Secret ' +
      'text\n',
  )
  server = await contentServer(dir)
}, 120_000)

afterAll(async () => {
  await server?.close()
  rmSync(dir, { recursive: true, force: true })
})

/** Every kind of content held in a folder, with the folder (inside content/) and its files' extension. */
const folders = collections.filter(isFolder).map((c) => ({
  name: c.name as FolderCollectionName,
  folder: c.files.slice(0, c.files.indexOf('/')),
  mdx: c.files.endsWith('.mdx'),
}))
const publishedPaths = (folder: string) => publishedSlugs(folder).map((slug) => `${folder}/${slug}`)

describe('drafts', () => {
  it('are left out of every collection the pages read', async () => {
    const { entries } = await load(real('content-layer/load.ts'))
    for (const { name, folder } of folders) {
      const list = entries(name) as { slug: string }[]
      expect(list.map((entry) => entry.slug).sort(), name).toEqual(publishedSlugs(folder))
      expect(JSON.stringify(list), name).not.toMatch(/secret/i)
    }
  })

  it('get no prerendered page, so no sitemap entry', async () => {
    const projectRoutes = (await load(real('pages/projects/@slug/+onBeforePrerenderStart.ts'))).onBeforePrerenderStart()
    const legalRoutes = (await load(real('pages/legal/+onBeforePrerenderStart.ts'))).onBeforePrerenderStart()
    expect([...projectRoutes].sort()).toEqual(publishedSlugs('projects').map((slug) => pathOf('projects', slug)))
    expect([...legalRoutes].sort()).toEqual(publishedSlugs('legal').map((slug) => pathOf('legal', slug)))
  })

  it('have no page text in the bundle: their bodies are not listed and their data is withheld', async () => {
    const bodies = (await load('virtual:published-bodies')).default
    expect(Object.keys(bodies).sort()).toEqual(
      folders
        .filter((f) => f.mdx)
        .flatMap((f) => publishedPaths(f.folder))
        .sort(),
    )
    expect((await load('/content/faqs/secret-question.yaml')).default).toEqual({ draft: true })
    expect((await load('/content/projects/secret-harbour-scheme.mdx?frontmatter')).default).toEqual({ draft: true })
  })
})
