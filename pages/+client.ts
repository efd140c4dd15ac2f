// https://vike.dev/client
// The pages' only browser entry, with no React: see docs/architecture.md, "Interactive parts".
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
