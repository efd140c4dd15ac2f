import { describe, expect, it } from 'vitest'
import { CONSENT_OPEN_ATTRIBUTE, consentPendingScript } from './consent-pending.ts'
import { consentStorageKey, parseConsent } from './consent-store.ts'

/** Runs the head script over a stored value (or storage that throws); true when it marks the dialog open. */
function marksOpen(stored: string | null | 'throws'): boolean {
  const attributes = new Map<string, string>()
  const localStorage = {
    getItem(key: string) {
      if (stored === 'throws') throw new DOMException('blocked', 'SecurityError')
      return key === consentStorageKey ? stored : null
    },
  }
  const document = { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } }
  new Function('localStorage', 'document', consentPendingScript)(localStorage, document)
  if (attributes.size > 0) expect(Object.fromEntries(attributes)).toEqual({ [CONSENT_OPEN_ATTRIBUTE]: 'open' })
  return attributes.size > 0
}

describe('consentPendingScript', () => {
  it('decides as the consent store does, so the dialog React renders is the one already on screen', () => {
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
    for (const stored of records) expect(marksOpen(stored), String(stored)).toBe(parseConsent(stored) === null)
  })

  it('asks when storage throws, as the store counts it as no choice', () => {
    expect(marksOpen('throws')).toBe(true)
  })
})
