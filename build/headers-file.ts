// The `_headers` file of Netlify and Cloudflare Pages: path patterns, each followed by indented
// `Name: value` lines. The build fills in its CSP; the local server and the tests read it with
// Netlify's own parser.
import { readFileSync } from 'node:fs'
import { parseAllHeaders } from '@netlify/headers-parser'

type HeaderRules = Awaited<ReturnType<typeof parseHeadersFile>>

/**
 * The rules in file order (a path pattern, `for`, and the headers it sets), and by pattern the headers of
 * earlier rules its rule removes before adding its own (`detached`: `! Name`, Cloudflare's "detach"), which
 * Netlify's parser skips.
 */
export async function parseHeadersFile(file: string) {
  const { headers: rules, errors } = await parseAllHeaders({ headersFiles: [file], configHeaders: [], minimal: true })
  if (errors.length) throw new Error(`${file}: ${errors.map((error) => error.message).join('\n')}`)
  const detached = new Map<string, string[]>()
  let pattern: string | undefined
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    if (line.startsWith('/')) pattern = line.trim()
    const name = /^\s+!\s*([\w-]+)\s*$/.exec(line)?.[1]
    if (pattern && name) detached.set(pattern, [...(detached.get(pattern) ?? []), name])
  }
  // Netlify drops a rule that sets nothing, which would leave its `! Name` lines without effect.
  const setsNothing = [...detached.keys()].filter((path) => !rules.some((rule) => rule.for === path))
  if (setsNothing.length)
    throw new Error(`${file}: ${setsNothing.join(', ')} only removes headers: give it a header of its own`)
  return { rules, detached }
}

/** "/*" matches everything, "/assets/*" everything under /assets, ":name" one path segment. */
function matches(pattern: string, pathname: string): boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]\w*/g, '[^/]+'))
    .join('.*')
  return new RegExp(`^${source}$`).test(pathname)
}

/**
 * Every header for a path, as the hosts apply them: all matching rules in order, repeated names joined with ", ",
 * `! Name` removing what came before.
 */
export function headersFor({ rules, detached }: HeaderRules, pathname: string): Record<string, string> {
  const result: Record<string, string> = {}
  for (const rule of rules.filter((rule) => matches(rule.for, pathname))) {
    for (const name of detached.get(rule.for) ?? []) delete result[name]
    for (const [name, value] of Object.entries(rule.values))
      result[name] = result[name] ? `${result[name]}, ${value}` : value
  }
  return result
}

/** The file with the value of every `name` line replaced. */
export function replaceHeader(text: string, name: string, value: string): string {
  const line = new RegExp(`^(\\s+${name}:).*$`, 'gim')
  if (!line.test(text)) throw new Error(`_headers has no ${name} line to fill in`)
  return text.replace(line, (_line, start: string) => `${start} ${value}`)
}
