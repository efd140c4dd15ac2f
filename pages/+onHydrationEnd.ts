// https://vike.dev/onHydrationEnd
import { HYDRATED_EVENT } from '../renderer/hydrated-event'

/** Tells the page's own script that React has taken over, so it replays clicks made before (renderer/page-script.ts). */
export function onHydrationEnd(): void {
  document.documentElement.dataset.hydrated = ''
  dispatchEvent(new Event(HYDRATED_EVENT))
}
