import type { ReactNode } from 'react'

/** The /services panels: side by side from 1024 px, a focusable region that scrolls sideways (README.md). */
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
