// The web editor's configuration is generated from the schemas at every build (config.ts); these
// tests hold the generated forms against the schemas' JSON Schema and against the content files the
// owner already has.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { parse } from 'yaml'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { collections, schemaOf } from '#content/collections.ts'
import { anyNameContext } from '../content/schemas/context.ts'
import { splitFrontmatter } from '#content/frontmatter.ts'
import { describeContent } from '#content/fields.ts'
import { cmsConfig, configYaml } from './config.ts'
import type { DecapField } from './decap-fields.ts'
import { decapName } from './browser/formats.ts'
import { draftLabel } from './draft-label.ts'

type Collection = {
  name: string
  folder?: string
  extension?: string
  files?: { name: string; file: string; fields: DecapField[] }[]
  fields?: DecapField[]
  media_folder?: string
  create?: boolean
}

let config: Record<string, any>
let saveRules: ReturnType<typeof cmsConfig>['saveRules']
beforeAll(() => {
  ;({ config, saveRules } = cmsConfig(
    { kind: 'github', repo: 'owner/site' },
    { name: 'Example Consulting', url: 'https://www.example.co.uk' },
    describeContent(),
  ))
}, 60_000)

const allCollections = () => config.collections as Collection[]
/** Each kind of content file and its form: collection (content-layer/collections.ts), fields, where its files are. */
function forms() {
  const folders = allCollections().filter((c) => c.folder)
  const files = allCollections().flatMap((c) => c.files ?? [])
  return collections.map((collection) => {
    const id = decapName(collection.name)
    const folder = folders.find((c) => c.name === id)
    const file = files.find((f) => f.name === id)
    return {
      collection,
      fields: (folder ?? file)!.fields!,
      folder: folder?.folder,
      extension: folder?.extension,
      file: file?.file,
    }
  })
}

/** The picture names in an entry's data, found through the form's image fields. */
function imageValues(fields: DecapField[], data: unknown): string[] {
  const values = (field: DecapField, value: unknown): string[] => {
    if (value === undefined || value === null) return []
    if (field.widget === 'image') return [value as string]
    if (field.widget === 'object') return imageValues(field.fields as DecapField[], value)
    if (field.widget !== 'list') return []
    const item = field.field as DecapField | undefined
    return (value as unknown[]).flatMap((entry) =>
      item ? values(item, entry) : imageValues(field.fields as DecapField[], entry),
    )
  }
  return fields.flatMap((field) => values(field, (data as Record<string, unknown>)[field.name]))
}

/** The content files of a form, parsed as written (before the schema's transforms). */
function contentOf(form: ReturnType<typeof forms>[number]): [string, Record<string, unknown>][] {
  const paths = form.file
    ? [form.file]
    : readdirSync(form.folder!)
        .filter((name) => name.endsWith(`.${form.extension}`))
        .map((name) => join(form.folder!, name))
  return paths.map((path) => {
    const text = readFileSync(path, 'utf8')
    if (!path.endsWith('.mdx')) return [path, parse(text)]
    const { yaml, body } = splitFrontmatter(text)!
    return [path, { ...parse(yaml), body }]
  })
}

