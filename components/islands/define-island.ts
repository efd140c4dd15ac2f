import type { ComponentType } from 'react'

/**
 * When an island hydrates: `visible` once the page has loaded, as it nears the viewport, or at once on
 * intent; `intent` only when the visitor reaches for it (pointer over or down, touch, focus). Either
 * way its code is fetched at low priority once the page has loaded, so it is usually there first.
 */
export type Wake = 'visible' | 'intent'

/**
 * Marks a component as an island: the default export of a `{name}.island.tsx` file anywhere under
 * components/, the one place an island is declared. Its name is its file's (Island.tsx), by which
 * the browser finds its code (wake-islands.ts). Pages render it with <Island of={…} props={…} /> (Island.tsx);
 * the browser hydrates it on its own React root.
 */
export function defineIsland<Props extends object>(
  Component: ComponentType<Props>,
  { wake = 'visible' }: { wake?: Wake } = {},
) {
  return { Component, wake }
}

export type IslandDefinition<Props extends object> = ReturnType<typeof defineIsland<Props>>

/** A `{name}.island.tsx` file, as `import.meta.glob` gives it. */
export type IslandModule = { default: IslandDefinition<object> }
