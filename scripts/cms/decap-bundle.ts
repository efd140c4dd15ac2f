// Decap CMS's prebuilt bundle (the package's dist/) is all the editor uses of it. The decap-cms package
// also declares the ~600 packages its bundle was built from, so instead of an npm dependency it is
// fetched here, the tarball alone, through npm (its cache and registry) once into node_modules/.cache,
// and checked against the integrity below. To update Decap: change both, from `npm view decap-cms@X dist`.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'

const version = '3.16.3'
const integrity = 'sha512-hf+dPlCh7TJmWl8+6VRzHYOWhri5xgUknrZbDewaWe4s9B7xJ8PQugp2QHeSldMUKzav6+z0oIpwUYhUJDYtYw=='
const cache = join(import.meta.dirname, '../../node_modules/.cache')
const unpacked = join(cache, `decap-cms-${version}`)

/** The folder holding decap-cms.js, the chunks it loads and its licence, fetched on first use. */
export function decapDist(): string {
  if (!existsSync(unpacked)) {
    // Unpacked beside and renamed into place, so builds running at once never see half a folder.
    mkdirSync(cache, { recursive: true })
    const work = mkdtempSync(`${unpacked}-`)
    try {
      const packed = execFileSync('npm', ['pack', `decap-cms@${version}`, '--silent'], { cwd: work, encoding: 'utf8' })
      const tarball = join(work, packed.trim())
      const hash = `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`
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
