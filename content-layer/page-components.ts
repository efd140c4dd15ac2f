// The site's components page text may name, and their props: the rule content-layer/page-text.ts enforces, the web
// editor keeps when it marks the owner's "<" as text, and components/mdx/index.tsx draws. Nothing else is imported
// here, so the editor's browser code can read it without the MDX compiler.

/** The business details <Site field="..." /> can show (components/mdx/index.tsx draws each). */
export const siteFields = [
  'name',
  'companyName',
  'companyNumber',
  'registeredOffice',
  'jurisdiction',
  'address',
  'email',
  'phone',
  'url',
] as const
export type SiteField = (typeof siteFields)[number]

/** The components page text may use (the map in components/mdx/index.tsx has each), with the props each needs and
 * the values each prop may have. A component stands alone: nothing inside it. */
export const pageTextComponents = { Site: { field: siteFields } } as const
