// `npm run check`'s second half: npm scripts run at the same time (the type check waits on one core while the unit
// tests use the other), each one's output printed whole once it ends, so the two never interleave. Exits with the
// first failure's code, after both have ended.
// Usage: tsx tests/checks/side-by-side.ts <script> <script>...
import { spawn } from 'node:child_process'

const scripts = process.argv.slice(2)
const started = performance.now()
const results = await Promise.all(
  scripts.map(
    (script) =>
      new Promise<{ script: string; code: number; output: string }>((resolve) => {
        const chunks: Buffer[] = []
        const child = spawn('npm', ['run', '--silent', script], { shell: process.platform === 'win32' })
        child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk))
        child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk))
        child.on('close', (code) => resolve({ script, code: code ?? 1, output: Buffer.concat(chunks).toString() }))
      }),
  ),
)
for (const { script, code, output } of results) {
  process.stdout.write(`\n> ${script}${code ? ` (failed, exit code ${code})` : ''}\n${output}`)
}
console.log(`\n${scripts.join(' and ')}: ${Math.round((performance.now() - started) / 1000)} s`)
process.exit(results.find(({ code }) => code)?.code ?? 0)
