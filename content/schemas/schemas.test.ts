import { describe, expect, it } from 'vitest'
import type { SchemaContext } from './context.ts'
import { projectSchema } from './project.ts'
import { serviceSchema } from './service.ts'
import { servicePanelSchema } from './service-panel.ts'
import { siteSchema } from './site.ts'

// The build looks icons up in lucide.dev's set (content-layer/build-context.ts); here a stand-in knows one.
const compass = { body: '<circle cx="12" cy="12" r="10"/>', width: 24, height: 24 }
const context: SchemaContext = {
  image: () => ({ problem: 'no images here' }),
  lucideIcon: (name) => (name === 'compass' ? compass : undefined),
}

describe('schemas clean the data components receive', () => {
  it('turns UK numbers into international form for tel: and WhatsApp links', () => {
    const phone = siteSchema.shape.phone
    expect(phone.parse('01632 960 418')).toEqual({ display: '01632 960 418', international: '+441632960418' })
    expect(phone.parse('+44 7700 900418').international).toBe('+447700900418')
    expect(phone.safeParse('555-1234').success).toBe(false)
  })

  it('shows a project value as a unit count or "Residential"', () => {
    expect(projectSchema(context).shape.value.parse(18)).toBe('18 units')
    expect(projectSchema(context).shape.value.parse('Residential')).toBe('Residential')
    expect(projectSchema(context).shape.value.safeParse('Commercial').success).toBe(false)
  })

  it('numbers services "01".."05"', () => {
    expect(serviceSchema.shape.number.parse(4)).toBe('04')
  })

  it('accepts only icons that exist in the icon set', () => {
    expect(servicePanelSchema(context).shape.icon.safeParse('i-lucide-compass').success).toBe(true)
    expect(servicePanelSchema(context).shape.icon.safeParse('i-lucide-no-such-icon').error?.issues[0]?.message).toBe(
      'No lucide.dev icon has this name',
    )
    expect(servicePanelSchema(context).shape.icon.safeParse('compass').success).toBe(false)
  })

  it("gives a panel its icon's drawing, so the page does not need the icon set", () => {
    expect(servicePanelSchema(context).shape.icon.parse('i-lucide-compass')).toEqual(compass)
  })

  it('accepts analytics only as a known provider with a well-formed ID, and none at all', () => {
    const analytics = siteSchema.shape.analytics
    expect(analytics.parse(undefined)).toBeUndefined()
    expect(analytics.parse({ provider: 'plausible', id: 'example.co.uk' })).toEqual({
      provider: 'plausible',
      id: 'example.co.uk',
    })
    expect(analytics.parse({ provider: 'google', id: 'G-ABC123DEF4' })).toEqual({
      provider: 'google',
      id: 'G-ABC123DEF4',
    })
    expect(analytics.safeParse({ provider: 'plausible', id: 'https://example.co.uk' }).success).toBe(false)
    expect(analytics.safeParse({ provider: 'google', id: 'UA-12345-1' }).success).toBe(false)
    expect(analytics.safeParse({ provider: 'matomo', id: 'example.co.uk' }).success).toBe(false)
  })

  it('strips a trailing slash from the site URL', () => {
    expect(siteSchema.shape.url.parse('https://www.example.co.uk/')).toBe('https://www.example.co.uk')
  })
})
