// Runs beside Decap CMS in /admin/ (decap-cms.js, loaded before this): puts values back in the content files'
// form before each save (normalize.ts), by the rules generated from the schemas (save-rules.js, admin-files.ts).
import type { SaveRule } from '../decap-fields.ts'
import { CMS, type ImmutableMap } from './decap.ts'
import { changes } from './normalize.ts'
import './words.ts'
import './limited-text.ts'
import './image-thumbnails.ts'
import './uploads.ts'
import './preview.ts'
import './content-formats.ts'

// @ts-expect-error written beside the served file by admin-files.ts, from the schemas
const { default: saveRules } = (await import('./save-rules.js')) as { default: Record<string, SaveRule[]> }

CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }) => {
    const rules = saveRules[entry.get('collection') as string] ?? saveRules[`files/${entry.get('slug')}`] ?? []
    let data = entry.get('data') as ImmutableMap
    for (const [path, value] of changes(data.toJS(), rules)) data = data.setIn(path, value)
    return data
  },
})
