import type { ComponentType } from 'react'

/**
 * When an island's code runs:
 * - `visible`: once the page has loaded, as the island nears the viewport, or at once on intent;
 * - `intent`: only when the visitor reaches for it (pointer over or down, touch, focus).
 * Either way its code is fetched at low priority once the page has loaded, so it is usually there
 * before a finger is.
 */
export type Wake = 'visible' | 'intent'

export interface IslandDefinition<Props> {
  /** The file's name without `.island.tsx`: how the browser finds its code (wake-islands.ts). */
  name: string
  Component: ComponentType<Props>
  wake: Wake
}

/**
 * Marks a component as an island: the default export of a `{name}.island.tsx` file. Pages render it
 * with <Island of={…} props={…} /> (Island.tsx); the browser hydrates it on its own React root.
 */
export function defineIsland<Props extends object>(
  name: string,
  Component: ComponentType<Props>,
  { wake = 'visible' }: { wake?: Wake } = {},
): IslandDefinition<Props> {
  return { name, Component, wake }
}
