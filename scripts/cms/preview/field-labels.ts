// The preview names a field the content check refuses as the form beside it does (each field's label in config.yml,
// decap-fields.ts): "Duration in months", not the file's key "completionTime".
import type { DecapField } from '../decap-fields.ts'

/** ["images", 1, "alt"] as "Pictures, item 2, Description…"; a key the form does not show stays as written. */
export function formLabel(path: readonly PropertyKey[], form: readonly DecapField[]): string {
  let fields: readonly DecapField[] = form
  return path
    .map((key) => {
      if (typeof key === 'number') return `item ${key + 1}`
      const field = fields.find(({ name }) => name === key)
      // A group's fields, or a list's group of fields, are the next key's.
      fields = (field?.fields as DecapField[] | undefined) ?? []
      return field?.label ?? String(key)
    })
    .join(', ')
}
