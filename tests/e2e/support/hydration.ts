import type { Page } from '@playwright/test'

/**
 * Hydrates the page as a visitor's first interaction would, and waits until React has: pages load
 * React only when the visitor first moves the pointer, presses, types, touches, focuses or scrolls
 * (renderer/page-script.ts). The pointer moves to a corner, where it touches nothing a test looks at.
 * React marks each element it hydrates with a `__reactProps$…` property; the header's menu button
 * is a part of the shell with a handler of its own.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.mouse.move(1, 1)
  await page.waitForFunction(() => {
    const button = document.querySelector('header button')
    return !!button && Object.keys(button).some((key) => key.startsWith('__reactProps$'))
  })
}
