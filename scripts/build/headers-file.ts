// The `_headers` file of Netlify and Cloudflare Pages: path patterns, each followed by indented
// `Name: value` lines. Read by the build (to write the CSP) and by the local server (to send it).

export interface HeaderRule {
  pattern: string
  headers: [name: string, value: string][]
  /** Headers of earlier rules this one removes (`! Name`, Cloudflare's "detach"), before adding its own. */
  detach?: string[]
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] })
      continue
    }
    const rule = rules.at(-1)
    const detach = /^\s+!\s*([\w-]+)\s*$/.exec(line)
    if (rule && detach) {
      ;(rule.detach ??= []).push(detach[1]!)
      continue
    }
    const colon = line.indexOf(':')
    if (!rule || colon === -1) throw new Error(`_headers: "${line.trim()}" is not a "Name: value" line under a path`)
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()])
  }
  return rules
}

/** "/*" matches everything, "/assets/*" everything under /assets, ":name" one path segment. */
function matches(pattern: string, pathname: string): boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]\w*/g, '[^/]+'))
    .join('.*')
  return new RegExp(`^${source}$`).test(pathname)
}

/** Every header for a path, as the hosts apply them: all matching rules in order, repeated names joined with ", ", `! Name` removing what came before. */
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  const result: Record<string, string> = {}
  for (const rule of rules.filter((rule) => matches(rule.pattern, pathname))) {
    for (const name of rule.detach ?? []) delete result[name]
    for (const [name, value] of rule.headers) result[name] = result[name] ? `${result[name]}, ${value}` : value
  }
  return result
}

/** The file with the value of every `name` line replaced. */
export function replaceHeader(text: string, name: string, value: string): string {
  let found = false
  const replaced = text.replace(new RegExp(`^(\\s+${name}:).*$`, 'gim'), (_line, start: string) => {
    found = true
    return `${start} ${value}`
  })
  if (!found) throw new Error(`_headers has no ${name} line to fill in`)
  return replaced
}
