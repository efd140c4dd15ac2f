// Decap's names for the kinds of content, which collections.ts names in words ("service panels"):
// the generated configuration, the editor's formats and the preview's templates must agree on them.
import { type CollectionDefinition, isFolder } from '#content/collections.ts'

/** Decap's name for a collection or a single file: "service panels" -> "service-panels". */
export const decapName = (name: string) => name.replace(/\s+/g, '-')

/**
 * The editor's format for a collection's files (browser/formats.ts registers it, config.ts names it).
 * The single files share one, as Decap keeps them in one collection.
 */
export const formatOf = (collection: CollectionDefinition) =>
  isFolder(collection) ? `content-${decapName(collection.name)}` : 'content-single-files'
