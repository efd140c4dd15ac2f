import { z } from 'zod'
import { decorativeImageSchema, text } from './shared.ts'

/** The intro screen a visitor sees once per visit: four drawings of one project, survey to completion. */
export const introSchema = z.strictObject({
  /** The four steps, in order: a caption and a drawing each (drawings are decorative, so no description). */
  stages: z
    .array(
      z.strictObject({
        /** Caption under the drawing, e.g. "Site survey". */
        label: text().max(24, 'Keep captions short: 24 characters at most'),
        /** The drawing's file in content/images, e.g. "intro/intro-1.svg". */
        image: decorativeImageSchema,
      }),
    )
    .length(4, 'The intro shows exactly 4 stages'),
})
export type Intro = z.output<typeof introSchema>
