// Content files for code that runs outside the pages (the build's later steps, the web editor, the
// local stack, the tests), checked as the build checks them.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Site } from '../content/schemas/site.ts'
import { buildContext } from './build-context.ts'
import { parseContentFile } from './parse.ts'

/** The checked data of `file` (e.g. "content/pages.yaml") in the repository at `root`. */
export const readContentFile = <T>(file: string, root = '.') =>
  parseContentFile(file, readFileSync(join(root, file), 'utf8'), buildContext).data as T

/** The business details, content/site.yaml of the repository at `root` (this folder by default). */
export const readSite = (root = '.') => readContentFile<Site>('content/site.yaml', root)
