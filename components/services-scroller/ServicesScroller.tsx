import type { ReactNode } from 'react'

/**
 * The /services panels. From 1024 px they sit side by side and a vertical mouse wheel moves them
 * sideways until either end (wheel-scroll.behaviour.ts). Keyboard users scroll the
 * focusable region with the arrow keys, and Tab brings each panel's link into view; touch and
 * trackpads scroll it natively. Below 1024 px the panels simply stack.
 */
export function ServicesScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      className="lg:flex lg:overflow-x-auto lg:overscroll-x-contain"
      data-slot="services-scroller"
      data-behaviour="wheel-scroll"
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      {children}
    </div>
  )
}
