// Loaded with the first island a page wakes, so pages without islands load no React at all.
import { createElement, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { IslandDefinition } from './define-island'
import { IslandRoot } from './IslandRoot'

/**
 * Hydrates one island on its own root. React listens on the container from this call on: a tap
 * that arrives while it hydrates is handled by React, which first finishes hydrating what was tapped.
 * Hydrating in a transition lets React do the work in slices of a few milliseconds between which
 * the browser paints and answers other taps (the cookie dialog, the menu), instead of one long task.
 */
export function hydrateIsland(container: HTMLElement, island: IslandDefinition<object>, id: string, props: object) {
  startTransition(() => {
    hydrateRoot(container, createElement(IslandRoot, { id }, createElement(island.Component, props)), {
      identifierPrefix: `${id}-`,
    })
  })
}
