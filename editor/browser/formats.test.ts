// The editor's formats on every content file: read as Decap reads it, one value changed as the form
// changes it, written as Decap writes it; the file must change in that field's lines alone.
import { readFileSync } from 'node:fs'
import YAML, { isMap, isPair, type Node } from 'yaml'
import { describe, expect, it } from 'vitest'
import { listContentFiles } from '#content/check.ts'
import { collectionOf, collectionNamed } from '#content/collections.ts'
import { fileCheckField, type FileCheck } from './file-check.ts'
import { partsOf } from './file-format.ts'
import { contentFormats, formatOf, type Formatter } from './formats.ts'

type Path = (string | number)[]
type Data = Record<string, unknown>

const files = listContentFiles('content').map((path) => ({
  file: path.replace(/\\/g, '/'),
  text: readFileSync(path, 'utf8'),
}))
const formatterOf = (file: string): Formatter =>
  contentFormats.find((format) => format.name === formatOf(collectionOf(file.slice('content/'.length))!))!.formatter
const fieldsOf = ({ [fileCheckField]: _, body: __, ...fields }: Data) => fields
/** Decap keeps entries as Immutable.js maps and hands toFile a plain copy. */
const asDecapHolds = <T>(data: T): T => structuredClone(data)

/** Every value that is not a list or a group: its path in the data. */
function leaves(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, [...path, i]))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]))
  return [path]
}

const changed = (value: unknown) => {
  if (typeof value === 'number') return value + 1
  if (typeof value === 'boolean') return !value
  // Text on several lines: a sentence added to its last paragraph.
  return typeof value === 'string' && value.includes('\n')
    ? value.replace(/\n?$/, ' One more sentence.\n')
    : `${String(value)} (changed)`
}

function setIn(data: Data, path: Path, value: unknown) {
  const parent = path.slice(0, -1).reduce<any>((at, key) => at[key], data)
  parent[path.at(-1)!] = value
}

/** The lines (counted from 1) the value at `path` takes in the file, with its key. */
function linesOf(text: string, mdx: boolean, path: Path): [number, number] {
  const parts = partsOf(text, mdx)!
  const doc = YAML.parseDocument(parts.yaml)
  const parent = doc.getIn(path.slice(0, -1), true) as Node | undefined
  const node = doc.getIn(path, true) as Node
  const pair = isMap(parent)
    ? parent.items.find((item) => isPair(item) && YAML.isScalar(item.key) && item.key.value === path.at(-1))
    : undefined
  const start = YAML.isNode(pair?.key) ? pair.key.range![0] : node.range![0]
  const lineAt = (offset: number) => (parts.open + parts.yaml.slice(0, offset)).split('\n').length
  return [lineAt(start), lineAt(Math.max(start, node.range![1] - 1))]
}

/** The lines of `before` that `after` replaced: [first, last], 1-based (last < first when lines were only added). */
function changedLines(before: string, after: string): [number, number] {
  const a = before.split('\n')
  const b = after.split('\n')
  let head = 0
  while (head < a.length && head < b.length && a[head] === b[head]) head++
  let tail = 0
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++
  return [head + 1, a.length - tail]
}

describe("the editor's formats keep each content file as written", () => {
  it.each(files)('$file: read and written back unchanged, byte for byte', ({ file, text }) => {
    const format = formatterOf(file)
    const data = asDecapHolds(format.fromFile(text))
    expect((data[fileCheckField] as FileCheck).problems).toEqual([])
    expect(format.toFile(data)).toBe(text)
    // The editor's text boxes hold numbers as text ("14"): still the same file.
    const asTyped = JSON.parse(
      JSON.stringify(data, (key, value) => (typeof value === 'number' && key !== 'line' ? String(value) : value)),
    )
    expect(format.toFile(asTyped)).toBe(text)
  })

  it.each(files)('$file: changing any one value changes only its lines', ({ file, text }) => {
    const format = formatterOf(file)
    const mdx = file.endsWith('.mdx')
    const read = format.fromFile(text)
    const paths = leaves(fieldsOf(read))
    expect(paths.length).toBeGreaterThan(0)
    for (const path of paths) {
      const data = asDecapHolds(read)
      const value = changed(path.reduce<any>((at, key) => at[key], data))
      setIn(data, path, value)
      const after = format.toFile(data)
      const [first, last] = changedLines(text, after)
      const [fieldFirst, fieldLast] = linesOf(text, mdx, path)
      expect(first, `${path.join('.')}: first line changed`).toBeGreaterThanOrEqual(fieldFirst)
      expect(last, `${path.join('.')}: last line changed`).toBeLessThanOrEqual(fieldLast)
      // And the file says what the form said.
      const reread = format.fromFile(after)
      expect(fieldsOf(reread), path.join('.')).toEqual(fieldsOf(data))
      expect(reread.body).toBe(read.body)
    }
  })

  it('turning on Draft for a project adds one line, and turning it off again gives back the file', () => {
    for (const { file, text } of files.filter(({ file }) => file.startsWith('content/projects/'))) {
      const format = formatterOf(file)
      const data = format.fromFile(text)
      const drafted = format.toFile({ ...asDecapHolds(data), draft: true })
      const added = drafted
        .split('\n')
        .filter((line, i, lines) => lines.indexOf(line) === i && !text.split('\n').includes(line))
      expect(added, file).toEqual(['draft: true'])
      expect(drafted.split('\n').length, file).toBe(text.split('\n').length + 1)
      // Decap's unticked box holds false: no line is added for it either.
      expect(format.toFile({ ...asDecapHolds(data), draft: false }), file).toBe(text)
    }
  })

  it('an FAQ answer edited keeps its "|" block, and only its own lines change', () => {
    const file = 'content/faqs/how-are-your-fees-set.yaml'
    const text = readFileSync(file, 'utf8')
    const format = formatterOf(file)
    const data = format.fromFile(text)
    const answer = (data.answer as string).replace('is free.', 'is free, by phone or on site.')
    const after = format.toFile({ ...data, answer })
    expect(after).toBe(text.replace('is free.', 'is free, by phone or on site.'))
  })

  it('the phone number in the business details changes one line, every comment kept', () => {
    const text = readFileSync('content/site.yaml', 'utf8')
    const format = formatterOf('content/site.yaml')
    const after = format.toFile({ ...format.fromFile(text), phone: '01632 960 999' })
    expect(after).toBe(text.replace('phone: 01632 960 418', 'phone: 01632 960 999'))
  })

  it('a new entry is written like the scaffolds: form order, text on several lines as a "|" block, unwrapped', () => {
    const format = formatterOf('content/faqs/new.yaml')
    const sentence = 'A long first paragraph that goes well past eighty characters, so it would have been wrapped. '
    const answer = `${sentence.repeat(2).trim()}\n\nA second paragraph.`
    const order = [fileCheckField, 'question', 'answer', 'order', 'home']
    const text = format.toFile({ home: false, order: 11, answer, question: 'Do you work on listed buildings?' }, order)
    expect(text).toBe(
      `question: Do you work on listed buildings?\nanswer: |-\n  ${answer.replace('\n\n', '\n\n  ')}\n` +
        'order: 11\nhome: false\n',
    )
    expect(collectionNamed('faqs').schema.safeParse(YAML.parse(text)).success).toBe(true)

    const project = formatterOf('content/projects/new.mdx').toFile(
      { title: 'Harbour View', body: '## The project\n\nText.\n' },
      ['title', 'body'],
    )
    expect(project).toBe('---\ntitle: Harbour View\n---\n\n## The project\n\nText.\n')
  })
})
