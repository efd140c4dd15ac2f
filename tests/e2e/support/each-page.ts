import { expect, test } from './test.ts'

/**
 * Runs `check` on each URL in turn, in the test's one tab, each URL a step of its own: a fresh browser context per
 * page cost more than the page's checks. A page that fails is named with its error and the pages after it are still
 * checked; the test fails at the end with every failed page.
 */
export async function checkEachPage(urls: readonly string[], check: (url: string) => Promise<void>): Promise<void> {
  // The suite's timeout is for one page's worth.
  test.setTimeout(urls.length * 30_000)
  const failures: string[] = []
  for (const url of urls) {
    await test.step(url, () => check(url)).catch((error: Error) => failures.push(`${url}: ${error.message}`))
  }
  expect(failures, 'pages that failed their checks').toEqual([])
}
