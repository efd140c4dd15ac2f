import { z } from 'zod'
import { imageSchema, paragraph, seoFields, text } from './shared.ts'

/** The about page. The text below the fields is the biography. */
export const aboutSchema = z.strictObject({
  ...seoFields,
  /** Page heading. */
  heading: text(),
  /** The consultant's name. */
  person: text(),
  /** Role or qualifications line, e.g. "Chartered Quantity Surveyor, MRICS". */
  role: text(),
  /** Short paragraph for the home page's about teaser. */
  teaser: paragraph(),
  /** Portrait: a photo or the drawn portrait in content/images, with its description. Without one, an initials tile shows. */
  portrait: imageSchema.optional(),
})
export type About = z.output<typeof aboutSchema>
