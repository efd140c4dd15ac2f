// `npm run build`: the steps in order, each its own process as if typed, stopping at the first that fails; then
// one line on what was built. Each step prints a line or two of its own; VERBOSE=1 adds Vite's per-file listing.
import { spawnSync } from 'node:child_process'
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { clientRoot } from './out-dir.ts'

const steps = [
  ['vike', 'build'], // every route prerendered into dist/client, the pictures encoded (vite.config.ts)
  ['tsx', 'build/og-images.tsx'], // each page's Open Graph picture
  ['tsx', 'build/post-build.ts'], // fonts cut to the site's characters, the CSP, sitemap.xml, robots.txt
  ['tsx', 'editor/build.ts'], // the web editor at /admin/
]

const started = performance.now()
for (const [command, ...args] of steps) {
  // npm puts node_modules/.bin on PATH for its scripts; a shell finds the .cmd shims on Windows.
  const { status, signal } = spawnSync(command!, args, { stdio: 'inherit', shell: process.platform === 'win32' })
  if (status !== 0) {
    console.error(`build: \`${[command, ...args].join(' ')}\` failed (${signal ?? `exit code ${status}`})`)
    process.exit(status || 1)
  }
}

const root = clientRoot
const files = (readdirSync(root, { recursive: true }) as string[]).filter((file) => statSync(join(root, file)).isFile())
const bytes = files.reduce((total, file) => total + statSync(join(root, file)).size, 0)
const pages = files.filter((file) => file.endsWith('.html') && !file.startsWith('admin')).length
const seconds = Math.round((performance.now() - started) / 1000)
console.log(
  `build: ${pages} pages in ${root}, ${files.length} files, ${(bytes / 1024 / 1024).toFixed(1)} MB, ` +
    `in ${Math.floor(seconds / 60)} min ${seconds % 60} s`,
)
