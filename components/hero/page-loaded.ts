// What the inline script in the page head and the home hero (home-hero.css) agree on.

/**
 * Class on <html> from the page's load event on. The hero's second background applies only under
 * it, so its file is requested after the load event and never competes with the first picture,
 * the page's Largest Contentful Paint. It is set in the head rather than by React, so it does not
 * wait for hydration (which now waits for the visitor's first interaction), and <html> is outside
 * React's root, so it cannot make the prerendered HTML differ from the first client render.
 */
export const PAGE_LOADED_CLASS = 'loaded'

/** The head script's part: without JavaScript it never runs, and the first picture simply stays. */
export const pageLoadedScript = `addEventListener('load',function(){document.documentElement.classList.add('${PAGE_LOADED_CLASS}')});`
