// Deleting an entry the site cannot do without (a project that would leave the home page's strip fewer than it shows,
// a question the same) is refused before Decap asks to confirm it, in the content check's own sentence (save-guard.ts,
// the rules a save is asked): Decap has no event before a deletion, so its Delete button's click is taken first here.
import { CMS, decapStore, type ImmutableMap, type Phrases } from './decap.ts'
import { showNotice } from './notice.ts'
import { deleteRefusalsOf } from './save-guard.ts'

/** The entry's Delete buttons, in Decap's words (locale.ts): on this computer, and on the site's published entries. */
const deleting = () => {
  const toolbar = (CMS.getLocale('en').editor as Phrases).editorToolbar as Record<string, string>
  return ['deleteEntry', 'deletePublishedEntry'].map((key) => toolbar[key])
}

document.addEventListener(
  'click',
  (event) => {
    const target = (event.target as Element | null)?.closest('button')
    if (!target || !deleting().includes(target.textContent?.trim() ?? '')) return
    const entry = decapStore.getState().entryDraft.get('entry') as ImmutableMap | undefined
    const refusals = entry ? deleteRefusalsOf(entry) : []
    if (!refusals.length) return
    event.preventDefault()
    event.stopImmediatePropagation()
    showNotice(`Not deleted: ${refusals.join(' ')}`, 'alert')
  },
  true,
)
