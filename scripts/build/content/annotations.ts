// GitHub Actions reads lines like `::error file=…,line=…,title=…::message` in a job's log and shows
// each as an annotation on that line of the pull request's changed files, where the owner is looking.
// https://docs.github.com/actions/reference/workflow-commands-for-github-actions
import type { ContentError } from './parse.ts'

// Values are percent-escaped; properties also escape the separators "," and ":".
const escapeData = (text: string) => text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A')
const escapeProperty = (text: string) => escapeData(text).replaceAll(':', '%3A').replaceAll(',', '%2C')

/** One `::error` line per problem; a problem without a line is annotated on the file as a whole. */
export function githubAnnotations(error: ContentError): string[] {
  return error.problems.map(({ message, line }) => {
    const where = [`file=${escapeProperty(error.file)}`, ...(line ? [`line=${line}`] : []), `title=${escapeProperty('Content check')}`]
    return `::error ${where.join(',')}::${escapeData(message)}`
  })
}
