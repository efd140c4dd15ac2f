// An enquiry's fields checked by the schema the form uses, in the sentences the visitor reads.
import { enquirySchema } from './enquiry-schema.ts'

export type FieldIssue = { field: string; message: string }

export const enquiryFields = ['name', 'email', 'phone', 'subject', 'message']

/** Validates with the shared schema, one issue a field (so at most one for each of the form's fields, and one for
 * all unknown fields). zod reports them in the schema's field order (the form's), unknown fields last. */
export function validateEnquiry(fields: Record<string, unknown>) {
  const input = { ...fields }
  // Missing reads as empty, so the visitor sees the form's own message ("at least 2 characters").
  for (const field of enquiryFields) input[field] ??= field === 'phone' ? undefined : ''
  const result = enquirySchema.safeParse(input)
  const issues: FieldIssue[] = []
  for (const issue of result.error?.issues ?? []) {
    if (issue.code === 'unrecognized_keys') {
      // One issue for them all, whatever their number: a 400 stays small, and names each field once.
      const [first, ...others] = issue.keys
      issues.push({
        field: first!,
        message: others.length === 0 ? 'Unknown field' : `Unknown field, and ${others.length} more`,
      })
      continue
    }
    const field = String(issue.path[0])
    if (issues.some((known) => known.field === field)) continue
    const label = field === 'phone' ? 'Phone number' : field[0]!.toUpperCase() + field.slice(1)
    const notText = issue.code === 'invalid_type' && field !== 'subject'
    issues.push({ field, message: notText ? `${label} must be text` : issue.message })
  }
  return { enquiry: result.data, issues }
}
