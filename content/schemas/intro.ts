import { z } from 'zod'
import type { SchemaContext } from './context.ts'
import { decorativeImageSchema, text } from './shared.ts'

export const introSchema = (context: SchemaContext) =>
  z
    .strictObject({
      stages: z
        .array(
          z.strictObject({
            label: text()
              .max(24, 'Keep captions short: 24 characters at most')
              .meta({ title: 'Caption', description: 'Caption under the drawing, e.g. "Site survey".' }),
            image: decorativeImageSchema(context).meta({
              title: 'Drawing',
              description: 'The drawing\'s file in content/images, e.g. "intro/intro-1.svg".',
            }),
          }),
        )
        .length(4, 'The intro shows exactly 4 stages')
        .meta({
          description:
            'The four steps, in order: a caption and a drawing each (drawings are decorative, so no description).',
        }),
    })
    .meta({
      description:
        'The intro screen a visitor sees once per visit: four drawings of one project, survey to completion.',
    })
export type Intro = z.output<ReturnType<typeof introSchema>>
