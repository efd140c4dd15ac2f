// Loads the site's analytics provider (content/site.yaml `analytics`). Called only once the visitor
// has consented to analytics cookies: before that, no provider code or request leaves the page.
import type { Site } from '../../content/schemas/site.ts'

export type AnalyticsConfig = NonNullable<Site['analytics']>

declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: (...args: unknown[]) => void
  }
}

/** The provider's script tag, as its documentation gives it. */
export function analyticsScript(config: AnalyticsConfig): { src: string; attributes: Record<string, string> } {
  switch (config.provider) {
    case 'plausible':
      return { src: 'https://plausible.io/js/script.js', attributes: { 'data-domain': config.id } }
    case 'google':
      return { src: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(config.id)}`, attributes: {} }
  }
}

/**
 * Where the provider's script comes from and where it reports to, for the Content-Security-Policy
 * (build/content-security-policy.ts), as each provider's CSP guidance lists them.
 */
export function analyticsOrigins(config: AnalyticsConfig): { script: string[]; connect: string[]; img: string[] } {
  switch (config.provider) {
    case 'plausible':
      return { script: ['https://plausible.io'], connect: ['https://plausible.io'], img: [] }
    case 'google':
      return {
        script: ['https://*.googletagmanager.com'],
        connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
        img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
      }
  }
}

let loaded = false

/** Whether the provider's script was added to this page (a script cannot be taken out again). */
export function isAnalyticsLoaded(): boolean {
  return loaded
}

/** Adds the provider's script, once per page (every link loads a new page). */
export function loadAnalytics(config: AnalyticsConfig): void {
  if (loaded) return
  loaded = true
  if (config.provider === 'google') {
    // Google's snippet: gtag.js reads its commands from dataLayer, as `arguments` objects.
    window.dataLayer ??= []
    const dataLayer = window.dataLayer
    window.gtag = function gtag() {
      // biome-ignore lint/complexity/noArguments: gtag.js reads Arguments objects, not arrays.
      dataLayer.push(arguments)
    }
    window.gtag('js', new Date())
    window.gtag('config', config.id)
  }
  const { src, attributes } = analyticsScript(config)
  const script = document.createElement('script')
  script.src = src
  script.async = true
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value)
  document.head.append(script)
}
