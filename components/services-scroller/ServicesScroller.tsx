import { type ReactNode, useEffect, useRef } from 'react'

/** SPEC §9: the panels scroll sideways from this width. */
const HORIZONTAL_FROM = '(min-width: 1024px)'

/**
 * The /services panels. From 1024 px they sit side by side and a vertical mouse wheel moves them
 * sideways until either end, after which the page scrolls on as usual. Keyboard users scroll the
 * focusable region with the arrow keys, and Tab brings each panel's link into view; touch and
 * trackpads scroll it natively. Below 1024 px the panels simply stack.
 */
export function ServicesScroller({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const scroller = ref.current
    if (!scroller) return
    const wide = window.matchMedia(HORIZONTAL_FROM)
    const onWheel = (event: WheelEvent) => {
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
    }
    // Not passive: the wheel's default (vertical) scroll must be cancelled while panels remain.
    scroller.addEventListener('wheel', onWheel, { passive: false })
    return () => scroller.removeEventListener('wheel', onWheel)
  }, [])

  return (
    <div
      ref={ref}
      className="lg:flex lg:overflow-x-auto lg:overscroll-x-contain"
      data-slot="services-scroller"
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      {children}
    </div>
  )
}
