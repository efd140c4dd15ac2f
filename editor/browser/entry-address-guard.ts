// Keeps the editor on the entry its address names, where Decap does not (entry-address.ts says when), so one entry's
// values never go into another entry's file, and puts every save back in Decap's lists at once (docs/editing.md).
// Decap has no setting for either: its editor loads its entry only when it opens.
import { CMS, stopWith } from './decap.ts'
import { showInLists } from './decap-internals.ts'
import { editorialWorkflow } from './publish-mode.ts'
import { type DraftEntry, isEntryAt, needsReload, type Saves } from './entry-address.ts'

const saves: Saves = {}

const wrongEntry =
  'the form on screen is not the entry the address names, so saving it could change the wrong file. Reload the ' +
  'page to open that entry.'

CMS.registerEventListener({
  name: 'preSave',
  handler({ entry }) {
    const draft = Object.fromEntries(['collection', 'slug', 'newRecord'].map((key) => [key, entry.get(key)]))
    stopWith(isEntryAt(draft as DraftEntry, location.href) ? [] : [wrongEntry])
    return undefined
  },
})

CMS.registerEventListener({
  name: 'postSave',
  handler({ entry }) {
    // Decap then loads a new entry into its lists and moves to its address itself.
    saves.newIn = entry.get('newRecord') ? String(entry.get('collection')) : undefined
    // With the editorial workflow a save is a change waiting to be published: the lists keep the published entry.
    if (!saves.newIn && !editorialWorkflow) showInLists(entry)
    return undefined
  },
})

addEventListener('hashchange', ({ oldURL, newURL }) => {
  const reload = needsReload(oldURL, newURL, saves)
  saves.newIn = undefined
  // After Decap's own listener, which first asks whether to leave unsaved changes (and may move the address back).
  if (reload) setTimeout(() => location.href === newURL && location.reload())
})
