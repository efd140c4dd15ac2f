// The rules across files (save-refusals.ts) asked of the entry on screen: by the Draft switch, whose message shows
// beside it and stops the save like any field's (draft-switch.ts), and again as the save starts (editor.ts), so an
// entry the content check would refuse is never saved.
import { savedData } from './as-saved.ts'
import { decapStore, type ImmutableMap } from './decap.ts'
import type { DecapField } from '../decap-fields.ts'
import { checkEntry, type FieldProblem, formSays, kindOf } from './entry-check.ts'
import { type Drafts, deleteRefusals, type Since, saveRefusals } from './save-refusals.ts'
import { toPageText } from './typed-text.ts'

// @ts-expect-error written beside the served file by admin-files.ts, from content/
const { default: built } = (await import('./content-files.js')) as { default: Drafts }

/**
 * What this browser knows of `collection` since the editor was built: the entries saved (Decap's lists hold each
 * save) and, once its list has been loaded, every entry in it (Decap takes a deleted one out).
 */
export function sinceBuilt(collection: string): Since {
  const { entries } = decapStore.getState()
  const saved: Record<string, boolean> = {}
  const entities = entries.get('entities') as { forEach(f: (e: ImmutableMap) => void): void }
  entities?.forEach((entry) => {
    if (entry.get('collection') === collection)
      saved[String(entry.get('slug'))] = entry.getIn(['data', 'draft']) === true
  })
  const listed = entries.getIn(['pages', collection, 'ids']) as { toJS(): string[] } | undefined
  return { saved, listed: listed?.toJS() }
}

/** The check's sentences that would refuse `entry` (Decap's entry being edited) once saved. */
export function refusalsOf(entry: ImmutableMap): string[] {
  const collection = String(entry.get('collection'))
  const saving = { collection, slug: String(entry.get('slug') ?? ''), data: savedData(entry).toJS() }
  return saveRefusals(saving, built, sinceBuilt(collection))
}

/** The check's sentences that would refuse deleting the entry on screen. */
export function deleteRefusalsOf(entry: ImmutableMap): string[] {
  const collection = String(entry.get('collection'))
  return deleteRefusals({ collection, slug: String(entry.get('slug') ?? '') }, built, sinceBuilt(collection))
}

/** The form of Decap's `collection` (for single files, the file named `slug`): its fields, as config.yml gives them. */
export function formOf(collection: string, slug: string): DecapField[] {
  const config = decapStore.getState().collections.get(collection) as ImmutableMap | undefined
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
