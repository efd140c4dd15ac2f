// When the consent dialog shows, beyond "no choice stored yet": a 'Change cookie preferences'
// button reopens it, and a policy link inside it closes it. Kept outside React so the button,
// which sits in a page, and the dialog, mounted by the layout, share it.

export interface DialogState {
  /** Counts presses of 'Change cookie preferences', so the dialog takes focus even if already open. */
  requests: number
  /** Reopened to change a stored choice. */
  reopened: boolean
  /** The policy page opened from a link in the dialog: the dialog stays closed on that page. */
  setAsideOn: string | null
}

let state: DialogState = { requests: 0, reopened: false, setAsideOn: null }
const listeners = new Set<() => void>()

function update(next: Partial<DialogState>) {
  state = { ...state, ...next }
  listeners.forEach((listener) => listener())
}

export function getDialogState(): DialogState {
  return state
}

export function subscribeToDialog(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Opens the dialog to change the stored choice (withdrawing must be as easy as giving). */
export function reopenConsentDialog(): void {
  update({ requests: state.requests + 1, reopened: true, setAsideOn: null })
}

/** After a choice is saved. */
export function closeConsentDialog(): void {
  update({ reopened: false })
}

/** A link to `path` in the dialog was followed: the visitor is reading the policy before choosing. */
export function setAsideConsentDialog(path: string): void {
  update({ reopened: false, setAsideOn: path })
}

/** Whether the dialog shows on `pathname`, given whether a choice is stored. */
export function isConsentDialogOpen(dialog: DialogState, hasConsent: boolean, pathname: string): boolean {
  return pathname !== dialog.setAsideOn && (dialog.reopened || !hasConsent)
}
