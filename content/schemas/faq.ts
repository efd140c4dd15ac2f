import { z } from 'zod'
import { draftField } from './draft.ts'
import { paragraph, text } from './shared.ts'

/** A frequently asked question. */
export const faqSchema = z.strictObject({
  /** The question as a visitor would ask it. */
  question: text(),
  /** The answer; separate paragraphs with a blank line. */
  answer: paragraph().transform((answer) => answer.split(/\n\s*\n/).map((p) => p.replace(/\s+/g, ' ').trim())),
  /** Position in the lists (1 comes first). */
  order: z.number().int().positive(),
  /** Also show on the home page (5 questions). */
  home: z.boolean().default(false),
  ...draftField,
})
export type Faq = z.output<typeof faqSchema>
