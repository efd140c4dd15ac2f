import { z } from 'zod'

/** A picture referenced from content. The image pipeline issue adds file checks. */
export const imageSchema = z.strictObject({
  /** Path of the image file, e.g. "/images/projects/mapleleaf-1.jpg". */
  src: z.string().min(1),
  /** What the picture shows, for people who cannot see it. */
  alt: z.string().min(1, 'Describe the picture for people who cannot see it'),
})
export type Image = z.output<typeof imageSchema>

/** A sentence or paragraph of plain text: trimmed, never empty. */
export const text = () => z.string().trim().min(1, 'Must not be empty')

/** A page's title (browser tab, search results) and meta description. */
export const seoFields = {
  /** Title for the browser tab and search results (the site name is appended). */
  title: text().max(70, 'Keep titles to 70 characters so search results do not cut them'),
  /** One or two sentences for search results and link previews. */
  description: text().max(170, 'Keep descriptions to 170 characters so search results do not cut them'),
}
