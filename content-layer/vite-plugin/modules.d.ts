// Content files are validated by vite-plugin.ts; index.ts and load.ts give them their schema types
// (load.ts from collections.ts).
declare module '*.yaml' {
  const data: unknown
  export default data
}
declare module 'virtual:published-bodies' {
  import type { ComponentType } from 'react'
  /** MDX body loaders of the published entries, by path in content/ without ".mdx" ("projects/farmstead-eastry"). */
  const bodies: Record<string, () => Promise<ComponentType<{ components?: object }>>>
  export default bodies
}
