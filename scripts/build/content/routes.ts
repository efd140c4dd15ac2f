// Addresses of the pages made from content files, written once for everything that links to them,
// prerenders them or reads them back. They must agree with the route folders: pages/projects/@slug/,
// pages/services/@slug/ and pages/legal/+route.ts ('/@slug').

const projectPrefix = '/projects/'
const servicePrefix = '/services/'

/** A project's page, from its file name in content/projects/. */
export const projectPath = (slug: string) => `${projectPrefix}${slug}`

/** A service's page, from its file name in content/services/. */
export const servicePath = (slug: string) => `${servicePrefix}${slug}`

/** A policy's page, from its file name in content/legal/: policies sit at the top level ("/privacy"). */
export const legalPath = (slug: string) => `/${slug}`

const slugAfter = (prefix: string, path: string) => (path.startsWith(prefix) && /^[a-z0-9-]+$/.test(path.slice(prefix.length)) ? path.slice(prefix.length) : undefined)

/** The project a path shows ("/projects/x" -> "x"), or undefined if it is no project's page. */
export const projectSlugOf = (path: string) => slugAfter(projectPrefix, path)

/** The service a path shows ("/services/x" -> "x"), or undefined if it is no service's page. */
export const serviceSlugOf = (path: string) => slugAfter(servicePrefix, path)
