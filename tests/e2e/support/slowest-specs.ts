// A Playwright reporter beside the list: at the end of a run, the ten spec files that took longest (each test's time,
// hooks included, summed over the workers) and the run's own wall-clock time, so every run of the suite says where its
// time goes. Playwright's own `reportSlowTests` leaves out a file whose tests ran on more than one worker.
import { relative } from 'node:path'
import type { FullConfig, FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'

const shown = 10

export default class SlowestSpecs implements Reporter {
  private root = ''
  private readonly files = new Map<string, { seconds: number; tests: Set<string> }>()

  onBegin(config: FullConfig) {
    this.root = config.rootDir
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const file = relative(this.root, test.location.file)
    const entry = this.files.get(file) ?? { seconds: 0, tests: new Set() }
    entry.seconds += result.duration / 1000
    entry.tests.add(test.id)
    this.files.set(file, entry)
  }

  onEnd(result: FullResult) {
    const slowest = [...this.files].sort(([, a], [, b]) => b.seconds - a.seconds).slice(0, shown)
    const width = Math.max(...slowest.map(([file]) => file.length))
    const lines = slowest.map(
      ([file, { seconds, tests }]) =>
        `  ${file.padEnd(width)}  ${String(tests.size).padStart(3)} tests  ${seconds.toFixed(0).padStart(4)} s`,
    )
    const total = [...this.files.values()].reduce((sum, { seconds }) => sum + seconds, 0)
    const wall = (result.duration / 1000).toFixed(0)
    console.log(
      `\nThe ${slowest.length} slowest spec files (time summed over the workers):\n${lines.join('\n')}\n` +
        `  all ${this.files.size} files: ${total.toFixed(0)} s of test time in ${wall} s`,
    )
  }

  printsToStdio() {
    return false
  }
}
