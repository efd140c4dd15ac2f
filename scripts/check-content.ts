// Validates every content file in a second or two, naming file, field and reason for each problem.
// Usage: npm run check:content [-- <content folder>]
import { checkContent } from '../content/check'

const root = process.argv[2] ?? 'content'
const errors = checkContent(root)
if (errors.length) {
  console.error(`Content check failed: ${errors.length} file(s) need attention.\n`)
  for (const error of errors) console.error(`${error.message}\n`)
  process.exit(1)
}
console.log(`Content check passed: every file in ${root}/ is valid.`)
