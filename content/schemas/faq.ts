import { z } from 'zod'
import { draftField } from './draft.ts'
import { paragraph, position, text } from './shared.ts'

export const faqSchema = z
  .strictObject({
    question: text('The question as a visitor would ask it.'),
    answer: paragraph()
      .transform((answer) => answer.split(/\n\s*\n/).map((p) => p.replace(/\s+/g, ' ').trim()))
      .meta({ description: 'The answer; separate paragraphs with a blank line.' }),
    order: position('Position in the lists (1 comes first).'),
    home: z
      .boolean()
      .default(false)
      .meta({
        title: 'Show on the home page',
        description:
          'Show first among the 5 questions on the home page; other published questions fill the places left, and ' +
          'beyond 5 the first by position show.',
      }),
    ...draftField,
  })
  .meta({ description: 'A frequently asked question.' })
export type Faq = z.output<typeof faqSchema>
