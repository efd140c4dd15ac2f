import { describe, expect, it } from 'vitest'
import { contentDrafts } from '#content/check.ts'
import { deleteRefusals, publishRefusals, saveRefusals } from './save-refusals.ts'

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

describe('the site as it will be, with the changes saved and not yet published', () => {
  const slugs = published('projects/').map((file) => file.slice('projects/'.length, -'.mdx'.length))
  const titled = (slug: string) => ({ draft: true, title: `Title of ${slug}` })
  /** Every published project but four hidden, as `hidden` changes not yet published. */
  const hiding = (count: number) => Object.fromEntries(slugs.slice(0, count).map((slug) => [slug, titled(slug)]))

  it('refuses a hide that the other changes waiting would leave short, naming them', () => {
    const waiting = slugs.length - 4
    const [third] = slugs.slice(waiting, waiting + 1)
    const entry = { collection: 'projects', slug: third, data: { draft: true } }
    expect(saveRefusals(entry, site)).toEqual([])
    const [first, second] = slugs
    expect(saveRefusals(entry, site, { unpublished: hiding(waiting) })).toEqual([
      "The home page's project strip shows 4 projects, and only 3 are published: at least 4 must be on the site " +
        '(Draft off). That counts your changes not yet published (on the Workflow page), which also hide ' +
        `“Title of ${first}” and “Title of ${second}”.`,
    ])
  })

  it('accepts saving again a change that already hides the entry, and a change that undoes a hide', () => {
    const waiting = hiding(slugs.length - 3)
    const [last] = Object.keys(waiting).slice(-1)
    expect(
      saveRefusals({ collection: 'projects', slug: last, data: { draft: true } }, site, { unpublished: waiting }),
    ).toEqual([])
    expect(
      saveRefusals({ collection: 'projects', slug: last, data: { draft: false } }, site, { unpublished: waiting }),
    ).toEqual([])
  })

  it('refuses publishing a change that leaves the site short, and counts only the site as the merge leaves it', () => {
    const listed = slugs.slice(0, 4)
    const entry = { collection: 'projects', slug: listed[0], data: { draft: true } }
    expect(publishRefusals(entry, site, { listed })).toEqual([
      "Publishing this change would leave the site failing the content check: The home page's project strip shows 4 " +
        'projects, and only 3 are published: at least 4 must be on the site (Draft off).',
    ])
    // Other changes waiting do not reach the site by this merge.
    const other = { collection: 'projects', slug: slugs[0], data: { draft: true } }
    expect(publishRefusals(other, site, { unpublished: hiding(slugs.length) })).toEqual([])
  })
})

describe('a repair, while the site already fails the check', () => {
  const slugs = published('projects/').map((file) => file.slice('projects/'.length, -'.mdx'.length))
  // Made invalid by hand: only two published.
  const broken = {
    ...site,
    ...Object.fromEntries(slugs.slice(2).map((slug) => [`projects/${slug}.mdx`, { draft: true }])),
  }

  it('is accepted when it moves the site towards passing, saved or published', () => {
    const fix = { collection: 'projects', slug: slugs[2], data: { draft: false } }
    expect(saveRefusals(fix, broken)).toEqual([])
    expect(publishRefusals(fix, broken)).toEqual([])
    // An edit that changes nothing of the count is no worse either.
    expect(saveRefusals({ collection: 'projects', slug: slugs[0], data: { draft: false } }, broken)).toEqual([])
  })

  it('is refused when it makes the site worse still', () => {
    expect(saveRefusals({ collection: 'projects', slug: slugs[0], data: { draft: true } }, broken)[0]).toMatch(
      /only 1 is published/,
    )
    expect(deleteRefusals({ collection: 'projects', slug: slugs[0] }, broken)[0]).toMatch(/only 1 is published/)
  })
})
