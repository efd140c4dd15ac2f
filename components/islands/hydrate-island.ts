// Loaded with the first island a page wakes, so pages without islands load no React at all.
import { createElement } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { IslandDefinition } from './define-island'
import { IslandRoot } from './IslandRoot'

/**
 * Hydrates one island on its own root. React listens on the container from this call on: a tap
 * that arrives while it hydrates is handled by React, which hydrates the part tapped first.
 */
export function hydrateIsland(container: HTMLElement, island: IslandDefinition<object>, id: string, props: object): void {
  hydrateRoot(container, createElement(IslandRoot, { id }, createElement(island.Component, props)), { identifierPrefix: `${id}-` })
}
