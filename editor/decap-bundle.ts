// Decap CMS's prebuilt bundle, fetched as the package's tarball alone through npm rather than installed as a
// dependency, and each file checked against decap-bundle-files.json whenever it is copied: why, and how to update
// Decap, is in docs/editing.md.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const version = '3.16.3'
const integrity = 'sha512-hf+dPlCh7TJmWl8+6VRzHYOWhri5xgUknrZbDewaWe4s9B7xJ8PQugp2QHeSldMUKzav6+z0oIpwUYhUJDYtYw=='
const cache = join(import.meta.dirname, '../node_modules/.cache')
const unpacked = join(cache, `decap-cms-${version}`)

const sha512 = (path: string) => `sha512-${createHash('sha512').update(readFileSync(path)).digest('base64')}`

/** The folder holding decap-cms.js, the chunks it loads and its licence, fetched on first use. */
export function decapDist(): string {
  if (!existsSync(unpacked)) {
    // Unpacked beside and renamed into place, so builds running at once never see half a folder.
    mkdirSync(cache, { recursive: true })
    const work = mkdtempSync(`${unpacked}-`)
    try {
      const packed = execFileSync('npm', ['pack', `decap-cms@${version}`, '--silent'], { cwd: work, encoding: 'utf8' })
      const tarball = join(work, packed.trim())
      const hash = sha512(tarball)
      if (hash !== integrity) throw new Error(`decap-cms@${version} from npm is not the tarball expected (${hash})`)
      execFileSync('tar', ['-xzf', tarball, '-C', work])
      try {
        renameSync(join(work, 'package'), unpacked)
      } catch (error) {
        if (!existsSync(unpacked)) throw error
      }
    } finally {
      rmSync(work, { recursive: true, force: true })
    }
  }
  return join(unpacked, 'dist')
}

/** The files of dist/ the editor serves: the bundle, the chunks it loads on demand (named *.decap-cms.js, beside it),
 * the WebAssembly it compiles and its licence. */
const servedFiles = (dist: string) =>
  readdirSync(dist)
    .filter((name) => /(^|\.)decap-cms\.js$|\.wasm$|^decap-cms\.js\.LICENSE\.txt$/.test(name))
    .sort()

const manifestPath = fileURLToPath(new URL('./decap-bundle-files.json', import.meta.url))

/**
 * The editor's files of the bundle, each checked against its recorded sha512: throws, naming the file and how to
 * restore it, when one was changed, added or removed since Decap's tarball was checked.
 */
export function verifiedDecapFiles(dist = decapDist()): { name: string; path: string }[] {
  const { version: recorded, files } = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    version: string
    files: Record<string, string>
  }
  if (recorded !== version)
    throw new Error(
      `editor/decap-bundle-files.json lists decap-cms@${recorded}, not ${version}: ` +
        'run npx tsx editor/decap-bundle.ts to list it afresh.',
    )
  const names = servedFiles(dist)
  const restore =
    `delete the folder node_modules/.cache/decap-cms-${version} and run the command again: ` +
    'it fetches Decap afresh from npm and checks it.'
  for (const name of new Set([...names, ...Object.keys(files)])) {
    const expected = files[name]
    const found = names.includes(name) ? sha512(join(dist, name)) : undefined
    if (found !== expected) {
      const change = !expected ? 'is not part of Decap CMS' : !found ? 'is missing' : 'was changed since it was checked'
      throw new Error(
        `The web editor's file ${join(dist, name)} ${change}, so the editor is not built from it. ` +
          `To restore it, ${restore}`,
      )
    }
  }
  return names.map((name) => ({ name, path: join(dist, name) }))
}

// Run directly: lists the sha512 of each file the editor serves, from a freshly fetched and checked tarball.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  rmSync(unpacked, { recursive: true, force: true })
  const dist = decapDist()
  const files = Object.fromEntries(servedFiles(dist).map((name) => [name, sha512(join(dist, name))]))
  writeFileSync(manifestPath, `${JSON.stringify({ version, files }, null, 2)}\n`)
  console.log(`${manifestPath}: ${Object.keys(files).length} files of decap-cms@${version}`)
}
