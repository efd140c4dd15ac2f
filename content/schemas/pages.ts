import { z } from 'zod'
import type { SchemaContext } from './context.ts'
import { decorativeImageSchema, paragraph, seoFields, text } from './shared.ts'

const page = z.strictObject({
  ...seoFields,
  heading: text('Main heading.'),
  intro: paragraph('Paragraph under the heading.'),
})

/** A heading with a sentence or two under it. */
const panel = z.strictObject({
  title: text('The heading, a few words.'),
  description: paragraph('A sentence or two.'),
})

export const pagesSchema = (context: SchemaContext) =>
  z
    .strictObject({
      home: page
        .extend({
          eyebrow: text('Small line above the hero heading.'),
          heroImages: z
            .array(decorativeImageSchema(context))
            .length(2, 'The home page fades between exactly 2 hero images')
            .meta({
              title: 'Hero pictures',
              description:
                'The two hero backgrounds the home page fades between, by file in content/images (decorative, so no ' +
                'description).',
              editorHint:
                'The two pictures the home page fades between behind its heading (decorative, so no description).',
            }),
          whatWeDo: z
            .array(paragraph())
            .min(1)
            .meta({ singular: 'Paragraph', description: 'Paragraphs of the "What We Do" section.' }),
          whatWeDoHeading: text('Heading of the "What We Do" section.'),
          servicesIntro: paragraph('Sentence beside the services list.'),
          faqsIntro: paragraph('Sentence beside the questions; a link to all questions follows it.'),
        })
        .meta({ description: 'The home page.' }),
      services: page
        .extend({
          ctaHeading: text('Heading of the closing call-to-action panel.'),
          ctaText: paragraph('Text of the closing call-to-action panel.'),
          scrollHint: text('Hint beside the panels on wide screens, that they scroll sideways.'),
          listHeading: text('Heading of the list of the five services.'),
          adviceHeading: text('Heading of the panel for visitors unsure which service they need.'),
          adviceText: paragraph('Text of that panel.'),
        })
        .meta({ description: 'The services overview, /services.' }),
      servicePage: z
        .strictObject({
          asideHeading: text('Heading of the invitation to get in touch.'),
          asideText: paragraph('Its text; the response time follows it.'),
        })
        .meta({ description: "The side panel of each service's page." }),
      projects: page.meta({ description: 'The project list, /projects.' }),
      faqs: page
        .extend({
          askHeading: text('Heading of the panel beside the questions.'),
          askText: paragraph('Its text; the response time follows it.'),
        })
        .meta({ description: 'The questions page, /faqs.' }),
      contact: page
        .extend({
          formHeading: text('Heading above the form.'),
          formIntro: paragraph('Sentence under it; the response time follows it.'),
          whyChooseUs: z
            .array(
              z.strictObject({
                title: text('The point in a few words, e.g. "Three decades of proven results".'),
                text: paragraph('A sentence or two explaining it.'),
              }),
            )
            .length(4)
            .meta({ description: 'The four "Why choose us?" points.' }),
        })
        .meta({ description: 'The contact page, /contact.' }),
      thankYou: page.meta({
        description: 'Where the form sends visitors without JavaScript after a successful enquiry.',
      }),
      sendError: page.meta({
        description: 'Where the form sends visitors without JavaScript when their enquiry could not be taken.',
      }),
      notFound: page.meta({ description: 'The page shown for an address that does not exist.' }),
      serverError: page.meta({ description: 'The page shown when a page fails to render.' }),
      callToAction: z
        .strictObject({
          heading: text('Its heading.'),
          text: paragraph('Its text.'),
        })
        .meta({ description: 'The invitation to book a free consultation that closes most pages.' }),
      cookieDialog: z
        .strictObject({
          intro: paragraph(
            'What the site asks, above the buttons; links to the cookie and privacy policies follow it.',
          ),
          preferencesIntro: paragraph('Sentence above the switches of "Customize Preferences".'),
          essential: panel.meta({ description: 'The cookies that are always on.' }),
          analytics: panel.meta({ description: "The analytics cookies' switch." }),
          marketing: panel.meta({ description: "The marketing cookies' switch." }),
          withoutJavaScript: paragraph().meta({
            title: 'Without JavaScript',
            description: 'Shown instead of "Change cookie preferences" when JavaScript is off.',
          }),
        })
        .meta({
          description: 'The cookie dialog every page shows until the visitor has chosen. Its buttons are fixed.',
        }),
    })
    .meta({
      description:
        `The texts of the pages that are not a content file of their own, and of the parts many pages ` +
        `share. Where a text invites an enquiry, the site adds "We'll be in touch within …" with the response time ` +
        `of the site details.`,
    })
export type Pages = z.output<ReturnType<typeof pagesSchema>>
