// How the web editor reads a content file: its fields for the form, and what `npm run check:content` says about it,
// so a broken file shows the check's words rather than a blank entry (docs/editing.md). A field the schema does not
// know is never kept unseen: the notice says where its value went, and saving leaves it out of the file.
import YAML from 'yaml'
import { type CollectionDefinition, collections, isFolder, schemaOf } from '#content/collections.ts'
import { anyNameContext } from '../../content/schemas/context.ts'
import { fieldName, meantField } from '#content/issue-messages.ts'
import { ContentError, parseContentFile, type Problem } from '#content/parse.ts'
import { partsOf } from './file-format.ts'
import { toTyped } from './typed-text.ts'

const singleFiles = (collections as readonly CollectionDefinition[]).filter((collection) => !isFolder(collection))

/** Which single file `text` is: the one of its form (YAML or MDX) whose schema shares most fields with it. */
export function singleFileKind(text: string): CollectionDefinition {
  const mdx = /^---[ \t]*\r?\n/.test(text)
  const keys = new Set([...text.matchAll(/^([A-Za-z][\w-]*)[ \t]*:/gm)].map((match) => match[1]))
  const shared = (collection: CollectionDefinition) =>
    Object.keys(schemaOf(collection, anyNameContext).shape).filter((key) => keys.has(key)).length
  const candidates = singleFiles.filter((collection) => collection.files.endsWith('.mdx') === mdx)
  return candidates.reduce(
    (best, collection) => (shared(collection) > shared(best) ? collection : best),
    candidates[0] ?? singleFiles[0]!,
  )
}

/** Where the entry's data keeps the file as loaded (file-format.ts writes changes into it) and the check's verdict. */
export const fileCheckField = 'fileCheck'

/**
 * The file as loaded, of kind `collection`; the check's `problems`, each with what the editor did about it; not
 * `readable` (broken YAML) when it cannot be saved from the editor; `correctable` when fields the schema does not know
 * were taken out of the form's data, which saving corrects (`corrected`: the owner asked for it, so Decap saves an
 * entry nothing else changed in); `mark`, shown before the entry's title in the list.
 */
export type FileCheck = {
  collection: string
  text: string
  problems: Problem[]
  readable: boolean
  correctable: boolean
  corrected?: boolean
  mark: string
}

type Data = Record<string, unknown>

/** The entry's data for the form, from a file of `collection`, with the check's verdict under `fileCheck`. */
export function readFile(collection: CollectionDefinition, text: string): Data {
  let problems: Problem[] = []
  try {
    // Any name of the collection's pattern: the check reads the kind of file from its path.
    parseContentFile(`content/${collection.files.replace('{name}', 'entry')}`, text, anyNameContext)
  } catch (error) {
    if (!(error instanceof ContentError)) throw error
    problems = error.problems
  }
  const parts = partsOf(text, collection.files.endsWith('.mdx'))
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

  const unknown = readable ? takeUnknownFields(collection, data) : new Map<string, never>()
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
  // The page text as the owner typed it (typed-text.ts): the backslashes the save added are not the owner's.
  return { ...data, ...(parts?.body?.trim() ? { body: toTyped(parts.body) } : {}), [fileCheckField]: fileCheck }
}

/**
 * Takes every field the schema does not know out of `data`: into the field meant, if one is close and empty. Each
 * by its key: its value, and the field it moved into, if any (its name there, and as the check names it).
 */
function takeUnknownFields(collection: CollectionDefinition, data: Data) {
  const taken = new Map<string, { value: unknown; movedTo?: string; filled?: string }>()
  const schema = schemaOf(collection, anyNameContext)
  const issues = schema.safeParse(data).error?.issues ?? []
  for (const issue of issues) {
    if (issue.code !== 'unrecognized_keys') continue
    const holder = issue.path.reduce<Data>((value, key) => value?.[key as string] as Data, data)
    for (const key of issue.keys) {
      const value = holder[key]
      delete holder[key]
      const meant = meantField(key, schema, issue.path)
      const movedTo = meant && holder[meant] === undefined ? meant : undefined
      if (movedTo) holder[movedTo] = value
      taken.set(key, { value, movedTo, filled: movedTo && fieldName([...issue.path, movedTo]) })
    }
  }
  return taken
}
