import { z } from 'zod'
import { draftField } from './draft.ts'
import { seoFields } from './shared.ts'

/** A policy page at /{file name}. The text below the fields is the policy. */
export const legalSchema = z.strictObject({
  ...seoFields,
  /** Date the text last changed, e.g. 2026-11-01. */
  updated: z.coerce.date().transform((date) => date.toISOString().slice(0, 10)),
  ...draftField,
})
export type Legal = z.output<typeof legalSchema>
