// Keyboard users can jump past the header straight to the page's content.
import { expect, test } from './support/test.ts'

test("Tab first shows 'Skip to main content', and Enter moves focus to the main content", async ({ page }) => {
  for (const url of ['/', '/services/cost-management', '/privacy']) {
    await page.goto(url)
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    // The first thing in the page, before the header, the intro and the cookie dialog.
    expect(
      await skip.evaluate(
        (link) =>
          document.body.querySelector('*:not(script):not(style)')?.contains(link) && !link.previousElementSibling,
      ),
    ).toBe(true)
    // Off screen until focused.
    await expect(skip).not.toBeInViewport()

    await page.keyboard.press('Tab')
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    await expect(skip).toBeInViewport({ ratio: 1 })
    await expect(skip).toHaveAttribute('href', '#main')

    await page.keyboard.press('Enter')
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main')
    await expect(page.getByRole('main')).toBeFocused()
    await expect(skip).not.toBeInViewport()
  }
})
