// The Deno entry runs the packages the Node side runs and tests: deno.json pins each import to package-lock's version,
// and deno.lock (frozen) holds their own dependencies (pg's pg-pool, pg-protocol, pg-connection-string...) to the same
// versions, so a deploy never picks up whatever is newest that day.
//
// Supabase bundles the function with its edge-runtime, not with our Deno: it reads lockfile version 4 only (a version
// 5 file fails the deploy with "Unsupported lockfile version '5'"), and it finds the function's deno.json by itself
// (an `import_map` in config.toml is "no longer supported"). Deno 2.9.5 reads the version 4 file frozen and leaves
// it as written. The sources, and how to change a dependency: docs/deploying.md, "The enquiry function on Supabase".
import { readFileSync } from 'node:fs'
import { parse as parseToml } from 'smol-toml'
import { describe, expect, it } from 'vitest'

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8')
const json = (path: string) => JSON.parse(read(path))
const denoJson = json('./deno.json') as { imports: Record<string, string>; lock: unknown }
type LockedPackage = { integrity: string; dependencies?: string[] } & Record<string, unknown>
const denoLock = json('./deno.lock') as {
  version: string
  specifiers: Record<string, string>
  npm: Record<string, LockedPackage>
}
const packages = (json('../../../package-lock.json') as { packages: Record<string, { version?: string }> }).packages
const nodeVersion = (name: string) => packages[`node_modules/${name}`]?.version

/** `npm:pg@8.23.1` or `npm:/hono@4.13.19/` -> ['pg', '8.23.1']. */
const npmSpecifier = (specifier: string) => /^npm:\/?((?:@[^/@]+\/)?[^/@]+)@([^/]+)/.exec(specifier)!.slice(1, 3)

describe('the Deno entry’s dependencies', () => {
  it('runs from a frozen lockfile beside deno.json', () => {
    expect(denoJson.lock).toEqual({ path: './deno.lock', frozen: true })
    for (const specifier of Object.values(denoJson.imports)) {
      const [name, version] = npmSpecifier(specifier)
      expect(denoLock.specifiers[`npm:${name}@${version}`], specifier).toBe(version)
    }
  })

  it('pins each import to the version package-lock.json installs for Node', () => {
    for (const specifier of Object.values(denoJson.imports)) {
      const [name, version] = npmSpecifier(specifier)
      expect(version, name).toBe(nodeVersion(name!))
    }
  })

  it('locks every package the function runs to the version Node runs', () => {
    // Type definitions only (@types/*, undici-types) do not run, and follow Deno's own Node types.
    const running = Object.keys(denoLock.npm).filter((key) => !/^(@types\/|undici-types@)/.test(key))
    expect(running.filter((key) => /^pg-(pool|protocol|connection-string)@/.test(key))).toHaveLength(3)
    for (const key of running) {
      const [, name, version] = /^((?:@[^/@]+\/)?[^@]+)@([^_]+)/.exec(key)!
      expect(version, name).toBe(nodeVersion(name!))
    }
  })
})

describe('what Supabase’s edge-runtime reads', () => {
  it('gets a version 4 lockfile, with only the fields version 4 has', () => {
    expect(denoLock.version).toBe('4')
    // Version 5 adds optionalDependencies (version 4 lists them with the others), os, cpu, tarball, bin, scripts,
    // deprecated and optionalPeers.
    for (const [key, locked] of Object.entries(denoLock.npm))
      expect(
        Object.keys(locked).filter((field) => !['integrity', 'dependencies'].includes(field)),
        key,
      ).toEqual([])
  })

  it('finds the function’s deno.json by itself: config.toml names no import map', () => {
    const config = parseToml(read('../../config.toml')) as { functions: Record<string, Record<string, unknown>> }
    expect(config.functions['send-contact-email']).toEqual({ verify_jwt: false })
  })
})
