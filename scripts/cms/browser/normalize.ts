// Values the editor's widgets hold differently from the content files, put back in the files' form
// just before a save (Decap's preSave event, editor.ts). Runs in the browser (scripts/cms/admin-files.ts
// turns it into JavaScript) and is unit-tested in Node (normalize.test.ts).
import type { SaveRule } from '../decap-fields.ts'

type Path = (string | number)[]

/** `number`: a whole number typed in a text box that also takes a word ("14" or "Residential"). */
export function fixValue(fix: SaveRule['fix'], value: unknown): unknown {
  if (typeof value !== 'string' || fix !== 'number') return value
  return /^[1-9][0-9]*$/.test(value.trim()) ? Number(value.trim()) : value
}
/** Each value a rule names in the entry's fields (plain data), as [path, new value] where it changes. */
export function changes(data: unknown, rules: SaveRule[]): [Path, unknown][] {
  const found: [Path, unknown][] = []
  const walk = (value: unknown, rest: string[], at: Path, fix: SaveRule['fix']) => {
    if (!rest.length) {
      const fixed = fixValue(fix, value)
      if (fixed !== value) found.push([at, fixed])
      return
    }
    const [key, ...tail] = rest as [string, ...string[]]
    if (key === '*') {
      if (Array.isArray(value)) value.forEach((item, i) => walk(item, tail, [...at, i], fix))
    } else if (value && typeof value === 'object' && key in value) {
      walk((value as Record<string, unknown>)[key], tail, [...at, key], fix)
    }
  }
  for (const rule of rules) walk(data, rule.path, [], rule.fix)
  return found
}
