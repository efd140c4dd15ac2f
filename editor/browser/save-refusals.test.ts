import { describe, expect, it } from 'vitest'
import { contentDrafts } from '#content/check.ts'
import { deleteRefusals, saveRefusals } from './save-refusals.ts'

const site = contentDrafts()
const published = (folder: string) => Object.keys(site).filter((file) => file.startsWith(folder) && !site[file]?.draft)

describe('a save the content check would refuse', () => {
  it('is none when a featured project is hidden and enough others are published', () => {
    const entry = { collection: 'projects', slug: 'copperleaf-business-park', data: { draft: true } }
    expect(saveRefusals(entry, site)).toEqual([])
  })

  it('is named, in the check’s sentence, when hiding the entry leaves fewer than the home page shows', () => {
    const hidden = Object.fromEntries(
      published('projects/')
        .slice(0, 2)
        .map((file) => [file, { draft: true }]),
    )
    const entry = { collection: 'projects', slug: 'farmstead-eastry', data: { draft: true } }
    expect(saveRefusals(entry, { ...site, ...hidden })).toEqual([
      "The home page's project strip shows 4 projects, and only 3 are published: at least 4 must be on the site " +
        '(Draft off).',
    ])
    // Published again, it refuses nothing.
    expect(saveRefusals({ ...entry, data: { draft: false } }, { ...site, ...hidden })).toEqual([])
  })

  it('counts questions the same way, and keeps the policies every page links to published', () => {
    const hidden = Object.fromEntries(
      published('faqs/')
        .slice(0, 5)
        .map((file) => [file, { draft: true }]),
    )
    const question = { collection: 'faqs', slug: 'what-area-do-you-cover', data: { draft: true } }
    expect(saveRefusals(question, { ...site, ...hidden })[0]).toMatch(/^The home page shows 5 questions, and only 4/)
    expect(saveRefusals({ collection: 'legal', slug: 'terms', data: { draft: true } }, site)).toEqual([])
    expect(saveRefusals({ collection: 'legal', slug: 'cookies', data: { draft: true } }, site)).toEqual([
      'The cookie notice and the contact form link to this policy from every page, so it must be published ' +
        '(Draft off).',
    ])
  })

  it('counts the entries deleted since, once the editor has listed them', () => {
    const slugs = published('projects/').map((file) => file.slice('projects/'.length, -'.mdx'.length))
    expect(slugs.length).toBeGreaterThan(4)
    const remaining = slugs.slice(0, 4)
    const hide = { collection: 'projects', slug: remaining[0], data: { draft: true } }
    expect(saveRefusals(hide, site)).toEqual([])
    expect(saveRefusals(hide, site, { listed: remaining })[0]).toMatch(/only 3 are published/)
  })
})

describe('a deletion the content check would refuse', () => {
  const slugs = published('projects/').map((file) => file.slice('projects/'.length, -'.mdx'.length))

  it('is none while enough published projects remain', () => {
    expect(deleteRefusals({ collection: 'projects', slug: slugs[0] }, site)).toEqual([])
  })

  it('is the check’s sentence when fewer than the home page shows would remain', () => {
    const listed = slugs.slice(0, 4)
    expect(deleteRefusals({ collection: 'projects', slug: listed[0] }, site, { listed })).toEqual([
      "The home page's project strip shows 4 projects, and only 3 are published: at least 4 must be on the site " +
        '(Draft off).',
    ])
  })

  it('keeps the policies every page links to, and lets a draft go', () => {
    expect(deleteRefusals({ collection: 'legal', slug: 'privacy' }, site)[0]).toMatch(/^The cookie notice/)
    expect(deleteRefusals({ collection: 'legal', slug: 'terms' }, site)).toEqual([])
    // Five listed, one a draft: deleting the draft leaves the four published; deleting a published one, three.
    const listed = slugs.slice(0, 5)
    const drafts = { ...site, [`projects/${listed[4]}.mdx`]: { draft: true } }
    expect(deleteRefusals({ collection: 'projects', slug: listed[4] }, drafts, { listed })).toEqual([])
    expect(deleteRefusals({ collection: 'projects', slug: listed[0] }, drafts, { listed })[0]).toMatch(/only 3 are/)
  })
})
