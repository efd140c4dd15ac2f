import { defineConfig } from 'vitest/config'

// Tests of the build output in dist/client (tests/build): search-engine tags, headers, budgets, links,
// secrets. `npm run test:build` runs them after `npm run build`.
export default defineConfig({
  test: {
    include: ['tests/build/**/*.test.ts'],
    testTimeout: 30_000,
  },
})
