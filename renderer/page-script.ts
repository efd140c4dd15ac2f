// The only script a page runs until the visitor interacts, inlined at the end of every page by
// scripts/build/defer-hydration.ts (built with esbuild; `__ENTRY__` is Vike's client entry).
//
// The pages are complete HTML and CSS, so React is not needed to read them, only to act on them:
// it loads at the visitor's first sign of interaction (a pointer moving or pressing, a key, a
// touch, focus, scrolling), so a visitor who only reads downloads and runs none of it, and nothing
// competes with the first paint. A button clicked before React listens would do nothing; such
// clicks are remembered and replayed as soon as it does (pages/+onBeforeRenderClient.ts): React
// then hydrates the part clicked first and handles the click there.
// Links and forms work without React, so they are left to the browser.
//
// What must happen without interaction is here too: the intro on a session's first page, marking
// the page loaded (renderer/page-loaded.ts), and the 404 page's note of the missing path.
import { runIntro } from '../components/intro-screen/intro-driver'
import { NOT_FOUND_ATTRIBUTE, notFoundMessage } from './not-found'
import { loadedAndPainted, PAGE_LOADED_CLASS } from './page-loaded'
import { REACT_LISTENING_EVENT } from './react-listening'

declare const __ENTRY__: string

const interactions = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'focusin', 'scroll', 'wheel']
let started = false
let reactListening = false
const clicked: HTMLElement[] = []

function hydrate() {
  if (started) return
  started = true
  for (const event of interactions) removeEventListener(event, hydrate, true)
  // Not a literal, so esbuild leaves it for the browser: the entry is Vike's, already built.
  const entry: string = __ENTRY__
  import(/* @vite-ignore */ entry)
}

for (const event of interactions) addEventListener(event, hydrate, { capture: true, passive: true })

addEventListener(
  'click',
  (event) => {
    if (reactListening) return
    const button = event.target instanceof Element ? event.target.closest('button') : null
    // Submit buttons submit their form without React (the enquiry form posts as a plain form).
    if (button && button.type !== 'submit' && !clicked.includes(button)) clicked.push(button)
    hydrate()
  },
  true,
)

addEventListener(
  REACT_LISTENING_EVENT,
  () => {
    reactListening = true
    // After the hook that announced it, in the same task, Vike-React calls hydrateRoot, which
    // starts React listening at once; a timer runs after that.
    setTimeout(() => {
      for (const button of clicked.splice(0)) if (button.isConnected) button.click()
    })
  },
  { once: true },
)

runIntro()
loadedAndPainted().then(() => document.documentElement.classList.add(PAGE_LOADED_CLASS))
if (document.querySelector(`[${NOT_FOUND_ATTRIBUTE}]`)) console.error(notFoundMessage(location.pathname))
