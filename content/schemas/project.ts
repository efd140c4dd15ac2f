import { z } from 'zod'
import { draftField } from './draft.ts'
import { imageSchema, paragraph, seoFields, text } from './shared.ts'
import { serviceSlugs } from './service.ts'

/** A completed project, with its own page at /projects/{file name}. The text below the fields is that page's story. */
export const projectSchema = z.strictObject({
  /** Project name, e.g. "Mapleleaf Business Park". */
  title: text(),
  /** Search-result description of the project page. */
  description: seoFields.description,
  /** Town or area, e.g. "Manston, Kent". */
  location: text(),
  /** Number of units delivered, or "Residential" where a count does not apply. */
  value: z
    .union([z.number().int().positive(), z.literal('Residential')])
    .transform((value) => (typeof value === 'number' ? `${value} units` : value)),
  /** "Industrial" or "Residential": the badge on the project card. */
  category: z.enum(['Industrial', 'Residential']),
  /** Who the work was for, e.g. "Private developer". */
  client: text(),
  /** How long the project took, in months. */
  completionTime: z.number().int().positive(),
  /** Year the project was completed. */
  completed: z.number().int().min(1990).max(2100),
  /** One sentence on what the appointment covered. */
  scope: paragraph(),
  /** A short paragraph shown under "Overview" in the project preview. */
  overview: paragraph(),
  /** The main difficulty the project faced, in a sentence or two. */
  problem: paragraph(),
  /** How it was resolved, in a sentence or two. */
  solution: paragraph(),
  /** Results, one short line each, shown under "Results". */
  outcomes: z.array(text()).min(1),
  /** Which of our services were provided (service file names). */
  services: z.array(z.enum(serviceSlugs)).min(1),
  /** Pictures (2 to 4 look best), each an image in content/images with its description; the first is the card image. */
  images: z.array(imageSchema).default([]),
  /** Position in the project lists (1 comes first). */
  order: z.number().int().positive(),
  /** Show on the home page's project strip (4 projects). */
  featured: z.boolean().default(false),
  ...draftField,
})
export type ProjectFrontmatter = z.output<typeof projectSchema>
