// The virtual module `virtual:published-bodies`: a lazy loader for the MDX body of every published
// entry in a content folder of MDX files (collections.ts). It replaces import.meta.glob, whose
// list cannot leave drafts out: a glob would give each draft a chunk in dist/client named after it.
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { listContentFiles } from '#content/check.ts'
import { collectionOf, isFolder } from '#content/collections.ts'
import { parseContentFile } from '#content/parse.ts'
import { buildContext } from '#content/build-context.ts'

export const publishedBodiesId = 'virtual:published-bodies'

/** A file whose body belongs in the module, drafts included (relative to content/, e.g. "projects/x.mdx"). */
export function isBodyFile(relativePath: string): boolean {
  const collection = collectionOf(relativePath)
  return !!collection && isFolder(collection) && relativePath.endsWith('.mdx')
}

function isDraft(file: string, path: string): boolean {
  try {
    return parseContentFile(file, readFileSync(path, 'utf8'), buildContext).draft
  } catch {
    // A broken file stays listed: importing it reports the problem with its file and line.
    return false
  }
}

/** The published content files of the project at `root`: their paths inside content/ and on disk. */
export function publishedFiles(root: string): { file: string; path: string }[] {
  return listContentFiles(`${root}/content`)
    .map((path) => ({ path: path.replace(/\\/g, '/'), file: relative(`${root}/content`, path).replace(/\\/g, '/') }))
    .filter(({ file, path }) => !isDraft(`content/${file}`, path))
}

/** The module's code: `{ "projects/x": () => import("/.../content/projects/x.mdx").then(...), ... }`. */
export function publishedBodiesModule(root: string): string {
  const entries = publishedFiles(root)
    .filter(({ file }) => isBodyFile(file))
    .map(
      ({ path, file }) =>
        `  ${JSON.stringify(file.slice(0, -'.mdx'.length))}: () => import(${JSON.stringify(path)}).then((m) => ` +
        `m.default),`,
    )
  return `export default {\n${entries.sort().join('\n')}\n}\n`
}
