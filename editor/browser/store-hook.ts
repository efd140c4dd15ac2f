// Loaded before Decap CMS's bundle (admin-files.ts). Decap builds its Redux store through the hook the Redux DevTools
// extension defines on `window` when there is one (redux-devtools-extension's composeWithDevTools), and offers no other
// way to its store; the editor needs it for what Decap's API lacks: putting a save back in the lists (Decap reloads an
// entry into them only when a new one is saved) and reading the entry on screen as saved. The store is Decap's as
// built: this adds nothing to it, and an installed DevTools extension still sees it.
type Enhancer = (next: (...args: unknown[]) => unknown) => (...args: unknown[]) => unknown
type Compose = (...enhancers: Enhancer[]) => Enhancer
const hooks = window as unknown as { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: Compose; decapStore?: unknown }

const devtools = hooks.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__
hooks.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ =
  (...enhancers) =>
  (createStore) =>
  (...args) => {
    const enhance = devtools
      ? devtools(...enhancers)
      : (next: Parameters<Enhancer>[0]) => enhancers.reduceRight((made, enhancer) => enhancer(made), next)
    hooks.decapStore = enhance(createStore)(...args)
    return hooks.decapStore
  }

// Decap starts when the editor's module has registered the owner's words, formats, widgets and previews (editor.ts
// calls CMS.init): started by itself, at DOMContentLoaded, it could start while that module still awaits the files
// it imports (save-rules.js, content-files.js), and show Decap's own English. Decap's documented manual start.
;(window as unknown as { CMS_MANUAL_INIT?: boolean }).CMS_MANUAL_INIT = true
