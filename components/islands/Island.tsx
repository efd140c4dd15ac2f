import { renderToString } from 'react-dom/server'
import type { IslandDefinition } from './define-island'
import { IslandRoot } from './IslandRoot'

let count = 0

/**
 * Renders an island at build: its component's HTML inside a container marked with its name, id and
 * wake, with its props beside it as JSON, for the browser to hydrate on a root of its own
 * (wake-islands.ts). It is rendered as a root of its own here too, with the same `identifierPrefix`,
 * so the ids `useId` gives match on both sides. Props must survive JSON.
 */
export function Island<Props extends object>({ of: island, props }: { of: IslandDefinition<Props>; props: Props }) {
  const id = `${island.name}-${count++}`
  const html = renderToString(
    <IslandRoot id={id}>
      <island.Component {...props} />
    </IslandRoot>,
    { identifierPrefix: `${id}-` },
  )
  return (
    <>
      <div
        data-island={island.name}
        data-island-id={id}
        data-wake={island.wake}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the island's own markup, rendered above by React.
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <script
        type="application/json"
        data-island-props={id}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON where "</script" or "<!--" cannot end it early.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(props).replace(/</g, '\\u003c') }}
      />
    </>
  )
}
