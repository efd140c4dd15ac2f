// Values the editor's widgets hold differently from the content files, put back in the files' form (as-saved.ts):
// before each save, and for the preview, which shows what the save will write.
import type { SaveRule } from '../decap-fields.ts'

type Path = (string | number)[]

/** `number`: a whole number typed in a text box that also takes a word ("14" or "Residential"). */
export function fixValue(fix: SaveRule['fix'], value: unknown): unknown {
  if (typeof value !== 'string' || fix !== 'number') return value
  return /^[1-9][0-9]*$/.test(value.trim()) ? Number(value.trim()) : value
}
/** Each value a rule names in the entry's fields (plain data), as [path, new value] where it changes. */
export function changes(data: unknown, rules: SaveRule[], at: Path = []): [Path, unknown][] {
  return rules.flatMap(({ path: [key, ...path], fix }): [Path, unknown][] => {
    if (key === undefined) {
      const fixed = fixValue(fix, data)
      return fixed === data ? [] : [[at, fixed]]
    }
    const within = (value: unknown, step: string | number) => changes(value, [{ path, fix }], [...at, step])
    if (key === '*') return Array.isArray(data) ? data.flatMap(within) : []
    return data && typeof data === 'object' && key in data ? within((data as Record<string, unknown>)[key], key) : []
  })
}
