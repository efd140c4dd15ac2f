import { beforeEach, describe, expect, it, vi } from 'vitest'

let dialog: typeof import('./dialog-state.ts')

beforeEach(async () => {
  vi.resetModules()
  dialog = await import('./dialog-state.ts')
})

describe('isConsentDialogOpen', () => {
  it('opens while no choice is stored, and stays closed once one is', () => {
    const state = dialog.getDialogState()
    expect(dialog.isConsentDialogOpen(state, false, '/')).toBe(true)
    expect(dialog.isConsentDialogOpen(state, true, '/')).toBe(false)
  })

  it("reopens from 'Change cookie preferences' and closes after the choice", () => {
    dialog.reopenConsentDialog()
    expect(dialog.isConsentDialogOpen(dialog.getDialogState(), true, '/cookies')).toBe(true)
    dialog.closeConsentDialog()
    expect(dialog.isConsentDialogOpen(dialog.getDialogState(), true, '/cookies')).toBe(false)
  })

  it('a policy link sets it aside on that policy page only; reopening brings it back there', () => {
    dialog.setAsideConsentDialog('/cookies')
    const state = dialog.getDialogState()
    expect(dialog.isConsentDialogOpen(state, false, '/')).toBe(true)
    expect(dialog.isConsentDialogOpen(state, false, '/cookies')).toBe(false)
    expect(dialog.isConsentDialogOpen(state, false, '/about')).toBe(true)
    dialog.reopenConsentDialog()
    expect(dialog.isConsentDialogOpen(dialog.getDialogState(), false, '/cookies')).toBe(true)
  })

  it('a policy link closes a reopened dialog', () => {
    dialog.reopenConsentDialog()
    dialog.setAsideConsentDialog('/privacy')
    expect(dialog.isConsentDialogOpen(dialog.getDialogState(), true, '/cookies')).toBe(false)
  })
})

describe('reopenConsentDialog', () => {
  it('counts each press, so an open dialog can take focus again, and tells subscribers', () => {
    const listener = vi.fn()
    const unsubscribe = dialog.subscribeToDialog(listener)
    dialog.reopenConsentDialog()
    dialog.reopenConsentDialog()
    expect(dialog.getDialogState().requests).toBe(2)
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
    dialog.closeConsentDialog()
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('gives a new state object on each change, and the same one otherwise', () => {
    const before = dialog.getDialogState()
    expect(dialog.getDialogState()).toBe(before)
    dialog.reopenConsentDialog()
    expect(dialog.getDialogState()).not.toBe(before)
  })
})
