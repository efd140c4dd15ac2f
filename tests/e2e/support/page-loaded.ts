import { expect, type Page } from '@playwright/test'
import { PAGE_LOADED_CLASS } from '../../../components/page-loading/page-loaded.ts'

/**
 * Waits until the page has loaded and its script has run: pages/+client.ts starts the behaviours and the islands,
 * then marks <html> loaded once the page has loaded and painted.
 */
export const loaded = (page: Page) => expect(page.locator('html')).toHaveClass(loadedClass)

/** <html>'s classes once the page has loaded and its script has run: for a test that expects it not to have yet. */
export const loadedClass = new RegExp(`(^|\\s)${PAGE_LOADED_CLASS}(\\s|$)`)

/** Whether the page has loaded and its script has run, read once, now. */
export const hasLoaded = (page: Page) =>
  page.evaluate((name) => document.documentElement.classList.contains(name), PAGE_LOADED_CLASS)
