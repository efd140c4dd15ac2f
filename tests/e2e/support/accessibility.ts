import type { Locator } from '@playwright/test'

/**
 * Whether Chromium tells assistive technology that the element is expanded (true), collapsed
 * (false) or neither (null), read from its own accessibility tree through DevTools. Playwright's
 * `toBeExpanded` reads only `aria-expanded`; the platform's widgets (a `<summary>`, a button with
 * `popovertarget`) announce their state without that attribute.
 */
export async function expandedState(element: Locator): Promise<boolean | null> {
  const page = element.page()
  const cdp = await page.context().newCDPSession(page)
  try {
    // Marks the element for a moment, to find it from the protocol's side.
    const marker = `expanded-${Math.random().toString(36).slice(2)}`
    await element.evaluate((node, name) => node.setAttribute('data-test-find', name), marker)
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: `[data-test-find="${marker}"]`,
    })
    await element.evaluate((node) => node.removeAttribute('data-test-find'))
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false })
    const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded')
    return expanded ? Boolean(expanded.value.value) : null
  } finally {
    await cdp.detach()
  }
}
