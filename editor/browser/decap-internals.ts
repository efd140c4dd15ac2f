// The one door to what Decap CMS keeps to itself. The editor extends Decap through its documented points (formats,
// widgets, previews, locale, events) wherever one exists; what none offers rests on the internals below, each named
// with what the pinned bundle holds for it (`inBundle`: decap-internals.test.ts reads node_modules' copy of Decap and
// fails, naming the internal, when one has gone) and with what the owner loses without it. Decap's store is also
// checked as the editor starts: without it (or with its state in another shape) the extensions resting on it are
// switched off, the owner is told so once, and every save still works, checked by the rules that need no store.
import { showNotice } from './notice.ts'
import type { ImmutableMap } from './decap.ts'

export interface Internal {
  /** What it is, as the bundle test names it. */
  name: string
  /** Text of decap-cms.js that is there while the internal is (an action type, a class label, a key). */
  inBundle: string[]
}

/**
 * Decap's Redux store (store-hook.ts keeps it as Decap builds it, through the Redux DevTools hook: Decap's only way in)
 * and the parts of its state read: the configuration, the lists' entries, the entry on screen and its field messages,
 * the changes not yet published, the media library's files.
 */
const store: Internal = {
  name: "Decap's Redux store, built through the Redux DevTools hook",
  inBundle: [
    '__REDUX_DEVTOOLS_EXTENSION_COMPOSE__',
    'entryDraft:',
    'editorialWorkflow:',
    '"fieldsErrors"',
    '"mediaFiles"',
  ],
}
/** The action that puts an entry in the lists (Decap's own, after loading one). */
const entryLoaded: Internal = { name: 'the ENTRY_SUCCESS action', inBundle: ['"ENTRY_SUCCESS"'] }
/** The action after a save, when store-hook.ts marks a picture saved as no longer a draft. */
const entrySaved: Internal = { name: 'the ENTRY_PERSIST_SUCCESS action', inBundle: ['"ENTRY_PERSIST_SUCCESS"'] }
/** The class labels of Decap's stylesheet (Emotion's), which the editor restyles and finds field messages by. */
const classLabels: Internal = {
  name: 'the class labels ControlErrorsList, FieldLabel and BackStatus',
  inBundle: ['label:"ControlErrorsList"', 'label:"FieldLabel"', 'label:"BackStatus'],
}
/** The phrase book a widget is given (`t`) holds node-polyglot's Polyglot, which the Draft switch extends. */
const phraseBook: Internal = { name: "the phrase book's _polyglot", inBundle: ['._polyglot'] }
/** The picture Decap gives while a picture loads. */
const loadingPicture: Internal = { name: 'the empty.svg placeholder', inBundle: ['"empty.svg"'] }
/** Decap asks before leaving unsaved changes through the browser's confirm(), with its phrase onLeavePage. */
const leaveQuestion: Internal = {
  name: 'the leave question asked through window.confirm',
  inBundle: ['"editor.editor.onLeavePage"', 'exitBlocker'],
}

/** Every internal the editor relies on. */
export const internals = [store, entryLoaded, entrySaved, classLabels, phraseBook, loadingPicture, leaveQuestion]

/** The parts of Decap's state the editor reads. */
export type DecapState = Record<
  'collections' | 'entries' | 'entryDraft' | 'editorialWorkflow' | 'mediaLibrary',
  ImmutableMap
>

type Store = {
  getState(): DecapState
  dispatch(action: { type: string; payload: object }): void
  subscribe(listener: () => void): () => void
}

const slices = ['collections', 'entries', 'entryDraft', 'editorialWorkflow', 'mediaLibrary'] as const
const storeHolds = (state: unknown) =>
  !!state && slices.every((slice) => typeof (state as Record<string, { getIn?: unknown }>)[slice]?.getIn === 'function')

/** Decap's store as store-hook.ts kept it, if its state has the shape read here (built as Decap's bundle loads). */
let decapStore: Store | undefined

/** What the owner loses without Decap's store. */
const withoutStore =
  'After an update of the editor, some of its own checks are off: the counts of the home page’s lists before a ' +
  'save, the names of your changes when you leave an entry, and the numbering of uploaded photos. Saving still ' +
  'works, and the content check on each change still refuses what the site cannot publish. Please tell your developer.'

/** Looks for Decap's store as the editor starts (editor.ts), and tells the owner what is off without it. */
export function checkInternals() {
  const found = (window as unknown as { decapStore?: Store }).decapStore
  decapStore = found && storeHolds(found.getState()) ? found : undefined
  if (!decapStore) showNotice(withoutStore, 'alert')
}

/** Decap's state, or undefined when the editor could not reach it (checkInternals says so). */
export const decapState = (): DecapState | undefined => decapStore?.getState()

/** Calls `listener` after each change of Decap's state; returns what stops it. */
export const onStateChange = (listener: () => void) => decapStore?.subscribe(listener) ?? (() => {})

/** The entry on screen as it stands (a widget's `entry` prop may be out of date, Decap says, and is deprecated). */
export const entryOnScreen = () => decapState()?.entryDraft.get('entry') as ImmutableMap | undefined

/** Puts `entry` (as a save wrote it) in Decap's lists, as Decap does after loading an entry. */
export function showInLists(entry: ImmutableMap) {
  decapStore?.dispatch({ type: 'ENTRY_SUCCESS', payload: { collection: entry.get('collection'), entry: entry.toJS() } })
}

/** A CSS selector of Decap's elements with one of `classLabels`' labels, e.g. "ControlErrorsList". */
export const labelled = (label: 'ControlErrorsList' | 'FieldLabel' | 'BackStatus') => `[class*="-${label}"]`

/** Whether `path` is Decap's placeholder for a picture still loading (decap-cms-core actions/media.ts, emptyAsset). */
export const isLoadingPicture = (path?: string) => path === 'empty.svg'

/** The names of the internals whose text `bundle` (decap-cms.js) no longer holds. */
export const missingFrom = (bundle: string) =>
  internals.filter(({ inBundle }) => inBundle.some((text) => !bundle.includes(text))).map(({ name }) => name)
