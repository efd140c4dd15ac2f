// Adding a kind of content with its pages takes three places: its schema, its entry in
// collections.ts and its page's files; CONTENT.md's field reference is generated from them
// (`npm run content:fields`), and the web editor's preview draws its entry's page by default
// (docs/recipes.md). tests/fixtures/new-collection.patch is such a change: "insights", MDX articles
// at /insights/{file name}. Applied to a copy of the site with its registry entry, the content check,
// the loaders and page hooks, the web editor and its preview, the field reference and `npm run new`
// must all pick it up with no other edit, and the copy must type-check.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import type { ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type * as Check from './check.ts'
import type * as Collections from './collections.ts'
import type * as FieldReference from './commands/field-reference.ts'
import type * as Fields from './fields.ts'
import type * as Parse from './parse.ts'
import type * as Scaffold from './commands/scaffold.ts'
import type * as VitePlugin from './vite-plugin/vite-plugin.ts'
import type * as CmsConfig from '../editor/config.ts'
import { renderToStaticMarkup } from 'react-dom/server'
import { createElement } from 'react'
import { buildContext } from './build-context.ts'
import { copyOfSite } from '../tests/integration/support/site-copy.ts'

const patch = resolve('tests/fixtures/new-collection.patch')

/** What the developer writes in content-layer/collections.ts: the schema's import and the entry. */
const registryImport = "import { insightSchema } from '../content/schemas/insight.ts'"
const registryEntry = `  {
    name: 'insights',
    files: 'insights/{name}.mdx',
    schema: insightSchema,
    page: '/insights/@slug',
    titleField: 'title',
    editor: { label: 'Insights', singular: 'Insight', create: true },
    scaffold: { kind: 'insight' },
  },`

function withEntry(registry: string): string {
  const lastImport = registry.lastIndexOf('\nimport ')
  const afterImports = registry.indexOf('\n', lastImport + 1) + 1
  const end = registry.indexOf('\n] as const')
  if (lastImport < 0 || end < 0)
    throw new Error('collections.ts has changed shape: update withEntry() in this test and docs/recipes.md')
  const before = registry.slice(0, afterImports)
  return `${before}${registryImport}\n${registry.slice(afterImports, end)}\n${registryEntry}${registry.slice(end)}`
}

/** Every page's route, as Vike's filesystem routing gives it from pages/ (or the page's +route.ts). */
function vikeRoutes(root: string): string[] {
  return readdirSync(join(root, 'pages'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|\/)\+Page\.tsx$/.test(file))
    .map((file) => {
      const routeFile = join(root, 'pages', dirname(file), '+route.ts')
      if (existsSync(routeFile)) return /export default '([^']+)'/.exec(readFileSync(routeFile, 'utf8'))![1]!
      return `/${dirname(file)
        .split('/')
        .filter((segment) => segment !== 'index')
        .join('/')}`
    })
}

let dir: string
let server: ViteDevServer
let kinds: Fields.ContentKind[]
let scaffolded: string
const inCopy = (path: string) => join(dir, path)
/** A module of the copy, where the new kind of content is registered. */
const fromCopy = <T>(path: string) => import(inCopy(path)) as Promise<T>
const ssr = (path: string) => server.ssrLoadModule(inCopy(path)) as Promise<Record<string, any>>

beforeAll(async () => {
  dir = copyOfSite('new-collection-', [
    'content',
    'content-layer',
    'editor',
    'build',
    'pages',
    'components',
    'shell',
    'package.json',
    'CONTENT.md',
    'theme.ts',
    'supabase',
    'tests',
    'local-stack',
    'rehearsal',
    'bench',
    'tsconfig.json',
    'vite.config.ts',
    'uno.config.ts',
  ])
  // The developer's change: the files of the patch, then the registry entry and `npm run content:fields`.
  execFileSync('git', ['apply', patch], { cwd: dir })
  writeFileSync(
    inCopy('content-layer/collections.ts'),
    withEntry(readFileSync(inCopy('content-layer/collections.ts'), 'utf8')),
  )
  const { describeContent } = await fromCopy<typeof Fields>('content-layer/fields.ts')
  const { fieldReference, withFieldReference } = await fromCopy<typeof FieldReference>(
    'content-layer/commands/field-reference.ts',
  )
  kinds = describeContent()
  writeFileSync(
    inCopy('CONTENT.md'),
    withFieldReference(readFileSync(inCopy('CONTENT.md'), 'utf8'), fieldReference(kinds)),
  )
  // The owner's first article, started as `npm run new -- insight "Party wall awards"` does.
  const { createContentFile } = await fromCopy<typeof Scaffold>('content-layer/commands/scaffold.ts')
  scaffolded = createContentFile(kinds, 'insight', 'Party wall awards', inCopy('content'))

  const { contentServer } = await fromCopy<typeof VitePlugin>('content-layer/vite-plugin/vite-plugin.ts')
  server = await contentServer(dir)
}, 120_000)

