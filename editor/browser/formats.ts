// The web editor's formats for the content files (registered by content-formats.ts, named in config.yml by
// editor/config.ts): reading gives the form the file's fields and the content check's verdict (file-check.ts),
// writing changes only what the owner changed (file-format.ts).
import { type CollectionDefinition, collections, isFolder, schemaOf } from '#content/collections.ts'
import { anyNameContext } from '../../content/schemas/context.ts'
import { type FileCheck, fileCheckField, readFile, singleFileKind } from './file-check.ts'
import { writeFile } from './file-format.ts'
import { toPageText } from './typed-text.ts'

type Data = Record<string, unknown>

/** Decap's name for a kind of content, which collections.ts names in words: "service panels" -> "service-panels". */
export const decapName = (name: string) => name.replace(/\s+/g, '-')

/** A collection's format; the single files share one, as Decap keeps them in one collection. */
export const formatOf = (collection: CollectionDefinition) =>
  isFolder(collection) ? `content-${decapName(collection.name)}` : 'content-single-files'

/** What Decap's registerCustomFormat takes; toFile gets the entry's data as plain values and the form's field order. */
export interface Formatter {
  fromFile(text: string): Data
  toFile(data: Data, order?: string[]): string
}

/** The format of `collection`'s files; `kindOf` tells which kind a file's text is (the single files share one). */
function format(collection: CollectionDefinition, kindOf: (text: string) => CollectionDefinition) {
  const formatter: Formatter = {
    fromFile: (text) => readFile(kindOf(text), text),
    // Into the file as loaded, or a new one.
    toFile({ [fileCheckField]: check, body, ...fields }, order) {
      const text = (check as FileCheck | undefined)?.text
      const kind = kindOf(text ?? '')
      const { shape } = schemaOf(kind, anyNameContext)
      // A field the file leaves out stands for the schema's default: a form's unticked box adds no line.
      const isDefault = (key: string, value: unknown) =>
        JSON.stringify(shape[key]?.safeParse(undefined).data) === JSON.stringify(value)
      // The page text so it shows as typed: a "{" or "<" the owner typed is text, not code.
      const pageText = typeof body === 'string' ? toPageText(body) : undefined
      return writeFile(fields, pageText, text, { mdx: kind.files.endsWith('.mdx'), order, isDefault })
    },
  }
  return { name: formatOf(collection), extension: collection.files.endsWith('.mdx') ? 'mdx' : 'yaml', formatter }
}

export const contentFormats = [
  ...(collections as readonly CollectionDefinition[]).filter(isFolder).map((folder) => format(folder, () => folder)),
  format(collections.find((collection) => !isFolder(collection))!, singleFileKind),
]
