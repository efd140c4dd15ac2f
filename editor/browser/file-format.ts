// How the web editor writes a content file back: only the values the owner changed are replaced in the file as
// loaded (the `yaml` package's Document keeps comments, order, quoting and blank lines), and lines the package would
// write otherwise (a long value wrapped) are kept by a three-way merge of lines, so a save changes those fields' lines
// and nothing else. Decap's toFile gets the new values only, so the text as loaded travels in the entry's data.
import { diffIndices } from 'node-diff3'
import YAML, { type Document, isMap, isScalar, isSeq, type Node, type Pair, Scalar } from 'yaml'
import { closestKey } from '#content/closest-key.ts'
import { splitFrontmatter } from '#content/frontmatter.ts'

type Data = Record<string, unknown>

/** How the files are written: no line is ever wrapped (the owner's lines stay as they wrote them). */
const written = { lineWidth: 0 } as const

/**
 * A file's YAML (all of a .yaml file, an .mdx file's frontmatter) and an MDX file's "---" lines around it and body;
 * undefined for an MDX file without a frontmatter block.
 */
export function partsOf(text: string, mdx: boolean) {
  if (!mdx) return { open: '', yaml: text, close: '', body: undefined }
  const split = splitFrontmatter(text)
  if (!split) return undefined
  const open = text.slice(0, text.indexOf('\n') + 1)
  // splitFrontmatter's YAML starts with the newline ending the "---" line.
  const yaml = split.yaml.slice(1)
  return { open, yaml, close: text.slice(open.length + yaml.length, text.length - split.body.length), body: split.body }
}

const isPlainObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Nothing written: what Decap holds for a field left empty, and what a file may hold for one. */
const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (typeof value === 'object' && !Object.keys(value).length)

/** The same value as far as the file is concerned: the editor's text boxes hold 14 as "14", an empty value as "". */
function same(old: unknown, next: unknown): boolean {
  if (old === next || (isEmpty(old) && isEmpty(next))) return true
  if (typeof old === 'number' && typeof next === 'string') return String(old) === next.trim()
  if (Array.isArray(old) && Array.isArray(next))
    return old.length === next.length && old.every((item, i) => same(item, next[i]))
  if (isPlainObject(old) && isPlainObject(next))
    return [...Object.keys(old), ...Object.keys(next)].every((key) => same(old[key], next[key]))
  return false
}

const keyOf = (pair: Pair) => String(isScalar(pair.key) ? pair.key.value : pair.key)

/** A node for a value the file did not have, as the scaffolds write it (text on several lines as a `|` block). */
function newNode(doc: Document, value: unknown): Node {
  const node = doc.createNode(value) as Node
  YAML.visit(node, {
    Scalar(_, scalar) {
      if (typeof scalar.value === 'string' && scalar.value.includes('\n')) scalar.type = Scalar.BLOCK_LITERAL
    },
  })
  return node
}

/**
 * `order`: the form's fields, among which a field the file did not have goes in its place. `isDefault`: whether
 * leaving out a top-level field means `value` (the schema's default), so a missing field is not added.
 */
type WriteOptions = { mdx: boolean; order?: string[]; isDefault?: (key: string, value: unknown) => boolean }

/** `node` (holding `old`) changed to hold `next`, keeping everything about it that did not change. */
function update(doc: Document, node: unknown, old: unknown, next: unknown, options: WriteOptions, top = false) {
  if (same(old, next)) return node
  if (isMap(node) && isPlainObject(old) && isPlainObject(next)) {
    const pairs = node.items as Pair[]
    // A field gone from the form is removed, unless the file held nothing there anyway.
    const removed = pairs.filter((pair) => !(keyOf(pair) in next) && !isEmpty(old[keyOf(pair)]))
    for (const [key, value] of Object.entries(next)) {
      let pair = pairs.find((p) => keyOf(p) === key)
      if (!pair) {
        if (isEmpty(value) || (top && options.isDefault?.(key, value))) continue
        // A misspelt field moved into the one meant keeps its line: its name is corrected in place.
        pair = removed.find((p) => closestKey(keyOf(p), [key]) === key)
        if (pair) {
          removed.splice(removed.indexOf(pair), 1)
          if (isScalar(pair.key)) pair.key.value = key
          else pair.key = doc.createNode(key)
        }
      }
      if (pair) {
        pair.value = update(doc, pair.value, old[key], value, options)
        continue
      }
      const created = doc.createPair(key, newNode(doc, value))
      const order = top ? (options.order ?? []) : []
      const rank = order.indexOf(key)
      const after = rank < 0 ? -1 : pairs.findIndex((p) => order.indexOf(keyOf(p)) > rank)
      pairs.splice(after < 0 ? pairs.length : after, 0, created)
    }
    for (const pair of removed) pairs.splice(pairs.indexOf(pair), 1)
    return node
  }
  if (isSeq(node) && Array.isArray(old) && Array.isArray(next)) {
    next.forEach((value, i) => {
      if (i < node.items.length) node.items[i] = update(doc, node.items[i], old[i], value, options)
      else node.items.push(newNode(doc, value))
    })
    node.items.splice(next.length)
    return node
  }
  if (isScalar(node) && (next === null || typeof next !== 'object')) {
    node.value = next
    const block = node.type === Scalar.BLOCK_LITERAL || node.type === Scalar.BLOCK_FOLDED
    if (typeof next === 'string' && next.includes('\n') && !block) node.type = Scalar.BLOCK_LITERAL
    return node
  }
  return newNode(doc, next)
}

