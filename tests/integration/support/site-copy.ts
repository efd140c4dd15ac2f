// A copy of the site's files in a temporary folder, for tests that change the site and then run its commands or
// Vite on it: each of `entries` (folders and files of the repository) copied, node_modules linked, not copied.
import { cpSync, mkdtempSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

/** The folder of the copy, named from `prefix`; the test removes it. */
export function copyOfSite(prefix: string, entries: readonly string[]): string {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  for (const entry of entries)
    cpSync(entry, join(dir, entry), { recursive: true, filter: (source) => !source.includes('node_modules') })
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'))
  return dir
}
