import { z } from 'zod'
import type { PictureShape } from './picture-shape.ts'
import type { Picture, SchemaContext } from './context.ts'

/**
 * A picture's file in content/images, named by its path there with its extension, e.g.
 * "projects/farmstead-eastry-1.svg": the file named is the file shown. Becomes the Picture the page
 * shows: sizes, formats and widths from the image pipeline.
 */
const imageName = (context: SchemaContext, shownAs?: PictureShape) =>
  z
    .string()
    .trim()
    .min(1, 'Name the picture, e.g. "projects/farmstead-eastry-1.svg"')
    .transform((name, ctx) => {
      const found = context.image(name)
      if (!('problem' in found)) return found
      ctx.issues.push({ code: 'custom', message: found.problem, input: name })
      return z.NEVER
    })
    // `image` marks it for the web editor (editor/), which offers the media library instead of a name to type, and
    // `shownAs` the shape the site crops it to, which the editor names when a picture is of another shape.
    .meta({
      image: true,
      ...(shownAs && { shownAs }),
      editorHint: 'Choose a picture from the media library, or upload one.',
    })

/**
 * A picture that shows something: it needs a description for people who cannot see it. `shownAs`: the shape the site
 * shows it in, where a picture of another shape is cropped to it.
 */
export const imageSchema = (context: SchemaContext, shownAs?: PictureShape) =>
  z
    .strictObject({
      src: imageName(context, shownAs).meta({
        title: 'Picture',
        description:
          'The picture\'s file in content/images, with its extension, e.g. "projects/farmstead-eastry-1.svg".',
      }),
      alt: z.string().trim().min(1, 'Describe the picture for people who cannot see it').meta({
        title: "Description for people who can't see it",
        description: 'What the picture shows, for people who cannot see it (read aloud by screen readers).',
      }),
    })
    .transform(({ src, alt }): Picture => ({ ...src, alt }))
export type Image = z.output<ReturnType<typeof imageSchema>>

/** A decorative picture (a background behind text): just its name in content/images, no description. */
export const decorativeImageSchema = (context: SchemaContext) =>
  imageName(context).transform((picture): Picture => ({ ...picture, alt: '' }))

/** Plain text: trimmed, never empty; `description` says what the field holds (the owner's field reference). */
export function text(description?: string) {
  const schema = z.string().trim().min(1, 'Must not be empty')
  return description === undefined ? schema : schema.meta({ description })
}

/** Metadata for text written as sentences, not a few words: the web editor gives it a box of several lines. */
export const multiline = { multiline: true } as const

/** A sentence or more of plain text: as text(), in a box of several lines in the web editor. */
export const paragraph = (description?: string) =>
  text().meta(description === undefined ? multiline : { ...multiline, description })

/** A whole number from 1: a count, or a position in a list. */
export const wholeNumber = () => z.number().int().positive()

/** An entry's place in its lists, which are sorted by it. */
export const position = (description: string) => wholeNumber().meta({ title: 'Position', description })

/** A page's title (browser tab, search results) and meta description. */
export const seoFields = {
  title: text()
    .max(70, 'Keep titles to 70 characters so search results do not cut them')
    .meta({ description: 'Title for the browser tab and search results (the site name is appended).' }),
  description: text()
    .max(170, 'Keep descriptions to 170 characters so search results do not cut them')
    .meta({ ...multiline, description: 'One or two sentences for search results and link previews.' }),
}