describe("the web editor's configuration", () => {
  it('has a form for every kind of content file, whose folder or file exists', () => {
    const all = forms()
    expect(all.map((form) => form.collection.name)).toEqual(collections.map((c) => c.name))
    for (const form of all) {
      if (form.folder) expect(existsSync(form.folder), form.folder).toBe(true)
      else expect(existsSync(form.file!), form.file).toBe(true)
    }
  })

  it("asks for exactly the schema's fields, required where it requires them (zod's JSON Schema as the witness)", () => {
    for (const { collection, fields } of forms()) {
      const json = z.toJSONSchema(schemaOf(collection, anyNameContext), { io: 'input', unrepresentable: 'any' }) as {
        properties: Record<string, unknown>
        required?: string[]
      }
      // The body, and the editor's notice of what the content check says about the file (not a field of the file).
      const ownFields = fields.filter((field) => field.name !== 'body' && field.widget !== 'file-check')
      expect(
        ownFields.map((f) => f.name),
        collection.name,
      ).toEqual(Object.keys(json.properties))
      expect(
        ownFields.filter((f) => f.required).map((f) => f.name),
        collection.name,
      ).toEqual(json.required ?? [])
    }
  })

  it("offers the schema's choices as selects, and lists of the schema's sizes", () => {
    const fields = forms().find((f) => f.collection.name === 'projects')!.fields
    const field = (name: string) => fields.find((f) => f.name === name)!
    expect(field('category')).toMatchObject({ widget: 'select', options: ['Industrial', 'Residential'] })
    expect(field('services')).toMatchObject({ widget: 'select', multiple: true, min: 1 })
    expect(field('outcomes')).toMatchObject({ widget: 'list', min: 1, label_singular: 'Outcome' })
    // Counted as "1 picture", "2 pictures".
    expect(field('images')).toMatchObject({ widget: 'list', label: 'Pictures', label_singular: 'Picture' })
    expect(field('completed')).toMatchObject({ widget: 'number', value_type: 'int', min: 1990, max: 2100 })
    expect(field('draft')).toMatchObject({ widget: 'draft-switch', required: false, default: false })
    const stats = forms().find((f) => f.collection.name === 'stats')!.fields
    expect(stats.find((f) => f.name === 'headline')).toMatchObject({ widget: 'list', min: 3, max: 3 })
  })

  it("labels fields in the owner's words and hints from the schemas' descriptions, as CONTENT.md does", () => {
    const projects = forms().find((f) => f.collection.name === 'projects')!.fields
    const field = (name: string) => projects.find((f) => f.name === name)!
    expect(field('location')).toMatchObject({
      label: 'Location',
      hint: 'Town or area, e.g. "Manston, Kent".',
      widget: 'string',
    })
    expect(field('value')).toMatchObject({
      label: 'Units delivered',
      pattern: [
        expect.any(String),
        'Write the number of units delivered, or "Residential" where a count does not apply.',
      ],
    })
    // Services by their titles (from content/services), saved by file name.
    expect(field('services').label).toBe('Services provided')
    expect(field('services').options).toContainEqual({ label: 'Quantity Surveying', value: 'quantity-surveying' })
    const picture = field('images').fields as DecapField[]
    expect(picture.map((f) => f.label)).toEqual(['Picture', "Description for people who can't see it"])
    expect(picture[0]!.hint).not.toMatch(/content\/images|extension/)
    const answer = forms()
      .find((f) => f.collection.name === 'faqs')!
      .fields.find((f) => f.name === 'answer')
    expect(answer).toMatchObject({ widget: 'text', hint: 'The answer; separate paragraphs with a blank line.' })
    const site = forms().find((f) => f.collection.name === 'site')!.fields
    expect(site.find((f) => f.name === 'whatsapp')!.label).toBe('WhatsApp')
    // Every message and label is plain text: no backticks, no doubled full stops.
    const texts = JSON.stringify(config.collections)
    expect(texts).not.toContain('`')
    expect(texts).not.toMatch(/[^.]\.\.(?!\.)/)
    // Developers' words about files stay in CONTENT.md's field reference.
    expect(texts).not.toMatch(/\{file name\}|without extension|service file names/)
  })

  it("counts the characters of a field with a limit, and refuses a longer text with the check's sentence", () => {
    const projects = forms().find((f) => f.collection.name === 'projects')!.fields
    expect(projects.find((f) => f.name === 'title')).toMatchObject({ widget: 'limited-string', limit: 60 })
    expect(projects.find((f) => f.name === 'description')).toMatchObject({
      widget: 'limited-text',
      limit: 170,
      pattern: ['^[\\s\\S]{0,170}$', 'Keep descriptions to 170 characters so search results do not cut them.'],
    })
  })

  it("lists entries in the site's order, with their position and whether they are drafts", () => {
    const projects = allCollections().find((c) => c.name === 'projects') as Record<string, unknown>
    // After "Needs fixing: " when the file fails the content check (browser/file-check.ts).
    expect(projects.summary).toBe(
      "{{fileCheck.mark}}{{order}}. {{title}}{{draft | ternary(' (Draft: not on the site)', '')}}",
    )
    expect(projects.sortable_fields).toEqual([{ field: 'order', default_sort: true }, 'title'])
    const legal = allCollections().find((c) => c.name === 'legal') as Record<string, unknown>
    expect(legal.sortable_fields).toEqual(['title'])
  })

  it("shows the site's name on the sign-in screen, not Decap's logo", () => {
    expect(config.logo.src).toMatch(/^data:image\/svg\+xml,/)
    expect(decodeURIComponent(config.logo.src)).toContain('>Example Consulting</text>')
  })

  it('tests each form text as the content check does: every current file passes, a bad value gets its message', () => {
    const withPattern = (
      fields: DecapField[],
      data: Record<string, unknown>,
      at: string,
    ): [string, RegExp, unknown][] =>
      fields.flatMap((field) => {
        const value = data?.[field.name]
        if (value === undefined) return []
        if (field.pattern)
          return [[`${at}.${field.name}`, new RegExp(field.pattern[0]), value] as [string, RegExp, unknown]]
        const inner = field.fields as DecapField[] | undefined
        if (!inner) return []
        return Array.isArray(value)
          ? value.flatMap((item, i) => withPattern(inner, item, `${at}.${field.name}[${i}]`))
          : withPattern(inner, value as Record<string, unknown>, `${at}.${field.name}`)
      })
    const tested = forms().flatMap((form) =>
      contentOf(form).flatMap(([path, data]) => withPattern(form.fields, data, path)),
    )
    expect(tested.length).toBeGreaterThan(50)
    for (const [where, pattern, value] of tested)
      expect(pattern.test(String(value)), `${where}: ${String(value)}`).toBe(true)

    const site = forms().find((f) => f.collection.name === 'site')!.fields
    const phone = site.find((f) => f.name === 'phone')!
    expect(new RegExp(phone.pattern![0]).test('call me')).toBe(false)
    expect(phone.pattern![1]).toBe('Write a UK number such as "01632 960123" or "+44 1632 960123".')
    const title = forms()
      .find((f) => f.collection.name === 'legal')!
      .fields.find((f) => f.name === 'title')!
    expect(new RegExp(title.pattern![0]).test('x'.repeat(71))).toBe(false)
    expect(title.pattern![1]).toBe('Keep titles to 70 characters so search results do not cut them.')
  })

  it('finds each picture the content names where the image pipeline does, saves a chosen one in the same form', () => {
    // Decap reads a picture from media_folder plus the value's file name, and saves a picture chosen
    // in its media library as public_folder plus the file's name.
    const media = (form: ReturnType<typeof forms>[number]) =>
      [...allCollections(), ...allCollections().flatMap((c) => c.files ?? [])].find(
        (c) => c.name === decapName(form.collection.name),
      ) as { media_folder?: string; public_folder?: string }
    const pictures = forms().flatMap((form) =>
      contentOf(form).flatMap(([, data]) => imageValues(form.fields, data).map((value) => ({ value, ...media(form) }))),
    )
    expect(pictures.length).toBeGreaterThanOrEqual(25)
    for (const { value, media_folder, public_folder } of pictures) {
      const file = `${media_folder!.replace(/^\//, '')}/${basename(value)}`
      expect(file, value).toBe(`content/images/${value}`)
      expect(existsSync(file), file).toBe(true)
      expect(`${public_folder}/${basename(value)}`).toBe(value)
    }
    expect(config.media_folder).toBe('content/images/projects')
    expect(
      Object.values(saveRules)
        .flat()
        .map((rule) => rule.fix),
    ).not.toContain('image')
  })

  it('keeps MDX text as written (no rich-text rewriting) and makes `draft` a switch', () => {
    for (const { collection, fields } of forms().filter((f) => f.extension === 'mdx' || f.file?.endsWith('.mdx'))) {
      expect(fields.at(-1), collection.name).toMatchObject({ name: 'body', widget: 'page-text' })
    }
    expect(
      forms()
        .find((f) => f.collection.name === 'faqs')!
        .fields.find((f) => f.name === 'draft')!.hint,
    ).toMatch(/^Switched on/)
  })

  it('works on GitHub with the editorial workflow (a pull request per save), and locally through decap-server', () => {
    expect(config.backend).toMatchObject({ name: 'github', repo: 'owner/site', branch: 'main', auth_scope: 'repo' })
    expect(config.publish_mode).toBe('editorial_workflow')
    expect(config).not.toHaveProperty('show_preview_links')
    const onCloudflare = cmsConfig(
      { kind: 'github', repo: 'owner/site', previewLinks: false },
      { name: 'Example Consulting', url: 'https://www.example.co.uk' },
      describeContent(),
    ).config
    expect(onCloudflare).toMatchObject({ show_preview_links: false })
    const local = cmsConfig(
      { kind: 'local', localUrl: 'http://localhost:8081/api/v1' },
      { name: 'Example Consulting', url: 'https://www.example.co.uk' },
      describeContent(),
    ).config
    expect(local).toMatchObject({ local_backend: { url: 'http://localhost:8081/api/v1' } })
    expect(configYaml(config)).toMatch(/^# Generated from content\/schemas/)
    expect(parse(configYaml(config))).toEqual(JSON.parse(JSON.stringify(config)))
  })
})

it("names a draft in the lists, and in CONTENT.md, in the status button's words", () => {
  const projects = allCollections().find(({ name }) => name === 'projects') as Collection & { summary: string }
  expect(projects.summary).toContain(`' (${draftLabel})'`)
  const guide = readFileSync(new URL('../CONTENT.md', import.meta.url), 'utf8').replace(/\s+/g, ' ')
  expect(guide).toContain(`reads **${draftLabel}**`)
  expect(guide).toContain(`"(${draftLabel})" after`)
})

describe('"View Live"', () => {
  it('opens the page the entry appears on: its own page, or the page that shows it', () => {
    const previewPath = (name: string) => {
      const collection = allCollections().find((c) => c.name === name)
      const file = allCollections()
        .flatMap((c) => c.files ?? [])
        .find((f) => f.name === name) as { preview_path?: string } | undefined
      return ((collection ?? file) as { preview_path?: string } | undefined)?.preview_path
    }
    expect(previewPath('projects')).toBe('projects/{{slug}}')
    expect(previewPath('legal')).toBe('{{slug}}')
    expect(previewPath('faqs')).toBe('faqs')
    expect(previewPath('service-panels')).toBe('services')
    expect(previewPath('about')).toBe('about')
  })
})
