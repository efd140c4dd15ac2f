import { afterEach, describe, expect, it, vi } from 'vitest'
import { CONSENT_OPEN_ATTRIBUTE, SET_ASIDE_KEY } from './consent-attributes.ts'
import { markConsentPending } from './consent-pending.ts'
import { consentStorageKey, parseConsent } from './consent-store.ts'

afterEach(() => vi.unstubAllGlobals())

/**
 * Runs the head script's consent part over a stored value (or storage that throws) on `pathname`,
 * with `setAside` in session storage; true when it marks the dialog open.
 */
function marksOpen(stored: string | null | 'throws', { pathname = '/', setAside = null as string | null } = {}) {
  const attributes = new Map<string, string>()
  vi.stubGlobal('localStorage', {
    getItem(key: string) {
      if (stored === 'throws') throw new DOMException('blocked', 'SecurityError')
      return key === consentStorageKey ? stored : null
    },
  })
  const session = new Map(setAside === null ? [] : [[SET_ASIDE_KEY, setAside]])
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => session.get(key) ?? null,
    removeItem: (key: string) => session.delete(key),
  })
  vi.stubGlobal('document', {
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
  })
  vi.stubGlobal('location', { pathname })
  markConsentPending()
  if (attributes.size > 0) expect(Object.fromEntries(attributes)).toEqual({ [CONSENT_OPEN_ATTRIBUTE]: 'pending' })
  return { open: attributes.size > 0, setAsideLeft: session.has(SET_ASIDE_KEY) }
}

describe('markConsentPending', () => {
  it('decides as the consent store does, so the dialog shows exactly when no valid choice is stored', () => {
    const records = [
      // Valid choices: no dialog.
      '{"accepted":true,"essential":true,"analytics":true,"marketing":false}',
      '{"accepted":true,"essential":true,"analytics":false,"marketing":false}',
      '{"accepted":true}',
      '{"accepted":true,"essential":false,"analytics":true,"marketing":true}',
      // Not a choice: the dialog (the cases of consent-store.test.ts, and a few more).
      null,
      '',
      '{"accepted":true,',
      'null',
      'true',
      '[]',
      '"yes"',
      '{}',
      '{"accepted":false,"analytics":false,"marketing":false}',
      '{"accepted":"true"}',
      '{"accepted":true,"analytics":"false","marketing":false}',
      '{"accepted":true,"analytics":false,"marketing":1}',
      '{"accepted":true,"analytics":null}',
      '{"accepted":1}',
    ]
    for (const stored of records) expect(marksOpen(stored).open, String(stored)).toBe(parseConsent(stored) === null)
  })

  it('asks when storage throws, as the store counts it as no choice', () => {
    expect(marksOpen('throws').open).toBe(true)
  })

  it('leaves the policy page opened from the dialog readable once, and asks again on any other page', () => {
    expect(marksOpen(null, { pathname: '/cookies', setAside: '/cookies' })).toEqual({
      open: false,
      setAsideLeft: false,
    })
    expect(marksOpen(null, { pathname: '/about', setAside: '/cookies' })).toEqual({ open: true, setAsideLeft: false })
    // Reloading the policy page, the note is gone: the visitor is asked again.
    expect(marksOpen(null, { pathname: '/cookies' }).open).toBe(true)
  })
})
