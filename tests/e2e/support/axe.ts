import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, type Page } from '@playwright/test'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** WCAG 2.0-2.2 A and AA rules only. */
const wcagOnly = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } }

/**
 * Runs axe on the page as it is now and expects no violations: the WCAG 2.0-2.2 A and AA rules, or
 * with `{ allRules: true }` every rule axe has, best practices included (such as `region`: every
 * piece of content inside a landmark). `within`: a selector for the part of the page to check.
 */
export async function expectNoAxeViolations(
  page: Page,
  state: string,
  { allRules = false, within }: { allRules?: boolean; within?: string } = {},
): Promise<void> {
  // Evaluated through the browser's debugging protocol, which the page's Content-Security-Policy
  // does not govern; an added <script> tag would be refused like any other inline script.
  await page.evaluate(axeSource)
  const violations = await page.evaluate(
    async ({ options, within }) => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              context: Document | Element,
              options: object,
            ) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }>
          }
        }
      ).axe
      const results = await axe.run(within ? document.querySelector(within)! : document, options)
      return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
    },
    { options: allRules ? {} : wcagOnly, within },
  )
  expect(violations, `axe violations with ${state}`).toEqual([])
}
