// https://vike.dev/onHydrationEnd

/** Marks the page hydrated (`<html data-hydrated>`), for tests and tools that wait for React. */
export function onHydrationEnd(): void {
  document.documentElement.dataset.hydrated = ''
}
