// Loaded with the first island a page wakes, so pages without islands load no React at all.
import { createElement, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { IslandDefinition } from './define-island'
import { IslandRoot } from './IslandRoot'

/**
 * Hydrates one island on its own root. React handles a tap from this call on, first finishing what was tapped; the
 * transition lets it work in slices between which the browser paints and answers other taps (README.md).
 */
export function hydrateIsland(container: HTMLElement, island: IslandDefinition<object>, id: string, props: object) {
  startTransition(() => {
    hydrateRoot(container, createElement(IslandRoot, { id }, createElement(island.Component, props)), {
      identifierPrefix: `${id}-`,
    })
  })
}
