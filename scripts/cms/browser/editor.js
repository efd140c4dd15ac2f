// Runs beside Decap CMS in /admin/ (decap-cms.js, loaded before this): puts values back in the
// content files' form before each save (normalize.js), with the rules generated from the schemas
// (save-rules.js, written by scripts/cms/admin-files.ts).
import { changes } from './normalize.js'
import saveRules from './save-rules.js'

const CMS = /** @type {any} */ (window).CMS

CMS.registerEventListener({
  name: 'preSave',
  /** @param {{ entry: any }} event */
  handler: ({ entry }) => {
    const collection = entry.get('collection')
    const file = entry.get('slug')
    const rules = saveRules[collection] ?? saveRules[`files/${file}`] ?? []
    let data = entry.get('data')
    for (const [path, value] of changes(data.toJS(), rules)) data = data.setIn(path, value)
    return data
  },
})
