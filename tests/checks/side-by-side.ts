// npm scripts run at the same time, so that one's waits (on servers, browsers, Java, disk) are filled with the
// other's work: in `npm run check` the type check and the unit tests; in `npm test` the integration tests beside the
// build, then the build's tests beside the accessibility check, the WebKit and Gecko tests and the rehearsal. Each
// one's output is printed whole once it ends, so they never interleave. Exits with the first failure's code, after all
// have ended.
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
