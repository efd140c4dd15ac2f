/** What the console says on the 404 page: the missing path is logged. */
export const notFoundMessage = (path: string) => `404: no page at ${path}`

/** Marks the 404 page's content, for the page script to find. */
export const NOT_FOUND_ATTRIBUTE = 'data-not-found'
