// https://vike.dev/client
// The pages' only browser entry. Pages are rendered at build and never hydrated as a whole (the
// Page setting in +config.ts is server-only); the platform does what it can (<details>, popover,
// CSS), the cookie dialog has its own inline script, and this adds the rest: the intro on a
// session's first page, the state CSS reads from scrolling and loading, and the islands.
// It imports no React: only a page with an island loads it, with that island's code.
import { finishFadeOnPause } from '../components/hero/hero-pause'
import { runIntro } from '../components/intro-screen/intro-driver'
import { wakeIslands } from '../components/islands/wake-islands'
import { trackScroll } from '../components/layout/scroll-state'
import { scrollPanelsSideways } from '../components/services-scroller/wheel-scroll'
import { whenActivated } from '../shell/activation'
import { NOT_FOUND_ATTRIBUTE, notFoundMessage } from '../shell/not-found'
import { loadedAndPainted, PAGE_LOADED_CLASS } from '../shell/page-loaded'

// A prerendered page starts nothing until it is shown (shell/activation.ts): not the intro, not the
// hero's rotation (which `loaded` starts), not an island.
whenActivated(() => {
  runIntro()
  wakeIslands()
  trackScroll()
  finishFadeOnPause()
  scrollPanelsSideways()
  loadedAndPainted().then(() => document.documentElement.classList.add(PAGE_LOADED_CLASS))
  if (document.querySelector(`[${NOT_FOUND_ATTRIBUTE}]`)) console.error(notFoundMessage(location.pathname))
})
