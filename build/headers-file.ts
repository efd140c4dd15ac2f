// The `_headers` file of Netlify and Cloudflare Pages: path patterns, each followed by indented
// `Name: value` lines. The build fills in its CSP and repeats the pages' rule; the local server and
// the tests read it with Netlify's own parser.
import { readFileSync } from 'node:fs'
import { parseAllHeaders } from '@netlify/headers-parser'

type HeaderRules = Awaited<ReturnType<typeof parseHeadersFile>>

/** The rules in file order: a path pattern, `for`, and the headers it sets. */
export async function parseHeadersFile(file: string) {
  const { headers: rules, errors } = await parseAllHeaders({ headersFiles: [file], configHeaders: [], minimal: true })
  if (errors.length) throw new Error(`${file}: ${errors.map((error) => error.message).join('\n')}`)
  // Cloudflare's `! Name` (remove a header an earlier rule set) is a line Netlify's parser skips without a word.
  const detaching = readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .filter((line) => /^\s+!/.test(line))
  if (detaching.length)
    throw new Error(`${file}: "${detaching[0]!.trim()}" removes a header on Cloudflare only: Netlify ignores it`)
  return { rules }
}

/** "/*" matches everything, "/assets/*" everything under /assets, ":name" one path segment (both hosts' rules). */
function matches(pattern: string, pathname: string): boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]\w*/g, '[^/]+'))
    .join('.*')
  return new RegExp(`^${source}$`).test(pathname)
}

/** Every header for a path: those of each matching rule (no two of which set the same one: headerOverlaps). */
export function headersFor({ rules }: HeaderRules, pathname: string): Record<string, string> {
  return Object.assign({}, ...rules.filter((rule) => matches(rule.for, pathname)).map((rule) => rule.values))
}

/** For each path, every header that two or more matching rules set, which the hosts would answer differently. */
export function headerOverlaps({ rules }: HeaderRules, pathnames: string[]): string[] {
  return pathnames.flatMap((pathname) => {
    const matching = rules.filter((rule) => matches(rule.for, pathname))
    const names = new Set(matching.flatMap((rule) => Object.keys(rule.values)))
    return [...names].flatMap((name) => {
      const setting = matching.filter((rule) => name in rule.values).map((rule) => rule.for)
      return setting.length > 1 ? [`${pathname}: ${name} is set by ${setting.join(' and ')}`] : []
    })
  })
}

/** The patterns the pages' rule is repeated for: each page at the top (`/about`), each folder of pages below it
 * (`/services/*`, which takes in an unknown address there too). */
export function pageRulePaths(urls: string[]): string[] {
  const paths = urls.map((url) => url.replace(/^(\/[^/]+)\/.+$/, '$1/*'))
  return [...new Set(paths)].filter((path) => path !== '/').sort()
}

/** The file with the rule for `path` (its line and the indented lines below it) repeated for each of `paths`. */
export function repeatRule(text: string, path: string, paths: string[]): string {
  const rule = new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\n(?:[ \\t]+.*\\n)+`, 'm').exec(text)
  if (!rule) throw new Error(`_headers has no rule for ${path} to repeat`)
  const copies = paths.map((other) => rule[0].replace(path, other)).join('')
  return text.replace(rule[0], `${rule[0]}${copies}`)
}

/** The file with the value of every `name` line replaced. */
export function replaceHeader(text: string, name: string, value: string): string {
  const line = new RegExp(`^(\\s+${name}:).*$`, 'gim')
  if (!line.test(text)) throw new Error(`_headers has no ${name} line to fill in`)
  return text.replace(line, (_line, start: string) => `${start} ${value}`)
}
