// Wakes the page's islands (Island.tsx), each on its own, so each is live before a finger can reach it; until then
// it is the HTML it was rendered as, which works on its own (README.md).
import type { IslandModule, Wake } from './define-island'
import { loadedAndPainted, whenLoadedAndIdle } from '../page-loading/page-loaded'

// Every island's code, each a chunk of its own, found by file name.
const islandModules = import.meta.glob<IslandModule>('../**/*.island.tsx')

const intents = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const

/** How far outside the viewport an island starts waking: about a screen, so a fling does not outrun it. */
const NEAR_VIEWPORT = '100% 0px'

export function wakeIslands(): void {
  for (const container of document.querySelectorAll<HTMLElement>('[data-island]')) {
    // As Island.tsx marked it at build.
    const { island: name, islandId: id, wake } = container.dataset as { island: string; islandId: string; wake: Wake }
    const props = JSON.parse(document.querySelector(`script[data-island-props="${id}"]`)?.textContent ?? '{}')
    const load = Object.entries(islandModules).find(([path]) => path.endsWith(`/${name}.island.tsx`))?.[1]
    if (!load) {
      console.error(`No island file named ${name}.island.tsx`)
      continue
    }
    let code: Promise<[IslandModule, typeof import('./hydrate-island')]> | undefined
    const fetchCode = () => (code ??= Promise.all([load(), import('./hydrate-island')]))

    let woken = false
    const awake = () => {
      if (woken) return
      woken = true
      for (const type of intents) container.removeEventListener(type, awake, true)
      observer?.disconnect()
      fetchCode().then(([{ default: island }, { hydrateIsland }]) => hydrateIsland(container, island, id, props))
    }
    for (const type of intents) container.addEventListener(type, awake, { capture: true, passive: true })

    const observer =
      wake === 'visible'
        ? new IntersectionObserver(
            (entries) => entries.some((entry) => entry.isIntersecting) && loadedAndPainted().then(awake),
            { rootMargin: NEAR_VIEWPORT },
          )
        : undefined
    observer?.observe(container)
    whenLoadedAndIdle(fetchCode)
  }
}
