// What the content check would refuse across files once an entry is saved, published or deleted
// (content-layer/cross-file.ts, the check's own rules), asked before it happens so the owner reads the check's sentence
// beside the switch that causes it, never a change that fails later. The site is judged as it will be: the files as the
// editor was built from them (content-files.js, admin-files.ts), with what this browser has since seen saved and
// deleted, and with the editorial workflow's changes saved and not yet published. A change is refused only when it
// leaves the site worse than it was: a repair is accepted even while the site fails the check.
import { crossFileProblems, type CrossFileProblem } from '#content/cross-file.ts'
import { type CollectionDefinition, collections, isFolder } from '#content/collections.ts'
import { sentence } from '#content/issue-messages.ts'
import { decapName } from './formats.ts'

/** Each content file by its path in content/: whether it is a draft (null: the check cannot read it). */
export type Drafts = Record<string, { draft: boolean } | null>

/** The entry about to be saved: Decap's collection name, its file name (empty while new) and its values as saved. */
export type Saving = { collection: string; slug?: string; data: Record<string, unknown> }

const folders = (collections as readonly CollectionDefinition[]).filter(isFolder)

/** An entry's change saved and not yet published: whether the entry is a draft in it, and the entry's title. */
export type Unpublished = { draft: boolean; title: string }

/** What this browser knows of the entries of a collection since `files` were read, by file name. */
export type Since = {
  /** The entries as the site now has them, where loaded: whether each is a draft. */
  saved?: Record<string, boolean>
  /** Every entry the editor's list holds, when it has been loaded: a file of `files` not in it has been deleted. */
  listed?: readonly string[]
  /** The entries with changes saved and not yet published (the editorial workflow). */
  unpublished?: Record<string, Unpublished>
}

type Files = Map<string, { draft: boolean } | undefined>

/**
 * The check's sentences about `entry` (its file, or its folder's counts) once saved: the site as it will be once every
 * change saved and not yet published is, this save included.
 */
export const saveRefusals = (entry: Saving, files: Drafts, since: Since = {}): string[] =>
  refusalsAfter(entry, files, since, true, (site, file) => site.set(file, { draft: entry.data.draft === true }))

/** The check's sentences about publishing `entry` (its change not yet published): the site as the merge leaves it. */
export const publishRefusals = (entry: Saving, files: Drafts, since: Since = {}): string[] =>
  refusalsAfter(entry, files, since, false, (site, file) => site.set(file, { draft: entry.data.draft === true })).map(
    (refusal) => `Publishing this change would leave the site failing the content check: ${refusal}`,
  )

/** The check's sentences that would refuse deleting `entry` (its file, or its folder's counts) from `files`. */
export const deleteRefusals = (entry: Omit<Saving, 'data'>, files: Drafts, since: Since = {}): string[] =>
  refusalsAfter(entry, files, since, false, (site, file) => site.delete(file))

/**
 * The check's sentences about `entry` once `change` (its save, publication or deletion) is made to the site, each a
 * problem the change causes or makes worse. `pending`: the site counted with the changes not yet published.
 */
function refusalsAfter(
  entry: Omit<Saving, 'data'>,
  files: Drafts,
  { saved: savedSince = {}, listed, unpublished = {} }: Since,
  pending: boolean,
  change: (files: Files, file: string) => void,
): string[] {
  const folder = folders.find(({ name }) => decapName(name) === entry.collection)
  if (!folder) return []
  const fileOf = (slug: string) => folder.files.replace('{name}', slug)
  // A new entry is counted under a name no file has until it is saved.
  const file = fileOf(entry.slug || '\0new')
  const dir = file.slice(0, file.indexOf('/') + 1)
  const listedFiles = listed && new Set(listed.map(fileOf))
  const site: Files = new Map(
    Object.entries(files)
      .filter(([path]) => !listedFiles || !path.startsWith(dir) || listedFiles.has(path))
      .map(([path, value]) => [path, value ?? undefined]),
  )
  for (const [slug, draft] of Object.entries(savedSince)) site.set(fileOf(slug), { draft })
  // The other changes waiting that hide an entry the site now shows: named when the count they share falls short.
  const hiding: string[] = []
  if (pending)
    for (const [slug, { draft, title }] of Object.entries(unpublished)) {
      if (draft && site.get(fileOf(slug))?.draft === false && fileOf(slug) !== file) hiding.push(`“${title}”`)
      site.set(fileOf(slug), { draft })
    }
  const before = crossFileProblems(site)
  change(site, file)
  const shortBefore = (problem: CrossFileProblem) => before.find(({ file }) => file === problem.file)?.short ?? 0
  return (
    crossFileProblems(site)
      .filter((problem) => (problem.file === file || problem.file === dir) && problem.short > shortBefore(problem))
      // The check writes its words after a file's name, some with no full stop.
      .map(({ file, problem }) =>
        file === dir && hiding.length
          ? `${sentence(problem)} That counts your changes not yet published (on the Workflow page), which also ` +
            `hide ${hiding.join(' and ')}.`
          : sentence(problem),
      )
  )
}
