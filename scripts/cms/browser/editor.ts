// Runs beside Decap CMS in /admin/ (decap-cms.js, loaded before this): puts values back in the
// content files' form before each save (normalize.ts), with the rules generated from the schemas
// (save-rules.js, written beside it by scripts/cms/admin-files.ts).
import type { SaveRule } from '../decap-fields.ts'
import { changes } from './normalize.ts'
import './words.ts'
import './limited-text.ts'
import './image-thumbnails.ts'
import './uploads.ts'
import './preview.ts'
import './content-formats.ts'

// Immutable.js maps, as Decap keeps entries.
interface Data {
  toJS(): unknown
  setIn(path: (string | number)[], value: unknown): Data
}
interface Entry {
  get(key: 'collection' | 'slug'): string
  get(key: 'data'): Data
}
declare const CMS: {
  registerEventListener(listener: { name: 'preSave'; handler: (event: { entry: Entry }) => Data }): void
}

// @ts-expect-error written beside the served file by admin-files.ts, from the schemas
const { default: saveRules } = (await import('./save-rules.js')) as { default: Record<string, SaveRule[]> }

CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }) => {
    const collection = entry.get('collection')
    const file = entry.get('slug')
    const rules = saveRules[collection] ?? saveRules[`files/${file}`] ?? []
    let data = entry.get('data')
    for (const [path, value] of changes(data.toJS(), rules)) data = data.setIn(path, value)
    return data
  },
})
