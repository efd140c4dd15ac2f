import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

let analytics: typeof import('./analytics.ts')
let appended: { src: string; async: boolean; attributes: Record<string, string> }[]

beforeEach(async () => {
  appended = []
  // Just enough of a document to see what the loader adds to <head>.
  vi.stubGlobal('document', {
    createElement: () => {
      const script = {
        src: '',
        async: false,
        attributes: {} as Record<string, string>,
        setAttribute: (name: string, value: string) => (script.attributes[name] = value),
      }
      return script
    },
    head: { append: (script: (typeof appended)[number]) => appended.push(script) },
  })
  vi.stubGlobal('window', {})
  vi.resetModules()
  analytics = await import('./analytics.ts')
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('analyticsScript', () => {
  it("is Plausible's script with the site's domain", () => {
    expect(analytics.analyticsScript({ provider: 'plausible', id: 'example.co.uk' })).toEqual({
      src: 'https://plausible.io/js/script.js',
      attributes: { 'data-domain': 'example.co.uk' },
    })
  })

  it("is Google's tag for the measurement ID", () => {
    expect(analytics.analyticsScript({ provider: 'google', id: 'G-ABC123' }).src).toBe(
      'https://www.googletagmanager.com/gtag/js?id=G-ABC123',
    )
  })
})

describe('loadAnalytics', () => {
  it('adds the provider script once, however often consent is confirmed', () => {
    expect(analytics.isAnalyticsLoaded()).toBe(false)
    analytics.loadAnalytics({ provider: 'plausible', id: 'example.co.uk' })
    analytics.loadAnalytics({ provider: 'plausible', id: 'example.co.uk' })
    expect(appended).toEqual([
      expect.objectContaining({
        src: 'https://plausible.io/js/script.js',
        async: true,
        attributes: { 'data-domain': 'example.co.uk' },
      }),
    ])
    expect(analytics.isAnalyticsLoaded()).toBe(true)
  })

  it("queues Google's js and config commands before its script loads", () => {
    analytics.loadAnalytics({ provider: 'google', id: 'G-ABC123' })
    const commands = (window.dataLayer ?? []).map((entry) => [...(entry as IArguments)])
    expect(commands).toEqual([
      ['js', expect.any(Date)],
      ['config', 'G-ABC123'],
    ])
    expect(appended.map((script) => script.src)).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-ABC123'])
  })
})
