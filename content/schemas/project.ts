import { z } from 'zod'
import type { SchemaContext } from './context.ts'
import { draftField } from './draft.ts'
import { projectPictureShape } from './picture-shape.ts'
import { imageSchema, paragraph, position, seoFields, text, wholeNumber } from './shared.ts'
import { serviceSlugs } from './service.ts'

const { width, height } = projectPictureShape
/** Said of the pictures in the form and the field reference: the shape they are shown in. */
const shownAs =
  `The site shows them landscape, ${width}:${height} (${width} wide by ${height} high): a picture of another ` +
  'shape is cropped to fit.'

export const projectSchema = (context: SchemaContext) =>
  z
    .strictObject({
      title: text()
        .max(60, 'Keep project names to 60 characters so they fit on the project card and in search results')
        .meta({ description: 'Project name, e.g. "Mapleleaf Business Park".' }),
      description: seoFields.description.meta({ description: 'Search-result description of the project page.' }),
      location: text('Town or area, e.g. "Manston, Kent".'),
      value: z
        .union([wholeNumber(), z.literal('Residential')], {
          error: 'Write the number of units delivered, or "Residential" where a count does not apply',
        })
        .transform((value) => (typeof value === 'number' ? `${value} units` : value))
        .meta({
          title: 'Units delivered',
          description: 'Number of units delivered, or "Residential" where a count does not apply.',
        }),
      category: z
        .enum(['Industrial', 'Residential'])
        .meta({ description: '"Industrial" or "Residential": the badge on the project card.' }),
      client: text('Who the work was for, e.g. "Private developer".'),
      completionTime: wholeNumber().meta({
        title: 'Duration in months',
        description: 'How long the project took, in months.',
      }),
      completed: z
        .number()
        .int()
        .min(1990)
        .max(2100)
        .meta({ title: 'Year completed', description: 'Year the project was completed.' }),
      scope: paragraph('One sentence on what the appointment covered.'),
      overview: paragraph('A short paragraph shown under "Overview" in the project preview.'),
      problem: paragraph('The main difficulty the project faced, in a sentence or two.'),
      solution: paragraph('How it was resolved, in a sentence or two.'),
      outcomes: z.array(text()).min(1).meta({ description: 'Results, one short line each, shown under "Results".' }),
      services: z
        // The web editor offers the services by their titles (editor/config.ts).
        .array(z.enum(serviceSlugs).meta({ entriesOf: 'services' }))
        .min(1)
        .meta({
          title: 'Services provided',
          editorHint: 'Which of our services were provided.',
          description: 'Which of our services were provided, by their file names in content/services.',
        }),
      images: z
        .array(imageSchema(context, projectPictureShape))
        .default([])
        .meta({
          title: 'Pictures',
          singular: 'Picture',
          editorHint: `Pictures (2 to 4 look best), each with its description; the first is the card image. ${shownAs}`,
          description:
            'Pictures (2 to 4 look best), each an image in content/images with its description; the first is the ' +
            `card image. ${shownAs}`,
        }),
      order: position('Position in the project lists (1 comes first).'),
      featured: z
        .boolean()
        .default(false)
        .meta({
          title: 'Featured on the home page',
          description:
            "Show first on the home page's strip of 4 projects; other published projects fill the tiles left, and " +
            'beyond 4 the first by position show.',
        }),
      ...draftField,
    })
    .meta({
      description:
        "A completed project, with its own page at /projects/{file name}. The text below the fields is that page's " +
        'story.',
      editorHint:
        'A completed project, with a page of its own on the site. The page text, below the other fields, is that ' +
        "page's story.",
    })
export type ProjectFrontmatter = z.output<ReturnType<typeof projectSchema>>
