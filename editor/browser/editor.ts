// Runs beside Decap CMS in /admin/ (decap-cms.js, loaded before this): keeps each save to the entry the address
// names (entry-address-guard.ts) and puts values back in the content files' form before it (as-saved.ts).
import { savedData } from './as-saved.ts'
import { CMS, stopWith } from './decap.ts'
import { checkInternals } from './decap-internals.ts'
import { publishRefusalsOf, refusalsOf } from './save-guard.ts'
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
    stopWith(refusalsOf(entry))
    return savedData(entry)
  },
})

// Publishing a change merges it into the site (from the entry or the Workflow page); where a save writes the files at
// once, Decap asks this after preSave, of the same entry.
CMS.registerEventListener({
  name: 'prePublish',
  handler({ entry }) {
    stopWith(publishRefusalsOf(entry))
    return undefined
  },
})

// Decap's store, built as its bundle loaded: what rests on it is off, and the owner told so, if it is not there.
checkInternals()
// Everything above is registered: Decap may start (store-hook.ts holds it back until now).
CMS.init()
