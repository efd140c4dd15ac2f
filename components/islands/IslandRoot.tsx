import { type ReactNode, useEffect } from 'react'

/**
 * Wraps an island at build and in the browser alike (the same tree on both sides, so the ids
 * `useId` gives match); once hydrated, it marks the container live, for tests and benchmarks.
 */
export function IslandRoot({ id, children }: { id: string; children?: ReactNode }) {
  useEffect(() => {
    document.querySelector(`[data-island-id="${id}"]`)?.setAttribute('data-island-live', '')
  }, [id])
  return children
}
