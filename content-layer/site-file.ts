// The business details (content/site.yaml) for code that runs outside the pages (the build's later
// steps, the web editor, the local stack, the tests), checked as the build checks them.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Site } from '../content/schemas/site.ts'
import { parseContentFile } from './parse.ts'
import { buildContext } from './build-context.ts'

/** content/site.yaml of the repository at `root` (this folder by default). */
export function readSite(root = '.'): Site {
  return parseContentFile('content/site.yaml', readFileSync(join(root, 'content/site.yaml'), 'utf8'), buildContext)
    .data as Site
}
