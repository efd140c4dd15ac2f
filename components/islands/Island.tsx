import { renderToString } from 'react-dom/server'
import type { IslandDefinition, IslandModule } from './define-island'
import { IslandRoot } from './IslandRoot'

// Every island file, read at build to learn each island's name from its file: the same files as the
// browser's glob (wake-islands.ts), so adding an island is adding its file.
const islandFiles = import.meta.glob<IslandModule>('../**/*.island.tsx', { eager: true })

/** The name of an island: its file's, "enquiry-form" for `enquiry-form.island.tsx`. */
export function islandName<Props extends object>(island: IslandDefinition<Props>): string {
  const path = Object.keys(islandFiles).find((file) => islandFiles[file]!.default === (island as object))
  if (!path) throw new Error('An island is the default export of a {name}.island.tsx file under components/')
  return /([^/]+)\.island\.tsx$/.exec(path)![1]!
}

let count = 0

/**
 * Renders an island at build, as a root of its own inside its marked container with its props beside it, for
 * wake-islands.ts to hydrate (README.md). Props must survive JSON.
 */
export function Island<Props extends object>({ of: island, props }: { of: IslandDefinition<Props>; props: Props }) {
  const name = islandName(island)
  const id = `${name}-${count++}`
  const html = renderToString(
    <IslandRoot id={id}>
      <island.Component {...props} />
    </IslandRoot>,
    { identifierPrefix: `${id}-` },
  )
  return (
    <>
      <div
        data-island={name}
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
