import { z } from 'zod'
import type { SchemaContext } from './context.ts'
import { imageSchema, paragraph, seoFields, text } from './shared.ts'

export const aboutSchema = (context: SchemaContext) =>
  z
    .strictObject({
      ...seoFields,
      heading: text('Page heading.'),
      person: text().meta({ title: 'Your name', description: "The consultant's name." }),
      role: text('Role or qualifications line, e.g. "Chartered Quantity Surveyor, MRICS".'),
      teaser: paragraph().meta({
        title: 'Home page teaser',
        description: "Short paragraph for the home page's about teaser.",
      }),
      portrait: imageSchema(context)
        .optional()
        .meta({
          editorHint: 'A photo or the drawn portrait, with its description. Without one, an initials tile shows.',
          description:
            'Portrait: a photo or the drawn portrait in content/images, with its description. Without one, an ' +
            'initials tile shows.',
        }),
    })
    .meta({ description: 'The about page. The text below the fields is the biography.' })
export type About = z.output<ReturnType<typeof aboutSchema>>
