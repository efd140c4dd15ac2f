// What the content check would refuse across files if an entry were saved as it stands, or deleted
// (content-layer/cross-file.ts, the check's own rules), asked before the save so the owner reads the check's sentence
// beside the switch that causes it, and before a deletion (delete-guard.ts), never a change that fails later. The
// other files are the site's as the editor was built from them (content-files.js, admin-files.ts), with the saves and
// deletions made since in this browser over them.
import { crossFileProblems } from '#content/cross-file.ts'
import { type CollectionDefinition, collections, isFolder } from '#content/collections.ts'
import { sentence } from '#content/issue-messages.ts'
import { decapName } from './formats.ts'

/** Each content file by its path in content/: whether it is a draft (null: the check cannot read it). */
export type Drafts = Record<string, { draft: boolean } | null>

/** The entry about to be saved: Decap's collection name, its file name (empty while new) and its values as saved. */
export type Saving = { collection: string; slug?: string; data: Record<string, unknown> }

const folders = (collections as readonly CollectionDefinition[]).filter(isFolder)

/** What this browser knows of the entries of a collection since `files` were read, by file name. */
export type Since = {
  /** The entries saved: whether each is a draft. */
  saved?: Record<string, boolean>
  /** Every entry the editor's list holds, when it has been loaded: a file of `files` not in it has been deleted. */
  listed?: readonly string[]
}

/**
 * The check's sentences about `entry` (its file, or its folder's counts) once saved among `files`, with what this
 * browser has saved and deleted since they were read.
 */
export const saveRefusals = (entry: Saving, files: Drafts, since: Since = {}): string[] =>
  refusalsAfter(entry, files, since, (saved, file) => saved.set(file, { draft: entry.data.draft === true }))

/** The check's sentences that would refuse deleting `entry` (its file, or its folder's counts) from `files`. */
export const deleteRefusals = (entry: Omit<Saving, 'data'>, files: Drafts, since: Since = {}): string[] =>
  refusalsAfter(entry, files, since, (saved, file) => saved.delete(file))

type Files = Map<string, { draft: boolean } | undefined>

/** The check's sentences about `entry` once `change` (its save or its deletion) is made to the files. */
function refusalsAfter(
  entry: Omit<Saving, 'data'>,
  files: Drafts,
  { saved: savedSince = {}, listed }: Since,
  change: (files: Files, file: string) => void,
): string[] {
  const folder = folders.find(({ name }) => decapName(name) === entry.collection)
  if (!folder) return []
  const fileOf = (slug: string) => folder.files.replace('{name}', slug)
  // A new entry is counted under a name no file has until it is saved.
  const file = fileOf(entry.slug || '\0new')
  const dir = file.slice(0, file.indexOf('/') + 1)
  const listedFiles = listed && new Set(listed.map(fileOf))
  const saved: Files = new Map(
    Object.entries(files)
      .filter(([path]) => !listedFiles || !path.startsWith(dir) || listedFiles.has(path))
      .map(([path, value]) => [path, value ?? undefined]),
  )
  for (const [slug, draft] of Object.entries(savedSince)) saved.set(fileOf(slug), { draft })
  change(saved, file)
  return (
    crossFileProblems(saved)
      .filter((problem) => problem.file === file || problem.file === dir)
      // The check writes its words after a file's name, some with no full stop.
      .map(({ problem }) => sentence(problem))
  )
}
