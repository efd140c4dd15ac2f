// Deleting an entry the site cannot do without (a project that would leave the home page's strip fewer than it shows,
// a question the same) is refused in the content check's own sentence (save-guard.ts, the rules a save is asked), by
// Decap's preUnpublish event, which comes before any file is deleted: Delete, and Unpublish, which deletes the
// published file first. With the editorial workflow both would change the site at once, outside any pull request, so
// both are refused there (config.ts also leaves their buttons out). Where Decap's store is reached, the Delete button's
// click is refused before Decap asks to confirm it.
import { CMS, type ImmutableMap, type Phrases, stopWith } from './decap.ts'
import { entryOnScreen } from './decap-internals.ts'
import { editorialWorkflow } from './publish-mode.ts'
import { showNotice } from './notice.ts'
import { deleteRefusalsOf } from './save-guard.ts'

/** Said where a deletion would reach the site without a pull request. */
const notThroughWorkflow =
  'a deletion here would change the live site at once, without a pull request. To take the entry off the site, ' +
  'switch Draft on, save, and publish that change; to remove its file for good, delete it on GitHub in a pull request.'

const refusalsOf = (entry: ImmutableMap) => (editorialWorkflow ? [notThroughWorkflow] : deleteRefusalsOf(entry))

CMS.registerEventListener({
  name: 'preUnpublish',
  handler({ entry }) {
    stopWith(refusalsOf(entry))
    return undefined
  },
})

/** The entry's Delete buttons, in Decap's words (locale.ts): on this computer, and on the site's published entries. */
const deleting = () => {
  const toolbar = (CMS.getLocale('en').editor as Phrases).editorToolbar as Record<string, string>
  return ['deleteEntry', 'deletePublishedEntry'].map((key) => toolbar[key])
}

/** Said where deleting a picture from the media library would reach the site without a pull request. */
const pictureNotThroughWorkflow =
  'Not deleted: deleting a picture here would change the live site’s files at once, without a pull request. Take it ' +
  'out of the entries that show it and publish those changes; to remove its file for good, delete it on GitHub in a ' +
  'pull request.'

const deletingPictures = () =>
  ((CMS.getLocale('en').mediaLibrary as Phrases).mediaLibraryModal as Record<string, string>).deleteSelected

document.addEventListener(
  'click',
  (event) => {
    const target = (event.target as Element | null)?.closest('button')
    if (!target || !editorialWorkflow || target.textContent?.trim() !== deletingPictures()) return
    event.preventDefault()
    event.stopImmediatePropagation()
    showNotice(pictureNotThroughWorkflow, 'alert')
  },
  true,
)

document.addEventListener(
  'click',
  (event) => {
    const target = (event.target as Element | null)?.closest('button')
    if (!target || !deleting().includes(target.textContent?.trim() ?? '')) return
    const entry = entryOnScreen()
    const refusals = entry ? refusalsOf(entry) : []
    if (!refusals.length) return
    event.preventDefault()
    event.stopImmediatePropagation()
    showNotice(`Not deleted: ${refusals.join(' ')}`, 'alert')
  },
  true,
)
