import type { Page } from '@playwright/test'

/**
 * Waits until React has hydrated the page shell, so clicks reach React's handlers and Vike's
 * client router. React marks each element it hydrates with a `__reactProps$…` property; the
 * header's menu button is a part of the shell with a handler of its own.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const button = document.querySelector('header button')
    return !!button && Object.keys(button).some((key) => key.startsWith('__reactProps$'))
  })
}
