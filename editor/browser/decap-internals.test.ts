// The pinned Decap bundle still holds every internal the editor relies on (decap-internals.ts): an upgrade of Decap
// that renames or drops one fails here, by the internal's name, before any owner meets it.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { decapDist } from '../decap-bundle.ts'
import { internals, missingFrom } from './decap-internals.ts'

const bundle = readFileSync(join(decapDist(), 'decap-cms.js'), 'utf8')

describe('the Decap internals the editor relies on, in the pinned bundle (decap-cms.js)', () => {
  it.each(internals.map((internal) => [internal.name, internal]))('%s is still there', (_, { inBundle }) => {
    for (const text of inBundle) expect(bundle, `decap-cms.js holds ${text}`).toContain(text)
  })

  it('are named when one is renamed in a copy of the bundle', () => {
    expect(missingFrom(bundle)).toEqual([])
    const renamed = bundle.replaceAll('"ENTRY_PERSIST_SUCCESS"', '"ENTRY_PERSISTED"')
    expect(missingFrom(renamed)).toEqual(['the ENTRY_PERSIST_SUCCESS action'])
    expect(missingFrom(bundle.replaceAll('label:"ControlErrorsList"', 'label:"ErrorsList"'))).toEqual([
      'the class labels ControlErrorsList, FieldLabel and BackStatus',
    ])
  })
})
