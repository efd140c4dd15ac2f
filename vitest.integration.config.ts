import { defineConfig } from 'vitest/config'

// The enquiry function with real servers (tests/integration): PostgreSQL clusters, PGlite, an SMTP
// server, the function under Deno and `npm run preview` itself. Starting and stopping them takes a
// while on a busy machine, hence the longer limit (the slowest hooks and tests set their own).
// A test that sits beside its code but is not a unit test is named *.integration.test.ts and runs here, outside
// `npm run check`: content-layer/new-collection.integration.test.ts applies a patch to a copy of the repository,
// then runs the content check's command and Vite on it (about 30 s).
export const integrationBesideCode = '**/*.integration.test.ts'

export default defineConfig({
  test: {
    include: ['tests/integration/**/*.test.ts', integrationBesideCode],
    exclude: ['**/node_modules/**', 'dist/**', '.data/**'],
    testTimeout: 30_000,
    // The files mostly wait (on servers, databases, Deno, Vite in a child process), so three at once on two cores
    // took the suite from 10 min to 2 min 24 s on a loaded machine, all passing.
    maxWorkers: 3,
  },
})
