// The visitor's cookie consent record (accepted, essential, analytics, marketing): the one place that reads and writes
// it. Code that sets optional cookies or loads optional scripts subscribes here.

/** Where the record lives in localStorage. */
export const consentStorageKey = 'cookie-consent'

/** A visitor's stored choice. Essential storage is always on: the site needs it to remember the choice. */
interface ConsentRecord {
  accepted: true
  essential: true
  analytics: boolean
  marketing: boolean
}

/** The part of the record a visitor chooses. */
export type ConsentChoice = Pick<ConsentRecord, 'analytics' | 'marketing'>

/** 'Accept All': analytics and marketing on (essential is always on). */
export const acceptAll: ConsentChoice = { analytics: true, marketing: true }
/** 'Deny All': analytics and marketing off (essential stays on). */
export const denyAll: ConsentChoice = { analytics: false, marketing: false }

/** The record in a stored string, or null when it is not a valid one: see README.md, "The record". */
export function parseConsent(stored: string | null): ConsentRecord | null {
  if (stored === null) return null
  let value: unknown
  try {
    value = JSON.parse(stored)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const { accepted, analytics = false, marketing = false } = value as Record<string, unknown>
  if (accepted !== true || typeof analytics !== 'boolean' || typeof marketing !== 'boolean') return null
  return { accepted: true, essential: true, analytics, marketing }
}

// A choice the browser refused to store (blocked site data, some private modes), kept until the page is reloaded.
let unsavedChoice: string | null = null

/** The current record, or null when the visitor has not chosen yet. */
export function getConsent(): ConsentRecord | null {
  if (unsavedChoice !== null) return parseConsent(unsavedChoice)
  try {
    return parseConsent(localStorage.getItem(consentStorageKey))
  } catch {
    return null
  }
}

const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())

function onStorage(event: StorageEvent) {
  // A choice made in another tab applies here too. `key` is null when storage was cleared.
  if (event.key === consentStorageKey || event.key === null) notify()
}

/** Calls `listener` whenever the record changes, here or in another tab; returns the unsubscribe. */
export function subscribeToConsent(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('storage', onStorage)
  }
}

/** The stored record of a choice, as localStorage holds it under consentStorageKey. */
export const storedConsent = ({ analytics, marketing }: ConsentChoice) =>
  JSON.stringify({ accepted: true, essential: true, analytics, marketing } satisfies ConsentRecord)

/** Stores the visitor's choice and tells every subscriber. */
export function saveConsent(choice: ConsentChoice): void {
  const stored = storedConsent(choice)
  try {
    localStorage.setItem(consentStorageKey, stored)
    unsavedChoice = null
  } catch {
    unsavedChoice = stored
  }
  notify()
}
