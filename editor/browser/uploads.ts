// Every file the owner uploads passes through here first, as upload-rules.ts decides, so no camera original is
// committed (Decap has no hook before an upload, and its media_processing only resizes JPEG, PNG and WebP to a fixed
// width, enlarging smaller photos). Its media library uploads through an <input type="file">: a listener on the
// document, in the capture phase, takes each choice first and hands Decap the prepared file. A picture is uploaded
// from the entry it belongs to, which names it: from the Media page, Decap would commit it at once under the camera's
// name (with the editorial workflow, straight onto the live site's files, outside any pull request), so it is refused
// there with the way to do it.
import { decapState } from './decap-internals.ts'
import { entryAddress } from './entry-address.ts'
import { clearNotices, showNotice } from './notice.ts'
import { shownEntry } from './shown-entry.ts'
import * as rules from './upload-rules.ts'

const isFileInput = (target: EventTarget | null): target is HTMLInputElement =>
  target instanceof HTMLInputElement && target.type === 'file'

/** A click opens the file chooser: offer only what the pipeline reads. */
function offerFormats({ target }: Event) {
  if (isFileInput(target)) target.accept = rules.acceptedFiles
}
document.addEventListener('click', offerFormats, true)

/** Change events this module sent with the prepared file: those go on to Decap. */
const prepared = new WeakSet<Event>()

document.addEventListener(
  'change',
  (event) => {
    const input = event.target
    if (!isFileInput(input) || prepared.has(event) || !input.files?.length) return
    event.stopImmediatePropagation()
    const entry = entryName()
    if (!entry) {
      refuse(rules.noEntryMessage(entryAddress(location.href) !== undefined))
      input.value = ''
      return
    }
    void prepare(input.files[0]!).then((ready) => {
      const file = ready && named(ready, entry)
      if (!file) {
        input.value = ''
        return
      }
      const files = new DataTransfer()
      files.items.add(file)
      input.files = files.files
      const change = new Event('change', { bubbles: true })
      prepared.add(change)
      input.dispatchEvent(change)
    })
  },
  true,
)

/** The file name of the entry open in the editor, or for a new one the file name its title will give it. */
function entryName(): string | undefined {
  const address = entryAddress(location.href)
  return (address && (address.slug ?? rules.fileNameOf(shownEntry.title ?? ''))) || undefined
}

/** Named for `entry`, numbered after the pictures of that name the media library lists. */
function named(file: File, entry: string): File {
  // Every file the media library holds and every upload not yet saved, from Decap's state: its cards are drawn only as
  // they scroll into view, and a name missed there would be offered again, and Decap would ask to replace that picture.
  const state = decapState()
  const files = (state?.mediaLibrary.get('files') as { name: string }[] | undefined) ?? []
  const uploads = (
    state?.entryDraft.getIn(['entry', 'mediaFiles']) as { toJS(): { name: string }[] } | undefined
  )?.toJS()
  const existing = [...files, ...(uploads ?? [])].map(({ name }) => name)
  return new File([file], rules.entryPictureName(entry, file.name, existing), {
    type: file.type,
    lastModified: file.lastModified,
  })
}

/** The file to upload in place of `file`, or undefined (with a message saying why) when there is none. */
async function prepare(file: File): Promise<File | undefined> {
  clearNotices()
  const upload = rules.classify(file.name, file.type)
  if (upload.kind === 'refused') return refuse(upload.message)
  if (upload.kind === 'drawing') return file
  const working = showNotice(`Preparing "${file.name}"…`, 'status')
  try {
    // Upright, as the camera meant it (EXIF orientation), so the scaled copy needs no tag.
    const image = await createImageBitmap(file, { imageOrientation: 'from-image' }).catch(() => undefined)
    if (!image)
      return refuse(upload.kind === 'heic' ? rules.heicMessage(file.name) : rules.unreadableMessage(file.name))
    const size = rules.scaledSize(image.width, image.height)
    if (!size && upload.kind === 'photo') {
      image.close()
      return file
    }
    const { width, height } = size ?? image
    const canvas = Object.assign(document.createElement('canvas'), { width, height })
    const context = canvas.getContext('2d')!
    context.imageSmoothingQuality = 'high'
    context.drawImage(image, 0, 0, width, height)
    image.close()
    const blob = await new Promise<Blob | null>((done) =>
      canvas.toBlob(done, rules.encodedType(file.type), rules.savedQuality),
    )
    if (!blob) return refuse(rules.unreadableMessage(file.name))
    return new File([blob], rules.savedName(file.name, blob.type), { type: blob.type, lastModified: file.lastModified })
  } finally {
    working.remove()
  }
}

function refuse(message: string): undefined {
  showNotice(message, 'alert')
  return undefined
}
