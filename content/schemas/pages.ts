import { z } from 'zod'
import { decorativeImageSchema, paragraph, seoFields, text } from './shared.ts'

const page = z.strictObject({
  ...seoFields,
  /** Main heading. */
  heading: text(),
  /** Paragraph under the heading. */
  intro: paragraph(),
})

/** Headings and introductions of the pages that are not a content file of their own. */
export const pagesSchema = z.strictObject({
  /** The home page. */
  home: page.extend({
    /** Small line above the hero heading. */
    eyebrow: text(),
    /** The two hero backgrounds the home page fades between, by name in content/images (decorative, so no description). */
    heroImages: z.array(decorativeImageSchema).length(2, 'The home page fades between exactly 2 hero images'),
    /** Paragraphs of the "What We Do" section. */
    whatWeDo: z.array(paragraph()).min(1),
  }),
  /** The services overview, /services. */
  services: page.extend({
    /** Heading of the closing call-to-action panel. */
    ctaHeading: text(),
    /** Text of the closing call-to-action panel. */
    ctaText: paragraph(),
  }),
  /** The project list, /projects. */
  projects: page,
  /** The questions page, /faqs. */
  faqs: page,
  /** The contact page, /contact. */
  contact: page.extend({
    /** The four "Why choose us?" points. */
    whyChooseUs: z
      .array(
        z.strictObject({
          /** The point in a few words, e.g. "Three decades of proven results". */
          title: text(),
          /** A sentence or two explaining it. */
          text: paragraph(),
        }),
      )
      .length(4),
  }),
  /** Where the form sends visitors without JavaScript after a successful enquiry. */
  thankYou: page,
  /** Where the form sends visitors without JavaScript when their enquiry could not be taken. */
  sendError: page,
  /** The page shown for an address that does not exist. */
  notFound: page,
})
export type Pages = z.output<typeof pagesSchema>
