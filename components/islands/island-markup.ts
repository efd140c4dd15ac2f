// How an island's container and its props are marked in the page, for Island.tsx (at build) and
// wake-islands.ts (in the browser).
import type { IslandDefinition, Wake } from './define-island'

export const islandAttributes = (island: Pick<IslandDefinition<never>, 'name' | 'wake'>, id: string) => ({
  'data-island': island.name,
  'data-island-id': id,
  'data-wake': island.wake,
})

/** The props as JSON safe inside a <script> element: "</script" or "<!--" in a string cannot end it early. */
export const islandPropsJson = (props: object) => JSON.stringify(props).replace(/</g, '\\u003c')

/** What the browser reads back from a container. */
export function readIsland(container: HTMLElement): { name: string; id: string; wake: Wake; props: object } {
  const { island: name, islandId: id, wake } = container.dataset as { island: string; islandId: string; wake: Wake }
  const props = JSON.parse(document.querySelector(`script[data-island-props="${id}"]`)?.textContent ?? '{}') as object
  return { name, id, wake, props }
}
