// How the web editor reads a content file: its fields for the form, and what the content check
// (scripts/build/content/parse.ts, the same code and messages as `npm run check:content`) says about
// it, so a broken file is shown with the check's words rather than as a blank entry. A field the
// schema does not know is never kept unseen: its value moves into the field it was most likely meant
// to be (if that one is empty), and the notice says so; saving then leaves it out of the file.
// Runs in the browser (content-formats.ts) and in Node (file-check.test.ts).
import YAML from 'yaml'
import { type CollectionDefinition, collections, isFolder } from '#content/collections.ts'
import { meantField } from '#content/issue-messages.ts'
import { ContentError, fieldName, parseContentFile, type Problem } from '#content/parse.ts'
import { partsOf } from './file-format.ts'

const singleFiles = (collections as readonly CollectionDefinition[]).filter((collection) => !isFolder(collection))

/** Which single file (site.yaml, pages.yaml...) `text` is: the one of its kind (YAML or MDX) sharing most fields. */
export function singleFileKind(text: string): CollectionDefinition {
  const mdx = /^---[ \t]*\r?\n/.test(text)
  const keys = new Set([...text.matchAll(/^([A-Za-z][\w-]*)[ \t]*:/gm)].map((match) => match[1]))
  const shared = (collection: CollectionDefinition) =>
    Object.keys(collection.schema.shape).filter((key) => keys.has(key)).length
  const candidates = singleFiles.filter((collection) => collection.files.endsWith('.mdx') === mdx)
  return candidates.reduce(
    (best, collection) => (shared(collection) > shared(best) ? collection : best),
    candidates[0] ?? singleFiles[0]!,
  )
}

/** Where the entry's data keeps the file as loaded (file-format.ts writes changes into it) and the check's verdict. */
export const fileCheckField = 'fileCheck'

export interface FileCheck {
  /** The kind of content file it is (its collection's name). */
  collection: string
  /** The file's text as loaded. */
  text: string
  /** What the content check says about the file as it is saved, each with what the editor did about it. */
  problems: Problem[]
  /** False when the file's fields cannot be read at all (broken YAML): the editor then cannot save it. */
  readable: boolean
  /** Fields unknown to the schema were taken from the form's data (and moved where meant): saving corrects the file. */
  correctable: boolean
  /** The owner asked for the corrections (the notice's button), letting Decap save an entry with no other change. */
  corrected?: boolean
  /** Shown before the entry's title in the list: a word that it needs fixing, or nothing. */
  mark: string
}

type Data = Record<string, unknown>

const childAt = (data: Data, path: readonly PropertyKey[]) =>
  path.reduce<unknown>((value, key) => (value as Record<PropertyKey, unknown> | undefined)?.[key], data)

/** The check's problems with `file`'s text (`[]` when it passes). */
function problemsOf(collection: CollectionDefinition, text: string): Problem[] {
  // Any name of the collection's pattern: the check reads the kind of file from its path.
  const file = `content/${collection.files.replace('{name}', 'entry')}`
  try {
    parseContentFile(file, text)
    return []
  } catch (error) {
    if (error instanceof ContentError) return error.problems
    throw error
  }
}

/** The entry's data for the form, from a file of `collection`, with the check's verdict under `fileCheck`. */
export function readFile(collection: CollectionDefinition, text: string): Data {
  const mdx = collection.files.endsWith('.mdx')
  const problems = problemsOf(collection, text)
  const parts = partsOf(text, mdx)
  const doc = parts && YAML.parseDocument(parts.yaml)
  const readable = !!doc && !doc.errors.length
  let data: Data = {}
  try {
    // Broken YAML still gives what the parser could make out, shown but never saved.
    const value = doc?.toJS()
    if (value && typeof value === 'object' && !Array.isArray(value)) data = value as Data
  } catch {
    // Nothing could be made out.
  }

  const unknown = readable ? takeUnknownFields(collection, data) : new Map<string, Unknown>()
  const filled = [...unknown.values()].flatMap(({ filled }) => (filled ? [filled] : []))
  const shown = problems
    // The field a misspelt one moved into is no longer missing.
    .filter((problem) => !filled.some((field) => problem.message === `field "${field}": is required`))
    .map((problem) => {
      const key = /^unknown field "([^"]+)"/.exec(problem.message)?.[1]
      const taken = key === undefined ? undefined : unknown.get(key)
      if (!taken) return problem
      const action = taken.movedTo
        ? `Its value is now in "${taken.movedTo}" below; saving removes "${key}" from the file.`
        : `Saving removes it from the file; it held ${JSON.stringify(taken.value)}.`
      return { ...problem, message: `${problem.message.replace(/[^.?!]$/, '$&.')} ${action}` }
    })
  const title = collection.titleField
  if (!readable && title && !data[title]) data[title] = 'File the editor cannot read'
  const fileCheck: FileCheck = {
    collection: collection.name,
    text,
    problems: shown,
    readable,
    correctable: unknown.size > 0,
    mark: readable ? (shown.length ? 'Needs fixing: ' : '') : 'Cannot be read: ',
  }
  return { ...data, ...(parts?.body?.trim() ? { body: parts.body } : {}), [fileCheckField]: fileCheck }
}

/** A field the schema does not know: its value, and the field it went into if any (named there, and by the check). */
interface Unknown {
  value: unknown
  movedTo?: string
  filled?: string
}

/** Takes every field the schema does not know out of `data`: into the field meant, if one is close and empty. */
function takeUnknownFields(collection: CollectionDefinition, data: Data): Map<string, Unknown> {
  const taken = new Map<string, Unknown>()
  const issues = collection.schema.safeParse(data).error?.issues ?? []
  for (const issue of issues) {
    if (issue.code !== 'unrecognized_keys') continue
    const holder = childAt(data, issue.path) as Data
    for (const key of issue.keys) {
      const value = holder[key]
      delete holder[key]
      const meant = meantField(key, collection.schema, issue.path)
      const movedTo = meant && holder[meant] === undefined ? meant : undefined
      if (movedTo) holder[movedTo] = value
      taken.set(key, { value, movedTo, filled: movedTo && fieldName([...issue.path, movedTo]) })
    }
  }
  return taken
}
