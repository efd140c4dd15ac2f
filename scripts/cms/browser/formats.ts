// The web editor's formats for the content files (registered with Decap by content-formats.ts, named
// in the generated config by scripts/cms/config.ts): reading gives the form the file's fields and the
// content check's verdict (file-check.ts), writing changes only what the owner changed (file-format.ts).
import { type CollectionDefinition, collections, isFolder } from '#content/collections.ts'
import { formatOf } from '../decap-names.ts'
import { type FileCheck, fileCheckField, readFile, singleFileKind } from './file-check.ts'
import { writeFile } from './file-format.ts'

type Data = Record<string, unknown>

/** What Decap's registerCustomFormat takes. toFile gets the entry's data as plain values and the form's field order. */
export interface Formatter {
  fromFile(text: string): Data
  toFile(data: Data, order?: string[]): string
}

/** Writing a file of `collection`: into the file as loaded, or a new one. */
function writeEntry(collection: CollectionDefinition, data: Data, order?: string[]): string {
  const { [fileCheckField]: check, body, ...fields } = data
  const loaded = check as FileCheck | undefined
  const kind = (collections as readonly CollectionDefinition[]).find((c) => c.name === loaded?.collection) ?? collection
  const shape = kind.schema.shape as Record<string, { safeParse(value: unknown): { data?: unknown } }>
  // A field the file leaves out stands for the schema's default: a form's unticked box adds no line.
  const isDefault = (key: string, value: unknown) =>
    JSON.stringify(shape[key]?.safeParse(undefined).data) === JSON.stringify(value)
  return writeFile(fields, body as string | undefined, loaded?.text, kind.files.endsWith('.mdx'), { order, isDefault })
}

/** The formats by name, with the extension of the files they write. */
export const contentFormats: { name: string; extension: string; formatter: Formatter }[] = [
  ...(collections as readonly CollectionDefinition[]).filter(isFolder).map((collection) => ({
    name: formatOf(collection),
    extension: collection.files.endsWith('.mdx') ? 'mdx' : 'yaml',
    formatter: {
      fromFile: (text: string) => readFile(collection, text),
      toFile: (data: Data, order?: string[]) => writeEntry(collection, data, order),
    },
  })),
  {
    name: formatOf(collections.find((collection) => !isFolder(collection))!),
    extension: 'yaml',
    formatter: {
      fromFile: (text: string) => readFile(singleFileKind(text), text),
      toFile: (data: Data, order?: string[]) =>
        writeEntry(singleFileKind((data[fileCheckField] as FileCheck | undefined)?.text ?? ''), data, order),
    },
  },
]
