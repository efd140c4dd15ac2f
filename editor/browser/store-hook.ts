// Loaded before Decap CMS's bundle (admin-files.ts). Decap builds its Redux store through the hook the Redux DevTools
// extension defines on `window` when there is one (redux-devtools-extension's composeWithDevTools), and offers no other
// way to its store; the editor needs it for what Decap's API lacks: putting a save back in the lists (Decap reloads an
// entry into them only when a new one is saved) and reading the entry on screen as saved. The store is Decap's as
// built, but for one thing (savedPictures below), and an installed DevTools extension still sees it.
type Enhancer = (next: (...args: unknown[]) => unknown) => (...args: unknown[]) => unknown
type Compose = (...enhancers: Enhancer[]) => Enhancer
const hooks = window as unknown as { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: Compose; decapStore?: unknown }

type Files = { map(change: (file: Picture) => Picture): Files }
type Picture = { set(key: 'draft', value: boolean): Picture }
type DecapState = {
  config?: { publish_mode?: string }
  entryDraft: { updateIn(path: string[], change: (files?: Files) => Files | undefined): unknown }
  mediaLibrary: { update(key: 'files', change: (files?: { draft?: boolean }[]) => unknown): unknown }
}
type Reducer = (state: DecapState | undefined, action: { type: string }) => DecapState

/**
 * Decap marks a picture uploaded in an entry as a draft ("Draft" on its card in the media library, and deleting it
 * only takes it out of the entry) until the entry's pull request is published, and never clears the mark where a
 * save writes the files at once (no editorial workflow: `npm run cms`). There, once saved, the picture is a file
 * like the others.
 */
const savedPictures =
  (reducer: Reducer): Reducer =>
  (state, action) => {
    const next = reducer(state, action)
    if (action.type !== 'ENTRY_PERSIST_SUCCESS' || next.config?.publish_mode === 'editorial_workflow') return next
    return {
      ...next,
      entryDraft: next.entryDraft.updateIn(['entry', 'mediaFiles'], (files) =>
        files?.map((file) => file.set('draft', false)),
      ) as DecapState['entryDraft'],
      mediaLibrary: next.mediaLibrary.update('files', (files) =>
        files?.map((file) => ({ ...file, draft: false })),
      ) as DecapState['mediaLibrary'],
    }
  }

const devtools = hooks.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__
hooks.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ =
  (...enhancers) =>
  (createStore) =>
  (...args) => {
    const enhance = devtools
      ? devtools(...enhancers)
      : (next: Parameters<Enhancer>[0]) => enhancers.reduceRight((made, enhancer) => enhancer(made), next)
    const [reducer, ...rest] = args as [Reducer, ...unknown[]]
    hooks.decapStore = enhance(createStore)(savedPictures(reducer), ...rest)
    return hooks.decapStore
  }

// Decap starts when the editor's module has registered the owner's words, formats, widgets and previews (editor.ts
// calls CMS.init): started by itself, at DOMContentLoaded, it could start while that module still awaits the files
// it imports (save-rules.js, content-files.js), and show Decap's own English. Decap's documented manual start.
;(window as unknown as { CMS_MANUAL_INIT?: boolean }).CMS_MANUAL_INIT = true
