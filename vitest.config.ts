import { defineConfig } from 'vitest/config'

// Unit tests sit beside the code as *.test.ts; Playwright owns tests/e2e.
export default defineConfig({
  test: { include: ['**/*.test.ts'], exclude: ['node_modules/**', 'dist/**'] },
})
