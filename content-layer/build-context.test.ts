import { describe, expect, it } from 'vitest'
import { ContentError, parseContentFile } from './parse.ts'
import { buildContext } from './build-context.ts'

const panel = (icon: string) =>
  `icon: ${icon}\ntitle: Planning\nsubtitle: Early advice\ndescription: What the stage involves.\nincludes:\n  - ` +
  `Feasibility\n  - Appraisals\norder: 1\n`

describe('what the build tells the schemas', () => {
  it('draws lucide.dev icons, and only those', () => {
    expect(buildContext.lucideIcon('compass')).toEqual({
      body: expect.stringContaining('<circle'),
      width: 24,
      height: 24,
    })
    expect(buildContext.lucideIcon('no-such-icon')).toBeUndefined()
    // A name every object has is not an icon.
    expect(buildContext.lucideIcon('constructor')).toBeUndefined()
  })

  it('describes an image by its name, or says what is wrong with the name', () => {
    expect(buildContext.image('hero/hero-1.svg')).toMatchObject({
      src: expect.stringMatching(/^\/assets\/images\/hero-1-/),
      width: expect.any(Number),
    })
    expect(buildContext.image('hero/no-such-picture.jpg')).toEqual({
      problem:
        'there is no picture "hero/no-such-picture.jpg" in content/images: content/images/hero has hero/hero-1.svg, ' +
        'hero/hero-2.svg',
    })
  })

  it('is what content files are checked with', () => {
    const { data } = parseContentFile('content/service-panels/planning.yaml', panel('i-lucide-compass'), buildContext)
    expect((data as { icon: unknown }).icon).toEqual(buildContext.lucideIcon('compass'))
    expect(() =>
      parseContentFile('content/service-panels/planning.yaml', panel('i-lucide-no-such-icon'), buildContext),
    ).toThrow(ContentError)
    expect(() =>
      parseContentFile('content/service-panels/planning.yaml', panel('i-lucide-no-such-icon'), buildContext),
    ).toThrow(/line 1: field "icon": No lucide.dev icon has this name/)
  })
})
