// The /services panels (ServicesScroller.tsx) from 1024 px: a vertical mouse wheel moves them
// sideways until either end, after which the page scrolls on as usual.
import type { Behaviour } from '../behaviours/start-behaviours'

const scrollPanelsSideways: Behaviour = (scroller) => {
  const wide = matchMedia('(min-width: 1024px)')
  // Not passive: the wheel's default (vertical) scroll must be cancelled while panels remain.
  scroller.addEventListener(
    'wheel',
    (event) => {
      // Sideways gestures (trackpads) and pinch-zoom are the browser's own.
      if (!wide.matches || event.ctrlKey || Math.abs(event.deltaX) > Math.abs(event.deltaY)) return
      const max = scroller.scrollWidth - scroller.clientWidth
      const atStart = scroller.scrollLeft <= 0
      const atEnd = scroller.scrollLeft >= max - 1
      if ((event.deltaY < 0 && atStart) || (event.deltaY > 0 && atEnd)) return
      event.preventDefault()
      const pixels = event.deltaMode === WheelEvent.DOM_DELTA_LINE ? event.deltaY * 40 : event.deltaY
      // An instant step per wheel notch: no animation to disable under reduced motion.
      scroller.scrollLeft = Math.min(max, Math.max(0, scroller.scrollLeft + pixels))
    },
    { passive: false },
  )
}
export default scrollPanelsSideways
