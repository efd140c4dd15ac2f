// Validates every content file in a second or two, naming file, line, field and reason for each problem.
// On GitHub Actions it also annotates each problem on its line of the pull request.
// Usage: npm run check:content [-- <content folder>]
import { execFileSync } from 'node:child_process'
import { githubAnnotations } from './annotations.ts'
import { checkContent, contentReport, listContentFiles } from '#content/check.ts'

/** The files the change being checked touched: for a pull request GitHub checks out a merge commit, whose first parent
 * is the target branch (the workflow fetches both). */
function changedFiles(): string[] {
  try {
    return execFileSync('git', ['diff', '--name-only', 'HEAD^1', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .split('\n')
      .filter(Boolean)
  } catch {
    return []
  }
}

const root = process.argv[2] ?? 'content'
const errors = checkContent(root)
if (errors.length) {
  console.error(contentReport(errors))
  if (process.env.GITHUB_ACTIONS === 'true') {
    const change = { changed: changedFiles(), files: listContentFiles(root).map((path) => path.replace(/\\/g, '/')) }
    for (const error of errors) console.log(githubAnnotations(error, change).join('\n'))
  }
  process.exit(1)
}
console.log(`Content check passed: every file in ${root}/ is valid.`)
