// https://vike.dev/client
// The pages' only browser entry. Pages are rendered at build and never hydrated as a whole (the
// Page setting in +config.ts is server-only); the platform does what it can (<details>, popover,
// CSS), the cookie dialog has its own inline script, and this adds the rest: the behaviours the
// page's elements name (components/behaviours), the state CSS reads from loading, and the islands.
// It imports no React: only a page with an island loads it, with that island's code.
import { startBehaviours } from '../components/behaviours/start-behaviours'
import { wakeIslands } from '../components/islands/wake-islands'
import { whenActivated } from '../components/page-loading/activation'
import { NOT_FOUND_ATTRIBUTE, notFoundMessage } from '../shell/not-found'
import { loadedAndPainted, PAGE_LOADED_CLASS } from '../components/page-loading/page-loaded'

// A prerendered page starts nothing until it is shown (components/page-loading/activation.ts): not the intro, not the
// hero's rotation (which `loaded` starts), not an island.
whenActivated(() => {
  startBehaviours()
  wakeIslands()
  loadedAndPainted().then(() => document.documentElement.classList.add(PAGE_LOADED_CLASS))
  if (document.querySelector(`[${NOT_FOUND_ATTRIBUTE}]`)) console.error(notFoundMessage(location.pathname))
})
