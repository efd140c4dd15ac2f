// The e2e suite runs against the built site (dist/client, `npm run build` first) served as the host would.
import { defineConfig } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './local-stack/chromium.ts'

// E2E_PORT lets parallel checkouts run their suites side by side.
const port = Number(process.env.E2E_PORT ?? 4173)
const baseURL = `http://localhost:${port}`
const editorSpecs = 'tests/e2e/web-editor*.spec.ts'
// The passes over every page, a test of 15-40 s each.
const everyPageSpecs = ['routes', 'no-javascript', 'security'].map((name) => `tests/e2e/${name}.spec.ts`)

export default defineConfig({
  // A feature's browser tests sit in its folder (components/<feature>/<feature>.spec.ts); those that
  // cross features (routes, security, no-JavaScript, fonts, the web editor) in tests/e2e.
  testDir: '.',
  testMatch: ['components/**/*.spec.ts', 'tests/e2e/**/*.spec.ts'],
  fullyParallel: true,
  workers: 2,
  // The suite runs on shared machines: with a few other builds and suites on two cores, creating a
  // browser context alone has been seen to take 15 s. Conditions are waited for, never slept on, so
  // room to wait costs nothing when the machine is idle.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  // The list, then the ten slowest spec files and the run's time (tests/e2e/support/slowest-specs.ts).
  reporter: [['list'], ['./tests/e2e/support/slowest-specs.ts']],
  forbidOnly: !!process.env.CI,
  use: {
    baseURL,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  // The long files and tests are dispatched first: each editor spec file runs in order on one worker for a minute or
  // two (editor/drive/web-editor.ts), and a pass over every page takes 15-40 s. The site's many short tests then fill
  // the workers around them, instead of one worker finishing a long one alone at the end of the run.
  projects: [
    { name: 'editor', testMatch: editorSpecs, use: { browserName: 'chromium' } },
    { name: 'every page', testMatch: everyPageSpecs, use: { browserName: 'chromium' } },
    { name: 'chromium', testIgnore: [editorSpecs, ...everyPageSpecs], use: { browserName: 'chromium' } },
  ],
  webServer: {
    command: 'npx tsx local-stack/serve.ts',
    // The suite's own enquiry database, so it runs beside `npm start`; no rate limit on its posts.
    env: { PORT: String(port), DATA_DIR: '.data/e2e', RATE_LIMIT_MAX: '10000' },
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    // The first start creates the PGlite database, which takes a while on a busy machine.
    timeout: 180_000,
  },
})
