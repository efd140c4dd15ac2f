// Validates every content file in a second or two, naming file, line, field and reason for each problem.
// On GitHub Actions it also annotates each problem on its line of the pull request.
// Usage: npm run check:content [-- <content folder>]
import { githubAnnotations } from '#content/annotations.ts'
import { checkContent } from '#content/check.ts'

const root = process.argv[2] ?? 'content'
const errors = checkContent(root)
if (errors.length) {
  console.error(`Content check failed: ${errors.length} file(s) need attention.\n`)
  for (const error of errors) console.error(`${error.message}\n`)
  if (process.env.GITHUB_ACTIONS === 'true') for (const error of errors) console.log(githubAnnotations(error).join('\n'))
  console.error('CONTENT.md explains each message and how to fix it.')
  process.exit(1)
}
console.log(`Content check passed: every file in ${root}/ is valid.`)
