import { defineConfig } from 'vitest/config'

// The built site in WebKit and Gecko (tests/engines), the two engines side by side, each its tests in order in one
// tab; `npm run test:engines` after `npm run build`. Chromium is the Playwright suite's (playwright.config.ts).
export default defineConfig({
  test: {
    include: ['tests/engines/**/*.test.ts'],
    globalSetup: ['tests/engines/serve-site.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
})
