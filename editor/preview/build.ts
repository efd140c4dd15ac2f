// Builds the preview's bundle (vite.config.ts) into a folder of /admin/. A build takes seconds (more on a busy
// machine), so each is kept in node_modules/.cache/cms-preview under a hash of all it is built from.
import { createHash } from 'node:crypto'
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'

const root = fileURLToPath(new URL('../../', import.meta.url))
const cache = join(root, 'node_modules/.cache/cms-preview')
const configFile = fileURLToPath(new URL('./vite.config.ts', import.meta.url))
/** What the bundle is built from: the pages, components and content it renders, their plugins, and its packages. */
const inputs = [
  'components',
  'pages',
  'shell',
  'content',
  'build',
  'editor/preview',
  'supabase/functions/_shared',
  'uno.config.ts',
  'theme.ts',
  'package-lock.json',
]

function filesIn(path: string): string[] {
  if (!existsSync(path)) return []
  if (!statSync(path).isDirectory()) return [path]
  return readdirSync(path, { recursive: true, encoding: 'utf8' })
    .map((name) => join(path, name))
    .filter((file) => statSync(file).isFile())
    .sort()
}

function inputsHash(): string {
  const hash = createHash('sha256')
  for (const file of inputs.flatMap((input) => filesIn(join(root, input))))
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0')
  return hash.digest('hex').slice(0, 16)
}

export async function buildPreview(outDir: string) {
  const built = join(cache, inputsHash())
  if (!existsSync(built)) {
    // Built beside its place and moved in whole, so an editor starting meanwhile never takes half a build.
    const building = `${built}-${process.pid}`
    await build({ configFile, build: { outDir: building } })
    // Earlier builds are out of date (a build of another editor starting now is left alone).
    for (const old of readdirSync(cache))
      if (!old.includes('-')) rmSync(join(cache, old), { recursive: true, force: true })
    try {
      renameSync(building, built)
    } catch {
      // Another editor starting at the same time moved in the same build first.
      rmSync(building, { recursive: true, force: true })
    }
  }
  cpSync(built, outDir, { recursive: true })
}
