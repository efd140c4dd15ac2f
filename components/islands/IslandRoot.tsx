import { type ReactNode, useEffect } from 'react'

/** Wraps an island at build and in the browser alike (so `useId` ids match); marks the container live once hydrated. */
export function IslandRoot({ id, children }: { id: string; children?: ReactNode }) {
  useEffect(() => {
    document.querySelector(`[data-island-id="${id}"]`)?.setAttribute('data-island-live', '')
  }, [id])
  return children
}
