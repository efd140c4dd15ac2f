// Every script the site's pages load starts with V8's explicit compile hint (build/compile-hints.ts), so a first tap
// does not wait for its functions to be compiled. V8 reads the hint only as a file's first line.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { distRoot } from './support.ts'

const scriptFolders = ['assets/entries', 'assets/chunks']
const scripts = scriptFolders.flatMap((folder) =>
  readdirSync(join(distRoot, folder))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `${folder}/${name}`),
)

describe('the scripts the pages load', () => {
  it('are in the build', () => {
    expect(scripts.length).toBeGreaterThan(0)
  })

  it.each(scripts)('%s asks V8 to compile all its functions as it loads', (script) => {
    expect(readFileSync(join(distRoot, script), 'utf8').split('\n', 1)[0]).toBe('//# allFunctionsCalledOnLoad')
  })
})
