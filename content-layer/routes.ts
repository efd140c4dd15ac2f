// Addresses of the pages made from content files, from each collection's `page` route in
// collections.ts: everything that links to them, prerenders them or reads them back uses these.
import { collectionNamed, type PageCollectionName } from './collections.ts'

/** The page of an entry: pathOf('projects', 'x') -> "/projects/x", pathOf('legal', 'privacy') -> "/privacy". */
export const pathOf = (collection: PageCollectionName, slug: string) =>
  collectionNamed(collection).page.replace('@slug', slug)

/** The entry a path shows, if it has the shape of that collection's pages: ('projects', '/projects/x') -> "x". */
export function slugOfPath(collection: PageCollectionName, path: string): string | undefined {
  const [before, after] = collectionNamed(collection).page.split('@slug') as [string, string]
  const slug =
    path.startsWith(before) && path.endsWith(after) ? path.slice(before.length, path.length - after.length) : ''
  return /^[a-z0-9-]+$/.test(slug) ? slug : undefined
}

/** The project a path shows ("/projects/x" -> "x"), or undefined if it is no project's page. */
export const projectSlugOf = (path: string) => slugOfPath('projects', path)

/** The service a path shows ("/services/x" -> "x"), or undefined if it is no service's page. */
export const serviceSlugOf = (path: string) => slugOfPath('services', path)
