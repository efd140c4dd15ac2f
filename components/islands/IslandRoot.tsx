import { type ReactNode, useEffect } from 'react'

/** Set on an island's container once React has hydrated it: for tests and benchmarks that wait for it. */
export const ISLAND_LIVE_ATTRIBUTE = 'data-island-live'

/**
 * Wraps an island at build and in the browser alike (the same tree on both sides, so the ids
 * `useId` gives match); once hydrated, it marks the container live.
 */
export function IslandRoot({ id, children }: { id: string; children?: ReactNode }) {
  useEffect(() => {
    document.querySelector(`[data-island-id="${id}"]`)?.setAttribute(ISLAND_LIVE_ATTRIBUTE, '')
  }, [id])
  return children
}