// Closing Vite's server has been seen to take over ten seconds on a loaded two-core machine.
afterAll(async () => {
  await server?.close()
  if (dir) rmSync(dir, { recursive: true, force: true })
}, 60_000)

describe('adding a kind of content with its pages (tests/fixtures/new-collection.patch)', () => {
  it(
    'takes its schema, its registry entry and its page files, nothing in the editor; the field reference is ' +
      'generated',
    () => {
      const changed = [...readFileSync(patch, 'utf8').matchAll(/^\+\+\+ b\/(.+)$/gm)].map((match) => match[1]!)
      const code = changed.filter((file) => !file.startsWith('content/') || file.startsWith('content/schemas/'))
      expect(code.sort()).toEqual([
        'content/schemas/insight.ts',
        'pages/insights/@slug/+Page.tsx',
        'pages/insights/@slug/+data.ts',
        'pages/insights/@slug/+onBeforePrerenderStart.ts',
      ])
      const places = new Set([...code, 'content-layer/collections.ts'].map((file) => file.replace(/\/[^/]+$/, '')))
      expect(places.size).toBeLessThanOrEqual(3)
    },
  )

  // A minute: the check compiles every page text with the MDX compiler, which the copy's modules load afresh.
  it('has its files checked: `npm run check:content` passes them, and names a mistake in one with its line and ' +
    'field', { timeout: 60_000 }, async () => {
    const output = execFileSync(process.execPath, ['--import', 'tsx', 'content-layer/commands/check-content.ts'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: 'pipe',
    })
    expect(output).toContain('Content check passed')
    const { checkContent } = await fromCopy<typeof Check>('content-layer/check.ts')
    expect(checkContent('content', dir).map((error) => error.message)).toEqual([])

    const { parseContentFile } = await fromCopy<typeof Parse>('content-layer/parse.ts')
    const broken = '---\ntitle: Planning reforms explained\ndat: 2026-11-01\n---\n\nText.\n'
    expect(() => parseContentFile('content/insights/broken.mdx', broken, buildContext)).toThrow(
      'content/insights/broken.mdx\n  - field "summary": is required\n  - field "date": is required\n  - line 3: ' +
        'unknown field "dat": did you mean "date"?',
    )
  })

  it('gets a page at its address for each published entry, from the page folder Vike routes, with its text ' +
    'loaded', { timeout: 60_000 }, async () => {
    const { collectionNamed } = await fromCopy<typeof Collections>('content-layer/collections.ts')
    const route = (collectionNamed as (name: string) => { page?: string })('insights').page
    expect(vikeRoutes(dir)).toContain(route)

    const { onBeforePrerenderStart } = await ssr('pages/insights/@slug/+onBeforePrerenderStart.ts')
    // The draft in the patch and the scaffolded one get no page.
    expect(onBeforePrerenderStart()).toEqual(['/insights/planning-reforms-explained'])

    const { data } = await ssr('pages/insights/@slug/+data.ts')
    const page = await data({ routeParams: { slug: 'planning-reforms-explained' } })
    expect(page).toMatchObject({
      title: 'Planning reforms explained',
      description:
        'What the new planning rules mean for a small development, from the first sketch to the completion ' +
        'certificate.',
      insight: {
        slug: 'planning-reforms-explained',
        href: '/insights/planning-reforms-explained',
        date: '2026-11-01',
      },
    })
    const { loadedBody } = await ssr('content-layer/bodies.ts')
    expect(loadedBody('insights', 'planning-reforms-explained')).toBeTypeOf('function')
    await expect(data({ routeParams: { slug: 'rates-outlook' } })).rejects.toMatchObject({
      _pageContextAbort: { abortStatusCode: 404 },
    })
  })

  it('appears in the web editor, with a form made from its schema', async () => {
    const { cmsConfig } = await fromCopy<typeof CmsConfig>('editor/config.ts')
    const { config } = cmsConfig(
      { kind: 'github', repo: 'owner/site' },
      { name: 'Example Consulting', url: 'https://www.example.co.uk' },
      kinds,
    )
    const insights = (config.collections as Record<string, any>[]).find((collection) => collection.name === 'insights')
    expect(insights).toMatchObject({
      label: 'Insights',
      label_singular: 'Insight',
      folder: 'content/insights',
      extension: 'mdx',
      create: true,
    })
    // First, the notice of what the content check says about the file; then the schema's fields, read and written by
    // the editor's own format.
    expect(insights!.fields.map((field: { name: string }) => field.name)).toEqual([
      'fileCheck',
      'title',
      'summary',
      'date',
      'draft',
      'body',
    ])
    expect(insights!.fields[3]).toMatchObject({ widget: 'datetime', hint: 'Day it was published, e.g. 2026-11-01.' })
    expect(insights!.format).toBe('content-insights')
  })

  it("is drawn in the editor's preview as its entry's page, from the values being edited, with no template", {
    timeout: 60_000,
  }, async () => {
    const { templates, entryPageData, pageAt, SitePage } = await ssr('editor/preview/templates.tsx')
    expect(templates.insights).toBeUndefined()
    const edited = {
      slug: 'planning-reforms-explained',
      value: { title: 'Planning reforms, edited', summary: 'A summary being typed.', date: '2026-11-02' },
    }
    const data = await entryPageData('insights', edited)
    expect(data).toMatchObject({ title: 'Planning reforms, edited', insight: { date: '2026-11-02' } })
    const { Page } = pageAt('/insights/@slug')
    const html = renderToStaticMarkup(
      createElement(SitePage, { path: '/insights/planning-reforms-explained', data, Page }),
    )
    expect(html).toContain('Planning reforms, edited')
    expect(html).toContain('Insight · 2026-11-02')
    expect(html).toContain('What changes')
  })

  it('type-checks, the editor and its preview included', { timeout: 240_000 }, () => {
    const tsc = () =>
      execFileSync(process.execPath, [resolve('node_modules/typescript/bin/tsc'), '--noEmit', '-p', '.'], {
        cwd: dir,
        encoding: 'utf8',
        stdio: 'pipe',
      })
    let report = ''
    try {
      tsc()
    } catch (error) {
      // The compiler's own report, rather than "Command failed".
      report = (error as { stdout: string }).stdout
    }
    expect(report).toBe('')
  })

  it("is described in CONTENT.md's field reference, from its schema's comments", () => {
    const markdown = readFileSync(inCopy('CONTENT.md'), 'utf8')
    expect(markdown).toContain(
      '### `content/insights/{name}.mdx`\n\nAn article with its own page at /insights/{file name}. The text below ' +
        'the fields is the article.',
    )
    expect(markdown).toContain(
      "- **`summary`** (required): One or two sentences under the title, also the page's search description.",
    )
  })

  it('can be started with `npm run new -- insight "Title"`: a draft with every field, which the check accepts', () => {
    expect(scaffolded).toBe(inCopy('content/insights/party-wall-awards.mdx'))
    const text = readFileSync(scaffolded, 'utf8')
    expect(text).toMatch(/^draft: true$/m)
    expect(text).toMatch(/^title: Party wall awards$/m)
    expect(text).toMatch(/^summary: TODO$/m)
    expect(text).toContain('TODO: the text of the page')
  })
})

describe('the registry', () => {
  it('gives each kind of content with pages the address Vike routes to its page folder', async () => {
    const { collections } = await import('./collections.ts')
    const routes = vikeRoutes('.')
    for (const collection of collections)
      if ('page' in collection) expect(routes, collection.name).toContain(collection.page)
  })
})
