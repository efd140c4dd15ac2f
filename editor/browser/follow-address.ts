// Keeps the editor on the entry its address names, where Decap does not (entry-address.ts says when): a move of the
// address that Decap's open editor or its lists would not follow loads the page again, which opens what the address
// names as it is on disk; and a save is refused unless its entry is the one the address names, so one entry's values
// never go into another entry's file. Decap has no setting for either (its editor loads its entry only when it opens).
import { CMS } from './decap.ts'
import { type DraftEntry, isEntryAt, needsReload, type Saves } from './entry-address.ts'

const saves: Saves = { any: false }

const wrongEntry =
  'the form on screen is not the entry the address names, so saving it could change the wrong file. Reload the ' +
  'page to open that entry.'

CMS.registerEventListener({
  name: 'preSave',
  handler({ entry }) {
    const draft = Object.fromEntries(['collection', 'slug', 'newRecord'].map((key) => [key, entry.get(key)]))
    if (isEntryAt(draft as DraftEntry, location.href)) return undefined
    // Shown after Decap's "Not saved: " (words.ts): an Error's name would come first.
    throw Object.assign(new Error(wrongEntry), { name: '' })
  },
})

CMS.registerEventListener({
  name: 'postSave',
  handler({ entry }) {
    saves.any = true
    // Decap then moves to the new entry's address itself.
    saves.newIn = entry.get('newRecord') ? String(entry.get('collection')) : undefined
    return undefined
  },
})

addEventListener('hashchange', ({ oldURL, newURL }) => {
  const reload = needsReload(oldURL, newURL, saves)
  saves.newIn = undefined
  // After Decap's own listener, which first asks whether to leave unsaved changes (and may move the address back).
  if (!reload) return
  setTimeout(() => {
    if (location.href !== newURL) return
    if (saves.any) sessionStorage.setItem(savedKey, '1')
    location.reload()
  })
})

// While Decap starts again after a save, the page keeps a bar where its header stands, saying the save is done, in
// place of a blank "Loading configuration..." screen; it goes once Decap shows its header and no loader.
const savedKey = 'editor-saved-before-reload'
if (sessionStorage.getItem(savedKey)) {
  sessionStorage.removeItem(savedKey)
  const bar = document.createElement('div')
  bar.setAttribute('role', 'status')
  bar.dataset.savedBar = ''
  bar.style.cssText =
    'position:fixed;z-index:100000;inset:0 0 auto;height:56px;display:flex;align-items:center;padding:0 24px;' +
    'background:#fff;box-shadow:0 2px 6px rgb(68 74 87 / 0.1);font:600 15px/1.4 system-ui,sans-serif;color:#1e7a3c'
  bar.textContent = 'Saved. Opening the editor again with your change…'
  document.body.append(bar)
  const started = () =>
    document.querySelector('header') && !document.querySelector('[class*="-StyledLoader"], [class*="-LoaderText"]')
  const watch = new MutationObserver(() => {
    if (!started()) return
    watch.disconnect()
    bar.remove()
  })
  watch.observe(document.body, { childList: true, subtree: true })
}
