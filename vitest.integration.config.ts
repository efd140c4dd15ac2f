import { defineConfig } from 'vitest/config'

// The enquiry function with real servers (tests/integration): PostgreSQL clusters, PGlite, an SMTP
// server, the function under Deno and `npm run preview` itself. Starting and stopping them takes a
// while on a busy machine, hence the longer limit (the slowest hooks and tests set their own).
export default defineConfig({
  test: {
    include: ['tests/integration/**/*.test.ts'],
    testTimeout: 30_000,
  },
})
