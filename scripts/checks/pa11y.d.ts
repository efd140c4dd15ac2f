// pa11y ships no types; this is the part scripts/checks/a11y.ts uses.
declare module 'pa11y' {
  import type { Browser, Page } from 'puppeteer'

  export interface Pa11yOptions {
    browser?: Browser
    /** Only alongside `browser`: the tab to test in, left open afterwards. */
    page?: Page
    standard?: 'WCAG2A' | 'WCAG2AA' | 'WCAG2AAA'
    runners?: string[]
    timeout?: number
    actions?: string[]
  }

  export default function pa11y(
    url: string,
    options?: Pa11yOptions,
  ): Promise<{ issues: { message: string; selector: string; context: string | null }[] }>
}
