// The Deno entry runs the packages the Node side runs and tests: deno.json pins each import to package-lock's version,
// and deno.lock (frozen) holds their own dependencies (pg's pg-pool, pg-protocol, pg-connection-string...) to the same
// versions, so a deploy never picks up whatever is newest that day.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const json = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'))
const denoJson = json('./deno.json') as { imports: Record<string, string>; lock: unknown }
const denoLock = json('./deno.lock') as { specifiers: Record<string, string>; npm: Record<string, unknown> }
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
