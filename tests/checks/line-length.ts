// No line of code over 120 characters: Biome lays code out to that width, but leaves strings and
// comments as they are written. components/ui/icons.ts is made by `npm run icons`, a drawing a line.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '*.ts', '*.tsx', '*.css', '*.js', '*.mjs'])
const long = String(files)
  .split('\n')
  .filter((file) => file && file !== 'components/ui/icons.ts')
  .flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => ([...line].length > 120 ? [`${file}:${i + 1}: ${[...line].length} characters`] : [])),
  )
for (const line of long) console.error(line)
if (long.length) console.error(`${long.length} lines over 120 characters`)
process.exit(long.length ? 1 : 0)
