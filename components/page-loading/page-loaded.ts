// When a page counts as loaded for what may wait (the home hero's second picture, the intro's
// later drawings): once it has both loaded and painted its first content. On a fast connection
// the load event can come before the first paint, while the browser is still laying the page out,
// and anything fetched then competes with the first paint and the page's largest one.

/** Class on <html> from then on, set by the page's script (pages/+client.ts), for what CSS holds back until then. */
export const PAGE_LOADED_CLASS = 'loaded'

let loadedAndPaintedOnce: Promise<void> | undefined

/**
 * Resolves once the page has loaded and painted its first content. One promise for the page, so
 * the page script and the intro's behaviour share one load listener and one paint observer.
 */
export function loadedAndPainted(): Promise<void> {
  loadedAndPaintedOnce ??= Promise.all([
    new Promise<void>((resolve) =>
      document.readyState === 'complete' ? resolve() : addEventListener('load', () => resolve(), { once: true }),
    ),
    new Promise<void>((resolve) => {
      try {
        new PerformanceObserver((list, observer) => {
          if (!list.getEntriesByName('first-contentful-paint').length) return
          observer.disconnect()
          resolve()
        }).observe({ type: 'paint', buffered: true })
      } catch {
        // A browser that does not report paints: the load alone has to do.
        resolve()
      }
    }),
  ]).then(() => undefined)
  return loadedAndPaintedOnce
}

/**
 * Calls back once the page has loaded and painted and the browser is then idle (at most 2 s later): for code
 * fetched ahead of a visitor's tap (an island's, keen-slider), so it never competes with the page's loading.
 */
export function whenLoadedAndIdle(callback: () => void): void {
  loadedAndPainted().then(() =>
    'requestIdleCallback' in window ? requestIdleCallback(callback, { timeout: 2000 }) : setTimeout(callback, 1),
  )
}
