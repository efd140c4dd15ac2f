// Runs beside Decap CMS in /admin/ (decap-cms.js, loaded before this): keeps each save to the entry the address
// names (entry-address-guard.ts) and puts values back in the content files' form before it (as-saved.ts).
import { savedData } from './as-saved.ts'
import { CMS } from './decap.ts'
import { refusalsOf } from './save-guard.ts'
import './entry-address-guard.ts'
import './locale.ts'
import './leave-prompt.ts'
import './limited-text.ts'
import './page-text.ts'
import './draft-switch.ts'
import './image-thumbnails.ts'
import './uploads.ts'
import './preview.ts'
import './refused-save.ts'
import './delete-guard.ts'
import './content-formats.ts'
// Last: it wraps every control registered before it.
import './checked-fields.ts'

CMS.registerEventListener({
  name: 'preSave',
  handler({ entry }) {
    // The Draft switch refuses these before the save (draft-switch.ts); a collection without one is asked here.
    const refusals = refusalsOf(entry)
    // Shown after Decap's "Not saved: " (locale.ts): an Error's name would come first.
    if (refusals.length) throw Object.assign(new Error(refusals.join(' ')), { name: '' })
    return savedData(entry)
  },
})

// Everything above is registered: Decap may start (store-hook.ts holds it back until now).
CMS.init()
