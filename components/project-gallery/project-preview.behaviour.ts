// Opens a project's preview on /projects (ProjectGallery.tsx): a plain left click (or Enter) on a
// card shows a copy of the preview's dialog, which the build left in a <template> after the cards, filled
// with the card's project's parts, which this script fetches once the page has loaded and painted; in the
// same task, with no framework to load first. The card stays a link: before this script runs or its parts
// have come, without JavaScript, or with a modifier key or another button, it goes to the project's page.
import type { Behaviour } from '../behaviours/start-behaviours'
import { expandPicture } from '../ui/expand-picture'
import { requiredElement, slot } from '../behaviours/required-element'
import { type CarouselApi, preloadSlider, startCarousel } from './carousel'
import { PREVIEW_OF_ATTRIBUTE, PREVIEW_PARTS_PATH, previewSlots } from './preview-hooks'
import { loadedAndPainted } from '../page-loading/page-loaded'

/** What Tab stops on in the preview: its links and buttons (it has no form fields). */
const TABBABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** Only a plain left click opens the preview: with a modifier key or another button, the browser does as usual. */
export const isPlainLeftClick = (event: Pick<MouseEvent, 'button' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>) =>
  event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey

/** On the gallery: its cards, and their previews after them. */
const projectPreview: Behaviour = (gallery) => {
  preloadSlider()
  loadedAndPainted().then(() => fetchParts(gallery))
  gallery.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>(`${slot(previewSlots.card)} a[href]`)
    const href = link?.getAttribute('href')
    const parts = href
      ? gallery.querySelector<HTMLTemplateElement>(`template[${PREVIEW_OF_ATTRIBUTE}="${CSS.escape(href)}"]`)
      : null
    const dialog = gallery.querySelector<HTMLTemplateElement>('template[data-slot="project-preview"]')
    if (!link || !parts || !dialog || event.defaultPrevented || !isPlainLeftClick(event)) return
    event.preventDefault()
    openPreview(fill(dialog, parts), link)
  })
}
export default projectPreview

/**
 * Adds each project's parts (pages/fragments/project-previews) to the gallery, where a click finds them. Asked
 * for again at the next press on the gallery if the connection dropped.
 */
function fetchParts(gallery: HTMLElement) {
  fetch(PREVIEW_PARTS_PATH)
    .then((response) => {
      if (!response.ok) throw new Error(`${PREVIEW_PARTS_PATH}: ${response.status}`)
      return response.text()
    })
    .then((html) => {
      const parts = new DOMParser().parseFromString(html, 'text/html')
      gallery.append(...parts.querySelectorAll(`template[${PREVIEW_OF_ATTRIBUTE}]`))
    })
    .catch((error: unknown) => {
      console.error('The project previews could not be fetched:', error)
      gallery.addEventListener('pointerdown', () => fetchParts(gallery), { once: true })
    })
}

/**
 * A copy of the dialog in `template` whose holders (`data-part`) have the attributes of the part of the same
 * name in `parts` and, where that part has content, its content (ProjectPreviewParts), with its pictures
 * made from their data.
 */
export function fill(template: HTMLTemplateElement, parts: HTMLTemplateElement): HTMLDialogElement {
  const dialog = template.content.firstElementChild!.cloneNode(true) as HTMLDialogElement
  for (const part of parts.content.querySelectorAll('[data-part]')) {
    const holder = dialog.querySelector(`[data-part="${part.getAttribute('data-part')}"]`)
    if (!holder) continue
    for (const { name, value } of part.attributes) holder.setAttribute(name, value)
    if (part.hasChildNodes()) holder.replaceChildren(...part.cloneNode(true).childNodes)
  }
  for (const picture of dialog.querySelectorAll<HTMLImageElement>('img[data-src]')) expandPicture(picture)
  return dialog
}

/**
 * Shows `dialog` at the end of the body, out of the page (which is not drawn behind it on a phone,
 * project-dialog.css); once it has closed, however, it is removed and focus is back on `card`.
 */
function openPreview(dialog: HTMLDialogElement, card: HTMLElement) {
  document.body.append(dialog)
  const carouselRoot = dialog.querySelector<HTMLElement>(slot(previewSlots.carousel))
  const carousel: CarouselApi | undefined = carouselRoot ? startCarousel(carouselRoot) : undefined

  dialog.addEventListener('close', () => {
    carousel?.stop()
    dialog.remove()
    // Back to the link that opened it, so keyboard and screen reader users carry on where they were.
    card.focus()
  })
  const closeButton = requiredElement(dialog, slot(previewSlots.close), 'The project preview')
  closeButton.addEventListener('click', () => dialog.close())

  // The dialog box fills the viewport and the panel sits inside it, so a press whose target is the
  // <dialog> itself landed on the backdrop. Both the press and the release must be there: a drag
  // that starts on a picture and ends outside must not close it.
  let pressedOnBackdrop = false
  dialog.addEventListener('pointerdown', (event) => (pressedOnBackdrop = event.target === dialog))
  dialog.addEventListener('click', (event) => {
    if (pressedOnBackdrop && event.target === dialog) dialog.close()
    pressedOnBackdrop = false
  })

  dialog.addEventListener('keydown', (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return
    if (event.key === 'Tab') wrapFocus(dialog, event)
    // Left/Right move the pictures wherever focus is in the dialog (it opens on the close button).
    else if (event.key === 'ArrowLeft') carousel?.previous()
    else if (event.key === 'ArrowRight') carousel?.next()
  })

  dialog.showModal()
  // Chrome would pick the scrolling panel, which it counts as focusable. The close button is a
  // known place at the top, read out by name, from which Tab reaches the pictures' controls.
  closeButton.focus()
}

/**
 * A modal <dialog> makes the page inert, but Tab past its last control leaves for the browser's own
 * toolbar. The WAI-ARIA dialog pattern wraps instead, so focus cycles within the dialog.
 */
function wrapFocus(dialog: HTMLDialogElement, event: KeyboardEvent) {
  const controls = [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter((element) => element.checkVisibility())
  const edge = event.shiftKey ? controls[0] : controls.at(-1)
  if (!edge || document.activeElement !== edge) return
  event.preventDefault()
  ;(event.shiftKey ? controls.at(-1) : controls[0])?.focus()
}
