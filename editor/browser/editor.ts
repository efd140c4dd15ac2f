// Runs beside Decap CMS in /admin/ (decap-cms.js, loaded before this): keeps each save to the entry the address
// names (follow-address.ts) and puts values back in the content files' form before it (as-saved.ts).
import { savedData } from './as-saved.ts'
import { CMS } from './decap.ts'
import './follow-address.ts'
import './words.ts'
import './limited-text.ts'
import './page-text.ts'
import './draft-switch.ts'
import './image-thumbnails.ts'
import './uploads.ts'
import './preview.ts'
import './content-formats.ts'

CMS.registerEventListener({ name: 'preSave', handler: ({ entry }) => savedData(entry) })
