import { defineConfig } from 'vitest/config'
import { contentPlugins } from './content-layer/vite-plugin/vite-plugin.ts'
import { integrationBesideCode } from './vitest.integration.config.ts'

// Unit tests sit beside the code as *.test.ts and answer in seconds: no database, Deno or server process.
// tests/ holds the other suites (Playwright's, vitest.build.config.ts's, vitest.engines.config.ts's and
// vitest.integration.config.ts's);
// tests/checks, checks of the repository itself, are unit tests too.
// .data the local stack's database and Deno's package cache, whose packages ship tests.
export default defineConfig({
  // Components read the content files through #content, as in the site.
  plugins: contentPlugins(),
  test: {
    include: ['**/*.test.ts'],
    exclude: [
      '**/node_modules/**',
      'dist/**',
      '.data/**',
      'tests/{build,e2e,engines,integration}/**',
      integrationBesideCode,
    ],
    // The integration suite's limit: a few tests run a script in a child process, start Vite in-process, cut fonts
    // or rewrite every value of the largest content file, which took 15 s and more on a machine loaded 20 deep.
    testTimeout: 30_000,
    // Test files share their worker's modules instead of each importing everything afresh, which
    // halves the suite's CPU time. It holds because no test leaves state behind: those that stub a
    // global undo it (vi.unstubAllGlobals) and those that need fresh modules ask (vi.resetModules).
    isolate: false,
  },
})
