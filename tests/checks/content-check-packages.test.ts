// CI's content job installs only .github/content-check (a few packages rather than the site's
// 1,500), so its verdict comes within a minute of a push. These tests keep that list whole and in
// step with the site's own: every package the check imports, at the version the site installs.
import { readFileSync } from 'node:fs'
import { buildSync } from 'esbuild'
import { describe, expect, it } from 'vitest'

const checkPackages = JSON.parse(readFileSync('.github/content-check/package.json', 'utf8')) as {
  dependencies: Record<string, string>
}
const siteLock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { version: string }>
}

/** The npm packages `npm run check:content` imports, directly or through the site's modules. */
function importedPackages(): string[] {
  const { metafile } = buildSync({
    entryPoints: ['content-layer/commands/check-content.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    metafile: true,
    packages: 'external',
    logLevel: 'silent',
  })
  const specifiers = Object.values(metafile.inputs).flatMap((input) =>
    input.imports.filter((i) => i.external && !i.path.startsWith('node:')).map((i) => i.path),
  )
  return [
    ...new Set(
      specifiers.map((path) =>
        path
          .split('/')
          .slice(0, path.startsWith('@') ? 2 : 1)
          .join('/'),
      ),
    ),
  ]
}

describe("the content job's own packages", () => {
  it('include every package the content check imports, and tsx that runs it', () => {
    const imported = importedPackages()
    expect(imported).toContain('zod')
    expect(Object.keys(checkPackages.dependencies).sort()).toEqual([...imported, 'tsx'].sort())
  })

  it('are the versions the site itself installs', () => {
    for (const [name, version] of Object.entries(checkPackages.dependencies))
      expect(version, name).toBe(siteLock.packages[`node_modules/${name}`]?.version)
  })
})
