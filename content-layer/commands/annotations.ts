// GitHub Actions reads lines like `::error file=…,line=…,title=…::message` in a job's log and shows each as an
// annotation on that line of the pull request's changed files, where the owner is looking, but only on a line
// of a file the change touched: every problem here names a file and a line (line 1 for the file as a whole,
// such as a missing field), and a problem with a whole folder ("The home page shows 5 questions, and only 4…") goes
// on the files of that folder the change touched.
// https://docs.github.com/actions/reference/workflow-commands-for-github-actions
import type { ContentError } from '#content/parse.ts'

// Values are percent-escaped; properties also escape the separators "," and ":".
const escapeData = (text: string) => text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A')
const escapeProperty = (text: string) => escapeData(text).replaceAll(':', '%3A').replaceAll(',', '%2C')

export interface Change {
  /** The files the change touched, relative to the repository. */
  changed: string[]
  /** Every content file, relative to the repository. */
  files: string[]
}

/** The files a problem with `folder` (e.g. "content/faqs/") is shown on: those the change touched, else its first. */
function filesOfFolder(folder: string, { changed, files }: Change): string[] {
  const touched = changed.filter((file) => file.startsWith(folder))
  if (touched.length) return touched
  const first = files.filter((file) => file.startsWith(folder)).sort()[0]
  return first ? [first] : [folder]
}

/** One `::error` line per problem and file. */
export function githubAnnotations(error: ContentError, change: Change = { changed: [], files: [] }): string[] {
  const targets = error.file.endsWith('/') ? filesOfFolder(error.file, change) : [error.file]
  return targets.flatMap((file) =>
    error.problems.map(({ message, line }) => {
      const where = [`file=${escapeProperty(file)}`, `line=${line ?? 1}`, `title=${escapeProperty('Content check')}`]
      return `::error ${where.join(',')}::${escapeData(message)}`
    }),
  )
}
