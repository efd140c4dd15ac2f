import { z } from 'zod'
import { seoFields } from './shared.ts'

/** A policy page; its MDX body is the policy text. */
export const legalSchema = z.strictObject({
  ...seoFields,
  /** Date the text last changed, e.g. 2026-11-01. */
  updated: z.coerce.date().transform((date) => date.toISOString().slice(0, 10)),
})
export type Legal = z.output<typeof legalSchema>
