import { defineConfig } from 'vitest/config'

// The enquiry function with real servers (tests/integration): PostgreSQL clusters, PGlite, an SMTP
// server, the function under Deno and `npm run preview` itself. Starting and stopping them takes a
// while on a busy machine, hence the longer limit (the slowest hooks and tests set their own).
// Tests that sit beside their code but are not unit tests: they start processes on a copy of the site, so they run
// here, outside `npm run check`. new-collection.test.ts applies a patch to a copy of the repository, then runs the
// content check's command and Vite on it (about 30 s).
export const integrationBesideCode = ['content-layer/new-collection.test.ts']

export default defineConfig({
  test: {
    include: ['tests/integration/**/*.test.ts', ...integrationBesideCode],
    testTimeout: 30_000,
  },
})
