import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const key = 'cookie-consent'

/** localStorage as a browser keeps it; `blocked` makes it throw as when site data is refused. */
function fakeStorage() {
  const items = new Map<string, string>()
  const storage = {
    blocked: false,
    getItem(name: string) {
      if (storage.blocked) throw new DOMException('blocked', 'SecurityError')
      return items.get(name) ?? null
    },
    setItem(name: string, value: string) {
      if (storage.blocked) throw new DOMException('blocked', 'SecurityError')
      items.set(name, value)
    },
  }
  return storage
}

let storage: ReturnType<typeof fakeStorage>
// A fresh module per test: the store keeps state between calls, as it does in a page.
let store: typeof import('./consent-store.ts')

beforeEach(async () => {
  storage = fakeStorage()
  vi.stubGlobal('localStorage', storage)
  vi.stubGlobal('window', new EventTarget())
  vi.resetModules()
  store = await import('./consent-store.ts')
})

afterEach(() => {
  vi.unstubAllGlobals()
})

const storageEvent = (changed: string | null) => Object.assign(new Event('storage'), { key: changed })

describe('parseConsent', () => {
  it('reads the stored four-field consent record', () => {
    expect(store.parseConsent('{"accepted":true,"essential":true,"analytics":true,"marketing":false}')).toEqual({
      accepted: true,
      essential: true,
      analytics: true,
      marketing: false,
    })
  })

  it('counts nothing stored, unparseable JSON and anything not a choice as no consent', () => {
    for (const stored of [
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
    ]) {
      expect(store.parseConsent(stored), String(stored)).toBeNull()
    }
  })

  it('rejects optional fields that are not booleans, rather than guessing', () => {
    expect(store.parseConsent('{"accepted":true,"analytics":"false","marketing":false}')).toBeNull()
    expect(store.parseConsent('{"accepted":true,"analytics":false,"marketing":1}')).toBeNull()
  })

  it('takes the defaults (off) for missing optional fields, and essential is always on', () => {
    expect(store.parseConsent('{"accepted":true}')).toEqual({
      accepted: true,
      essential: true,
      analytics: false,
      marketing: false,
    })
    expect(store.parseConsent('{"accepted":true,"essential":false,"analytics":true,"marketing":true}')?.essential).toBe(
      true,
    )
  })
})

describe('saveConsent', () => {
  it("stores exactly the four-field JSON record under 'cookie-consent'", () => {
    store.saveConsent(store.acceptAll)
    expect(storage.getItem(key)).toBe('{"accepted":true,"essential":true,"analytics":true,"marketing":true}')
    store.saveConsent(store.denyAll)
    expect(storage.getItem(key)).toBe('{"accepted":true,"essential":true,"analytics":false,"marketing":false}')
    store.saveConsent({ analytics: true, marketing: false })
    expect(storage.getItem(key)).toBe('{"accepted":true,"essential":true,"analytics":true,"marketing":false}')
  })

  it('tells every subscriber, until it unsubscribes', () => {
    const first = vi.fn()
    const second = vi.fn()
    const unsubscribe = store.subscribeToConsent(first)
    store.subscribeToConsent(second)
    store.saveConsent(store.denyAll)
    expect(first).toHaveBeenCalledTimes(1)
    expect(second).toHaveBeenCalledTimes(1)
    unsubscribe()
    store.saveConsent(store.acceptAll)
    expect(first).toHaveBeenCalledTimes(1)
    expect(second).toHaveBeenCalledTimes(2)
  })

  it('keeps the choice for the page when the browser refuses storage', () => {
    storage.blocked = true
    expect(store.getConsent()).toBeNull()
    store.saveConsent({ analytics: false, marketing: true })
    expect(store.getConsent()).toEqual({ accepted: true, essential: true, analytics: false, marketing: true })
  })
})

describe('getConsent', () => {
  it('is null until a choice is stored', () => {
    expect(store.getConsent()).toBeNull()
    storage.setItem(key, 'not json')
    expect(store.getConsent()).toBeNull()
  })

  it('reads back the latest choice', () => {
    store.saveConsent(store.acceptAll)
    expect(store.getConsent()).toEqual({ accepted: true, essential: true, analytics: true, marketing: true })
    store.saveConsent(store.denyAll)
    expect(store.getConsent()).toEqual({ accepted: true, essential: true, analytics: false, marketing: false })
  })
})

describe('other tabs', () => {
  it("a choice made in another tab reaches subscribers; other keys' changes do not", () => {
    const listener = vi.fn()
    store.subscribeToConsent(listener)
    window.dispatchEvent(storageEvent('something-else'))
    expect(listener).not.toHaveBeenCalled()
    storage.setItem(key, '{"accepted":true,"analytics":true,"marketing":true}')
    window.dispatchEvent(storageEvent(key))
    expect(listener).toHaveBeenCalledTimes(1)
    expect(store.getConsent()?.analytics).toBe(true)
    // Storage cleared (key null): the visitor is asked again.
    window.dispatchEvent(storageEvent(null))
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('stops listening to the window when the last subscriber leaves', () => {
    const remove = vi.spyOn(window, 'removeEventListener')
    const unsubscribe = store.subscribeToConsent(() => {})
    unsubscribe()
    expect(remove).toHaveBeenCalledWith('storage', expect.any(Function))
  })
})
