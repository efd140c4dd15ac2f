// An entry's values as a save writes them to its file (normalize.ts, by the rules generated from the schemas in
// save-rules.js, admin-files.ts): what the preSave event saves (editor.ts) and what the preview checks (preview.ts),
// so the preview shows what the site will, e.g. 12 typed in "Units delivered", a text box, as the number 12.
import type { SaveRule } from '../decap-fields.ts'
import type { ImmutableMap } from './decap.ts'
import { changes } from './normalize.ts'

// @ts-expect-error written beside the served file by admin-files.ts, from the schemas
const { default: saveRules } = (await import('./save-rules.js')) as { default: Record<string, SaveRule[]> }

/** The entry's data, each value a save rule names in the file's form. */
export function savedData(entry: ImmutableMap): ImmutableMap {
  const rules = saveRules[entry.get('collection') as string] ?? saveRules[`files/${entry.get('slug')}`] ?? []
  let data = entry.get('data') as ImmutableMap
  for (const [path, value] of changes(data.toJS(), rules)) data = data.setIn(path, value)
  return data
}
