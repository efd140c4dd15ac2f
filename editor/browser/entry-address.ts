// Which entry the editor's address names, and when Decap's screens no longer match it. Decap's editor loads its entry
// once, when it opens (decap-cms-core's Editor, componentDidMount), and its route keeps the same editor open when only
// the entry in the address changes. entry-address-guard.ts acts on these answers.

/** An entry's form in the address: its collection (Decap's name) and file name; no `slug` for a new entry. */
export type EntryAddress = { collection: string; slug?: string }

/** The entry form a URL (or its hash) names, or undefined for the lists and the other screens. */
export function entryAddress(url: string): EntryAddress | undefined {
  // Not decoded: file names are ASCII letters, digits and hyphens (config.ts's slug settings), as in Decap's drafts.
  const route = url.slice(url.indexOf('#') + 1).split('?')[0]!
  const match = /^\/collections\/([^/]+)\/(?:new|entries\/(.+))$/.exec(route)
  return match ? { collection: match[1]!, ...(match[2] ? { slug: match[2] } : {}) } : undefined
}

/** The collection of a new entry just saved, if one was: Decap then moves to its address itself. */
export type Saves = { newIn?: string }

/**
 * Whether a move of the address from `from` to `to` leaves Decap showing something else, so the page must load again.
 * Decap follows a move between the lists and the editor, and its own moves between forms of one collection: to a new
 * entry's form (New, Duplicate), and from it to the entry just saved.
 */
export function needsReload(from: string, to: string, saves: Saves): boolean {
  const [before, after] = [entryAddress(from), entryAddress(to)]
  if (!before || !after) return false
  if (before.collection !== after.collection) return true
  if (before.slug === after.slug || after.slug === undefined) return false
  return before.slug !== undefined || saves.newIn !== after.collection
}

/** What Decap's entry (its draft, as a save receives it) says about which entry it is. */
export type DraftEntry = { collection: string; slug?: string; newRecord?: boolean }

/** Whether the entry being saved is the one the address at `url` names (a new one, on a new entry's form). */
export function isEntryAt(entry: DraftEntry, url: string): boolean {
  const address = entryAddress(url)
  if (!address || address.collection !== entry.collection) return false
  return entry.newRecord ? address.slug === undefined : address.slug === entry.slug
}
