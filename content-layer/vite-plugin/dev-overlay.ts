// Content errors in the browser during `npm run dev`. A broken file fails on the server (while
// prerendering a page's data), which Vite's error overlay never hears of; the content plugin sends
// it this payload instead, so the owner sees the file, the line and the reason over the page.
import type { ErrorPayload } from 'vite'
import type { ContentError } from '#content/parse.ts'

/** Three lines either side of `line`, numbered, the line itself marked, as Vite's overlay shows code. */
function codeFrame(source: string, line: number): string {
  const lines = source.split('\n')
  const first = Math.max(1, line - 3)
  const last = Math.min(lines.length, line + 3)
  const width = String(last).length
  return lines
    .slice(first - 1, last)
    .map((text, i) => `${first + i === line ? '>' : ' '} ${String(first + i).padStart(width)} | ${text}`)
    .join('\n')
}

/** One overlay for every broken content file, pointing at the first problem that has a line. */
export function errorPayload(errors: { error: ContentError; path: string; source: string }[]): ErrorPayload {
  const located = errors.find(({ error }) => error.problems.some((problem) => problem.line))
  const line = located?.error.problems.find((problem) => problem.line)?.line
  return {
    type: 'error',
    err: {
      message: errors.map(({ error }) => error.message).join('\n\n'),
      stack: '',
      plugin: 'content',
      ...(located && line
        ? { id: located.path, loc: { file: located.path, line, column: 1 }, frame: codeFrame(located.source, line) }
        : {}),
    },
  }
}
