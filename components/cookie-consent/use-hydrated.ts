import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False in the prerendered HTML and while React hydrates it, true afterwards: for parts that only
 * make sense with JavaScript running, so the HTML stays complete and honest without it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
