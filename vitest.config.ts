import { defineConfig } from 'vitest/config'
import { islandCode } from './components/islands/vite-plugin.ts'

// Unit tests sit beside the code as *.test.ts; Playwright owns tests/e2e; tests/build checks the
// build output (vitest.build.config.ts, after the build). tests/integration starts
// real servers (PostgreSQL, PGlite, SMTP, Deno), hence the longer limits on a busy machine.
// .data holds the local stack's database and Deno's package cache, whose packages ship tests.
export default defineConfig({
  // Island.tsx reads which files each island's code is; outside a build the list is empty.
  plugins: [islandCode()],
  test: {
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**', 'dist/**', '.data/**', 'tests/build/**'],
    testTimeout: 30_000,
  },
})
