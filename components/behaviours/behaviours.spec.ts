// A behaviour that throws is contained (start-behaviours.ts): it is logged with its name and its element, and the
// behaviours after it, the page's island and the `loaded` state all still come.
import { expect, test } from '../../tests/e2e/support/test.ts'
import { waitForIsland } from '../../tests/e2e/support/islands.ts'
import { loaded } from '../../tests/e2e/support/page-loaded.ts'

test('a behaviour that throws leaves the others, the island and the loaded state working', async ({ page }) => {
  // Served with a hero pause switch that has no switch in it (its behaviour throws), first in the page, and a logo
  // after it, whose behaviour marks it.
  await page.route('**/contact', async (route) => {
    const response = await route.fetch()
    const body = (await response.text())
      .replace(/<body([^>]*)>/, '<body$1><span id="broken" data-behaviour="hero-pause"></span>')
      .replace('</body>', '<span id="after" data-behaviour="logo-shrink"></span></body>')
    await route.fulfill({ response, body })
  })
  const failures: { text: string; elementId: string }[] = []
  page.on('console', async (message) => {
    if (message.type() !== 'error' || !message.text().includes('behaviour failed')) return
    const elementId = await message.args()[1]!.evaluate((element) => (element as Element).id)
    failures.push({ text: message.text(), elementId })
  })

  await page.goto('/contact')
  await loaded(page)
  await waitForIsland(page, 'enquiry-form')
  await expect(page.locator('#after')).toHaveAttribute('data-shrunk', 'false')
  await expect
    .poll(() => failures)
    .toEqual([
      {
        text: expect.stringMatching(/^The hero-pause behaviour failed to start on .*The hero pause switch: no/s),
        elementId: 'broken',
      },
    ])
})