/** The YAML of a new file: fields in the form's order, as the scaffolds (`npm run new`) write them. */
function newYaml(fields: Data, options: WriteOptions): string {
  const order = options.order ?? []
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length)
  const sorted = Object.fromEntries(Object.entries(fields).sort(([a], [b]) => rank(a) - rank(b)))
  const doc = new YAML.Document()
  doc.contents = newNode(doc, sorted)
  return doc.toString(written)
}

/** The file as loaded with the entry's changed values replaced, or a new file when there was none. */
export function writeFile(fields: Data, body: string | undefined, loaded: string | undefined, options: WriteOptions) {
  const { mdx } = options
  const parts = loaded === undefined ? undefined : partsOf(loaded, mdx)
  if (!parts)
    return mdx ? `---\n${newYaml(fields, options)}---\n\n${(body ?? '').replace(/^\n+/, '')}` : newYaml(fields, options)
  const doc = YAML.parseDocument(parts.yaml)
  const old = (doc.toJS() ?? {}) as Data
  const yaml = same(old, fields)
    ? parts.yaml
    : keepLines(parts.yaml, doc, () => update(doc, doc.contents ?? doc.createNode({}), old, fields, options, true))
  return mdx ? parts.open + yaml + parts.close + (body ?? '') : yaml
}

/**
 * `text` (which `doc` was read from) after `change` changes `doc`: the lines the change alters in the `yaml`
 * package's writing of `doc`, applied to `text` itself (a three-way merge of lines); where those very lines
 * differ between the owner's writing and the package's, they are written the package's way.
 */
function keepLines(text: string, doc: Document, change: () => unknown): string {
  const lines = (yaml: string) => yaml.replace(/\n$/, '').split('\n')
  const before = lines(doc.toString(written))
  doc.contents = change() as typeof doc.contents
  const merged = mergeLines(lines(text), before, lines(doc.toString(written)))
  return merged.join('\n') + (text.endsWith('\n') || !text ? '\n' : '')
}

/** A run of lines of the common ancestor [start, end) replaced by `lines`; `change`: the edit's, not the owner's. */
type Hunk = { start: number; end: number; lines: string[]; change: boolean }

const hunksOf = (base: string[], side: string[], change: boolean): Hunk[] =>
  diffIndices(base, side).map(({ buffer1: [start, length], buffer2Content }) => ({
    start,
    end: start + length,
    lines: buffer2Content,
    change,
  }))

/** Whether two hunks touch the same lines of the ancestor, or add lines at the same place. */
const clash = (x: Hunk, y: Hunk) =>
  (x.start < y.end && y.start < x.end) || (x.start === y.start && (x.start === x.end || y.start === y.end))

/**
 * `text` with the edits that turned `base` into `changed`: both differ from `base` (the owner's
 * formatting, the edit); where they touch the same lines, the edit's version wins. Unlike a diff3
 * merge, edits next to (but not on) a line the owner formatted their way do not clash.
 */
function mergeLines(text: string[], base: string[], changed: string[]): string[] {
  const hunks = [...hunksOf(base, text, false), ...hunksOf(base, changed, true)]
  hunks.sort((x, y) => x.start - y.start || x.end - y.end)
  const merged: string[] = []
  let at = 0
  while (hunks.length) {
    // The hunks that clash with the first, and with those, and so on.
    const group = [hunks.shift()!]
    for (let i = 0; i < hunks.length; i++) {
      if (!group.some((hunk) => clash(hunk, hunks[i]!))) continue
      group.push(...hunks.splice(i, 1))
      i = -1
    }
    const start = Math.min(...group.map((hunk) => hunk.start))
    const end = Math.max(...group.map((hunk) => hunk.end))
    merged.push(...base.slice(at, start))
    const edits = group.some((hunk) => hunk.change) ? group.filter((hunk) => hunk.change) : group
    // The ancestor's lines between the winning hunks stand for themselves.
    let inside = start
    for (const hunk of edits) {
      merged.push(...base.slice(inside, hunk.start), ...hunk.lines)
      inside = hunk.end
    }
    merged.push(...base.slice(inside, end))
    at = end
  }
  return [...merged, ...base.slice(at)]
}
