import { z } from 'zod'
import { decorativeImageSchema, paragraph, seoFields, text } from './shared.ts'

const page = z.strictObject({
  ...seoFields,
  /** Main heading. */
  heading: text(),
  /** Paragraph under the heading. */
  intro: paragraph(),
})

/** A heading with a sentence or two under it. */
const panel = z.strictObject({
  /** The heading, a few words. */
  title: text(),
  /** A sentence or two. */
  description: paragraph(),
})

/**
 * The texts of the pages that are not a content file of their own, and of the parts many pages
 * share. Where a text invites an enquiry, the site adds "We'll be in touch within …" with the
 * response time of the site details.
 */
export const pagesSchema = z.strictObject({
  /** The home page. */
  home: page.extend({
    /** Small line above the hero heading. */
    eyebrow: text(),
    /** The two hero backgrounds the home page fades between, by file in content/images (decorative, so no description). */
    heroImages: z.array(decorativeImageSchema).length(2, 'The home page fades between exactly 2 hero images'),
    /** Paragraphs of the "What We Do" section. */
    whatWeDo: z.array(paragraph()).min(1),
    /** Heading of the "What We Do" section. */
    whatWeDoHeading: text(),
    /** Sentence beside the services list. */
    servicesIntro: paragraph(),
    /** Sentence beside the questions; a link to all questions follows it. */
    faqsIntro: paragraph(),
  }),
  /** The services overview, /services. */
  services: page.extend({
    /** Heading of the closing call-to-action panel. */
    ctaHeading: text(),
    /** Text of the closing call-to-action panel. */
    ctaText: paragraph(),
    /** Hint beside the panels on wide screens, that they scroll sideways. */
    scrollHint: text(),
    /** Heading of the list of the five services. */
    listHeading: text(),
    /** Heading of the panel for visitors unsure which service they need. */
    adviceHeading: text(),
    /** Text of that panel. */
    adviceText: paragraph(),
  }),
  /** The side panel of each service's page. */
  servicePage: z.strictObject({
    /** Heading of the invitation to get in touch. */
    asideHeading: text(),
    /** Its text; the response time follows it. */
    asideText: paragraph(),
  }),
  /** The project list, /projects. */
  projects: page,
  /** The questions page, /faqs. */
  faqs: page.extend({
    /** Heading of the panel beside the questions. */
    askHeading: text(),
    /** Its text; the response time follows it. */
    askText: paragraph(),
  }),
  /** The contact page, /contact. */
  contact: page.extend({
    /** Heading above the form. */
    formHeading: text(),
    /** Sentence under it; the response time follows it. */
    formIntro: paragraph(),
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
  /** The page shown when a page fails to render. */
  serverError: page,
  /** The invitation to book a free consultation that closes most pages. */
  callToAction: z.strictObject({
    /** Its heading. */
    heading: text(),
    /** Its text. */
    text: paragraph(),
  }),
  /** The cookie dialog every page shows until the visitor has chosen. Its buttons are fixed. */
  cookieDialog: z.strictObject({
    /** What the site asks, above the buttons; links to the cookie and privacy policies follow it. */
    intro: paragraph(),
    /** Sentence above the switches of "Customize Preferences". */
    preferencesIntro: paragraph(),
    /** The cookies that are always on. */
    essential: panel,
    /** The analytics cookies' switch. */
    analytics: panel,
    /** The marketing cookies' switch. */
    marketing: panel,
    /** Shown instead of "Change cookie preferences" when JavaScript is off. */
    withoutJavaScript: paragraph(),
  }),
})
export type Pages = z.output<typeof pagesSchema>
