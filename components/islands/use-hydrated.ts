import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False in the HTML rendered at build and while an island hydrates it, true from the render after:
 * for what the HTML does natively until the island's own code takes over (the enquiry form's
 * validation).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
