// After a save the form refuses, the first field in red takes the focus and is scrolled into view: the owner sees
// why at once, where it is (Decap leaves the page where it was, the fields in red perhaps out of sight), and a screen
// reader reads the field's message. A save is one of the editor's buttons for it, in Decap's words (locale.ts).
import { CMS, type Phrases } from './decap.ts'
import { decapState, labelled } from './decap-internals.ts'

const saving = () => {
  const toolbar = (CMS.getLocale('en').editor as Phrases).editorToolbar as Record<string, string>
  return ['save', 'publishNow', 'publishAndCreateNew', 'publishAndDuplicate'].map((key) => toolbar[key])
}

/** The control of the first field showing a message, in the order of the form. */
function firstRefused(): { field: HTMLElement; control?: HTMLElement } | undefined {
  const messages = document.querySelector(`ul${labelled('ControlErrorsList')}`)
  // The messages sit in the bar above the field's control, in the field's container.
  const field = messages?.parentElement?.parentElement
  if (!field) return undefined
  // Where the owner writes or chooses, before any button beside it (the page text's toolbar, a list's Add).
  const control =
    field.querySelector<HTMLElement>(
      'input:not([type="hidden"]), textarea, select, [role="switch"], [role="combobox"]',
    ) ?? field.querySelector<HTMLElement>('button')
  return { field, control: control ?? undefined }
}

/**
 * Focuses the field and scrolls it to the middle of the form. The save menu hands the focus back to its button as it
 * closes, a moment later: the focus is given again for a few frames while it lands on the menu's button.
 */
function show({ field, control }: { field: HTMLElement; control?: HTMLElement }, frames = 10) {
  const menu = document.activeElement?.closest('[aria-haspopup]')
  if (frames === 10 || menu) {
    control?.focus({ preventScroll: true })
    field.scrollIntoView({ block: 'center' })
  }
  if (frames > 0) requestAnimationFrame(() => show({ field, control }, frames - 1))
}

document.addEventListener(
  'click',
  (event) => {
    const target = (event.target as Element | null)?.closest('button, [role="menuitem"], [role="button"]')
    if (!target || !saving().includes(target.textContent?.trim() ?? '')) return
    // Once Decap has checked every field and drawn their messages.
    let frames = 0
    const look = () => {
      const errors = decapState()?.entryDraft.get('fieldsErrors') as { isEmpty(): boolean } | undefined
      const refused = errors && !errors.isEmpty() && firstRefused()
      if (refused) show(refused)
      else if (++frames < 30) requestAnimationFrame(look)
    }
    requestAnimationFrame(look)
  },
  true,
)
