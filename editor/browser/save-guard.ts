// The rules across files (save-refusals.ts) asked of the entry on screen: by the Draft switch, whose message shows
// beside it and stops the save like any field's (draft-switch.ts), and again as the save starts (editor.ts), so an
// entry the content check would refuse is never saved.
import { savedData } from './as-saved.ts'
import { decapStore, type ImmutableMap } from './decap.ts'
import { type Drafts, saveRefusals } from './save-refusals.ts'

// @ts-expect-error written beside the served file by admin-files.ts, from content/
const { default: built } = (await import('./content-files.js')) as { default: Drafts }

/** The entries of `collection` saved in this browser since the editor was built: Decap's lists hold each save. */
function savedSince(collection: string): Record<string, boolean> {
  const saved: Record<string, boolean> = {}
  const entities = decapStore.getState().entries.get('entities') as { forEach(f: (e: ImmutableMap) => void): void }
  entities?.forEach((entry) => {
    if (entry.get('collection') === collection)
      saved[String(entry.get('slug'))] = entry.getIn(['data', 'draft']) === true
  })
  return saved
}

/** The check's sentences that would refuse `entry` (Decap's entry being edited) once saved. */
export function refusalsOf(entry: ImmutableMap): string[] {
  const collection = String(entry.get('collection'))
  const saving = { collection, slug: String(entry.get('slug') ?? ''), data: savedData(entry).toJS() }
  return saveRefusals(saving, built, savedSince(collection))
}
