import { expect, it } from 'vitest'
import { entryAddress, isEntryAt, needsReload } from './entry-address.ts'

const admin = 'http://localhost:3100/admin/'
const at = (route: string) => `${admin}#/collections/${route}`
const none = {}

it('reads the entry form an address names, and nothing from the lists', () => {
  expect(entryAddress(at('projects/entries/farmstead-eastry'))).toEqual({
    collection: 'projects',
    slug: 'farmstead-eastry',
  })
  expect(entryAddress(at('faqs/new?title=x'))).toEqual({ collection: 'faqs' })
  expect(entryAddress('#/collections/pages-and-details/entries/site?ref=workflow')).toEqual({
    collection: 'pages-and-details',
    slug: 'site',
  })
  expect(entryAddress(at('projects'))).toBeUndefined()
  expect(entryAddress(admin)).toBeUndefined()
})

it("reloads when the address moves from one entry's form to another's, which Decap's editor would not follow", () => {
  const farmstead = at('projects/entries/farmstead-eastry')
  expect(needsReload(farmstead, at('projects/entries/copperleaf-business-park'), none)).toBe(true)
  expect(needsReload(farmstead, at('legal/entries/complaints'), none)).toBe(true)
  expect(needsReload(farmstead, at('faqs/new'), none)).toBe(true)
  expect(needsReload(at('projects/new'), at('projects/entries/farmstead-eastry'), none)).toBe(true)
})

it('leaves the moves Decap follows itself: opening and leaving a form, New, Duplicate, a new entry saved', () => {
  const farmstead = at('projects/entries/farmstead-eastry')
  expect(needsReload(at('projects'), farmstead, none)).toBe(false)
  expect(needsReload(farmstead, at('projects'), none)).toBe(false)
  expect(needsReload(farmstead, `${farmstead}?ref=workflow`, none)).toBe(false)
  expect(needsReload(farmstead, at('projects/new'), none)).toBe(false)
  expect(needsReload(at('projects/new'), farmstead, { newIn: 'projects' })).toBe(false)
})

it('leaves a form for the lists without a reload: a save is put back in them at once', () => {
  const farmstead = at('projects/entries/farmstead-eastry')
  expect(needsReload(farmstead, at('projects'), none)).toBe(false)
  expect(needsReload(farmstead, at('faqs'), none)).toBe(false)
  expect(needsReload(at('projects'), at('faqs'), none)).toBe(false)
})

it('accepts a save only of the entry the address names', () => {
  const farmstead = { collection: 'projects', slug: 'farmstead-eastry', newRecord: false }
  expect(isEntryAt(farmstead, at('projects/entries/farmstead-eastry'))).toBe(true)
  expect(isEntryAt(farmstead, at('projects/entries/copperleaf-business-park'))).toBe(false)
  expect(isEntryAt(farmstead, at('legal/entries/farmstead-eastry'))).toBe(false)
  expect(isEntryAt(farmstead, at('projects'))).toBe(false)
  expect(isEntryAt({ collection: 'faqs', slug: '', newRecord: true }, at('faqs/new'))).toBe(true)
  expect(isEntryAt({ collection: 'faqs', slug: '', newRecord: true }, at('faqs/entries/how-do-i-get-started'))).toBe(
    false,
  )
  expect(isEntryAt({ collection: 'pages-and-details', slug: 'site' }, at('pages-and-details/entries/site'))).toBe(true)
})
