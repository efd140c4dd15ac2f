// The rules across files (save-refusals.ts) asked of the entry on screen: by the Draft switch, whose message shows
// beside it and stops the save like any field's (draft-switch.ts), and again as the save starts (editor.ts), so an
// entry the content check would refuse is never saved; and of a change as it is published or an entry as it is deleted
// (site-guard.ts).
import { type CollectionDefinition, collections, isFolder } from '#content/collections.ts'
import { savedData } from './as-saved.ts'
import type { ImmutableMap } from './decap.ts'
import { decapState } from './decap-internals.ts'
import type { DecapField } from '../decap-fields.ts'
import { checkEntry, type FieldProblem, formSays, kindOf } from './entry-check.ts'
import { decapName } from './formats.ts'
import {
  type Drafts,
  deleteRefusals,
  publishRefusals,
  type Since,
  saveRefusals,
  type Unpublished,
} from './save-refusals.ts'
import { toPageText } from './typed-text.ts'

// @ts-expect-error written beside the served file by admin-files.ts, from content/
const { default: built } = (await import('./content-files.js')) as { default: Drafts }

type Entities = { forEach(f: (entry: ImmutableMap) => void): void } | undefined

/** The field that titles an entry of Decap's `collection`, as its list shows it. */
const titleOf = (collection: string) =>
  (collections as readonly CollectionDefinition[]).filter(isFolder).find(({ name }) => decapName(name) === collection)
    ?.titleField ?? 'title'

/**
 * What this browser knows of `collection` since the editor was built: the entries as the site has them where loaded
 * (Decap's lists, which hold each save made at once), once its list has been loaded every entry in it (Decap takes a
 * deleted one out), and the changes saved and not yet published (Decap loads them all as an entry opens).
 */
export function sinceBuilt(collection: string): Since {
  const state = decapState()
  if (!state) return {}
  const saved: Record<string, boolean> = {}
  ;(state.entries.get('entities') as Entities)?.forEach((entry) => {
    if (entry.get('collection') === collection)
      saved[String(entry.get('slug'))] = entry.getIn(['data', 'draft']) === true
  })
  const unpublished: Record<string, Unpublished> = {}
  ;(state.editorialWorkflow.get('entities') as Entities)?.forEach((entry) => {
    const data = entry.get('data') as ImmutableMap | undefined
    if (entry.get('collection') !== collection || !data) return
    const slug = String(entry.get('slug'))
    unpublished[slug] = { draft: data.get('draft') === true, title: String(data.get(titleOf(collection)) ?? slug) }
  })
  const listed = state.entries.getIn(['pages', collection, 'ids']) as { toJS(): string[] } | undefined
  return { saved, listed: listed?.toJS(), unpublished }
}

const saving = (entry: ImmutableMap) => ({
  collection: String(entry.get('collection')),
  slug: String(entry.get('slug') ?? ''),
  data: savedData(entry).toJS(),
})

/** The check's sentences that would refuse `entry` (Decap's entry being edited) once saved. */
export function refusalsOf(entry: ImmutableMap): string[] {
  const change = saving(entry)
  return saveRefusals(change, built, sinceBuilt(change.collection))
}

/** The check's sentences that would refuse publishing `entry` (a change not yet published). */
export function publishRefusalsOf(entry: ImmutableMap): string[] {
  const change = saving(entry)
  return publishRefusals(change, built, sinceBuilt(change.collection))
}

/** The check's sentences that would refuse deleting `entry`. */
export function deleteRefusalsOf(entry: ImmutableMap): string[] {
  const collection = String(entry.get('collection'))
  return deleteRefusals({ collection, slug: String(entry.get('slug') ?? '') }, built, sinceBuilt(collection))
}

/** The form of Decap's `collection` (for single files, the file named `slug`): its fields, as config.yml gives them. */
export function formOf(collection: string, slug: string): DecapField[] {
  const config = decapState()?.collections.get(collection) as ImmutableMap | undefined
  const files = config?.get('files') as
    | { find(f: (file: ImmutableMap) => boolean): ImmutableMap | undefined }
    | undefined
  const fields = (files ? files.find((file) => file.get('name') === slug) : config)?.get('fields')
  return ((fields as ImmutableMap | undefined)?.toJS() as unknown as DecapField[] | undefined) ?? []
}

/** The check's sentences about `entry` (Decap's entry being edited) as it would be saved, by its fields. */
export function problemsOf(entry: ImmutableMap): FieldProblem[] {
  const collection = String(entry.get('collection'))
  const slug = String(entry.get('slug') ?? '')
  const kind = kindOf(collection, slug)
  if (!kind) return []
  const { body, fileCheck: _, ...fields } = savedData(entry).toJS()
  const text = typeof body === 'string' ? toPageText(body) : ''
  const form = formOf(collection, slug)
  return checkEntry(kind, fields, text, form).filter((problem) => !formSays(problem, { ...fields, body }, form))
}
