import { createRequire } from 'node:module'
import { expect, type Page } from '@playwright/test'

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

/** Runs axe (WCAG 2.0-2.2 A and AA rules) on the page as it is now and expects no violations. */
export async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  await page.addScriptTag({ path: axeSource })
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }> } }).axe
    const results = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } })
    return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
  })
  expect(violations, `axe violations with ${state}`).toEqual([])
}
