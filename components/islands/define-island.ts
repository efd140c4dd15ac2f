import type { ComponentType } from 'react'

/** When an island hydrates: see docs/architecture.md, "Interactive parts". */
export type Wake = 'visible' | 'intent'

/**
 * Marks a component as an island: the default export of a `{name}.island.tsx` file anywhere under components/, the
 * one place an island is declared (README.md).
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
