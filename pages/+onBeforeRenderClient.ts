// https://vike.dev/onBeforeRenderClient (a vike-react setting)
import type { PageContextClient } from 'vike/types'
import { REACT_LISTENING_EVENT } from '../renderer/react-listening'

/** Tells the page script that React is taking over the page, so it hands over the clicks made before. */
export function onBeforeRenderClient(pageContext: PageContextClient): void {
  if (pageContext.isHydration) dispatchEvent(new Event(REACT_LISTENING_EVENT))
}
