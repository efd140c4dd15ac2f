import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import YAML from 'yaml'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkContent } from '#content/check.ts'
import { type ContentKind, describeContent } from '#content/fields.ts'
import { splitFrontmatter } from '#content/frontmatter.ts'
import { ContentError, parseContentFile } from '#content/parse.ts'
import { createContentFile, slugOf } from './scaffold.ts'
import { buildContext } from '#content/build-context.ts'

let kinds: ContentKind[]
let dir: string
const created: Record<string, string> = {}

beforeAll(() => {
  kinds = describeContent()
  // A copy of the real content, so the new files are checked alongside everything they must fit with.
  dir = mkdtempSync(join(tmpdir(), 'scaffold-'))
  cpSync('content', join(dir, 'content'), { recursive: true })
  const run = (kind: string, title: string) =>
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'content-layer/commands/new-content.ts', kind, title, join(dir, 'content')],
      { encoding: 'utf8', stdio: 'pipe' },
    )
  expect(run('project', 'Harbour View Offices')).toContain(
    `Created ${join(dir, 'content/projects/harbour-view-offices.mdx')} as a draft.`,
  )
  created.project = join(dir, 'content/projects/harbour-view-offices.mdx')
  created.faq = createContentFile(kinds, 'faq', 'Do you work on listed buildings?', join(dir, 'content'))
  created['service-panel'] = createContentFile(kinds, 'service-panel', 'Party Walls & Neighbours', join(dir, 'content'))
}, 120_000)
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const frontmatterOf = (path: string) => {
  const source = readFileSync(path, 'utf8')
  return path.endsWith('.mdx') ? splitFrontmatter(source)! : { yaml: source, body: '' }
}

describe('npm run new', () => {
  it('names the file after the title', () => {
    expect(slugOf('Approvals & Compliance')).toBe('approvals-and-compliance')
    expect(slugOf("What is an Employer's Agent?")).toBe('what-is-an-employers-agent')
    expect(slugOf('Café on Rue Saint-Honoré')).toBe('cafe-on-rue-saint-honore')
    expect(created.faq).toBe(join(dir, 'content/faqs/do-you-work-on-listed-buildings.yaml'))
  })

  it('writes drafts that pass the content check with the rest of the content', () => {
    expect(checkContent('content', dir).map((error) => error.message)).toEqual([])
    for (const path of Object.values(created))
      expect(parseContentFile(path.slice(dir.length + 1), readFileSync(path, 'utf8'), buildContext).draft).toBe(true)
  })

  it('writes every field of the schema, each under a comment saying what it is for', () => {
    for (const [kindName, collection] of [
      ['project', 'projects'],
      ['faq', 'faqs'],
      ['service-panel', 'service panels'],
    ] as const) {
      const kind = kinds.find((k) => k.name === collection)!
      const document = YAML.parseDocument(frontmatterOf(created[kindName]!).yaml)
      const keys = (document.contents as YAML.YAMLMap<YAML.Scalar>).items.map((pair) => pair.key)
      expect(keys.map((key) => key.value).sort()).toEqual(kind.fields.map((f) => f.name).sort())
      for (const key of keys)
        expect(key.commentBefore).toContain(kind.fields.find((f) => f.name === key.value)!.doc.split('\n')[0])
    }
    expect(readFileSync(created.project!, 'utf8')).toContain(
      '# Town or area, e.g. "Manston, Kent".\n# Text. Required.\nlocation: TODO\n',
    )
  })

  it('puts a new entry last, after the existing ones', () => {
    expect(YAML.parse(frontmatterOf(created.faq!).yaml).order).toBe(11)
    expect(YAML.parse(frontmatterOf(created.project!).yaml).order).toBe(7)
  })

  it('will not publish until every placeholder is filled in, naming each one', () => {
    const published = readFileSync(created.faq!, 'utf8').replace(/^draft: true$/m, 'draft: false')
    expect(() => parseContentFile('content/faqs/x.yaml', published, buildContext)).toThrow(ContentError)
    expect(() => parseContentFile('content/faqs/x.yaml', published, buildContext)).toThrow(
      /line \d+: field "answer" still says "TODO"/,
    )
  })

  it('is valid once filled in and taken out of draft', () => {
    // Fill the placeholders with the values of a real project, as the owner would with their own.
    const real = YAML.parse(
      splitFrontmatter(readFileSync('content/projects/mapleleaf-business-park.mdx', 'utf8'))!.yaml,
    ) as Record<string, unknown>
    const { yaml, body } = frontmatterOf(created.project!)
    const document = YAML.parseDocument(yaml)
    for (const pair of (document.contents as YAML.YAMLMap<YAML.Scalar>).items) {
      if (JSON.stringify(pair.value).includes('TODO')) document.set(pair.key.value, real[pair.key.value as string])
    }
    document.delete('draft')
    const filled = `---\n${document.toString()}---\n${body.replace(/^TODO.*$/gm, 'Written by the owner.')}`
    const { data, draft } = parseContentFile('content/projects/harbour-view-offices.mdx', filled, buildContext)
    expect(draft).toBe(false)
    expect(data).toMatchObject({ title: 'Harbour View Offices', location: 'Manston, Kent', order: 7 })
  })

  it('refuses to overwrite an existing file', () => {
    expect(() => createContentFile(kinds, 'faq', 'Do you work on listed buildings?', join(dir, 'content'))).toThrow(
      /already exists/,
    )
  })
})
