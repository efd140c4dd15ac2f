import { z } from 'zod'
import { parseDays, parseHours } from './opening-hours.ts'
import { paragraph, text } from './shared.ts'

/** "01632 960123" or "+44 1632 960123" -> "+441632960123" (for tel: and WhatsApp links). */
function toInternational(ukNumber: string): string {
  const digits = ukNumber.replace(/[^\d+]/g, '')
  if (digits.startsWith('+')) return digits
  if (digits.startsWith('0')) return `+44${digits.slice(1)}`
  return `+${digits}`
}

const ukPhone = z
  .string()
  .trim()
  .regex(/^(\+44\s?|0)[\d\s]{9,13}$/, 'Write a UK number such as "01632 960123" or "+44 1632 960123"')
  .transform((display) => ({ display, international: toInternational(display) }))

const openingHours = z
  .array(
    z.strictObject({
      days: text('Days the line covers, as shown, e.g. "Mon-Fri".'),
      hours: text('Hours for those days, as shown, e.g. "9:00 AM-5:30 PM" or "Closed".'),
    }),
  )
  .min(1)

const analyticsSchema = z.discriminatedUnion(
  'provider',
  [
    z.strictObject({
      provider: z
        .literal('plausible')
        .meta({ description: 'Plausible Analytics (plausible.io): cookieless, hosted in the EU.' }),
      id: z
        .string()
        .trim()
        .regex(
          /^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)+$/,
          'Write the domain as added to Plausible, e.g. "example.co.uk" (no https://)',
        )
        .meta({
          title: 'Site domain',
          description: 'The site\'s domain as added to the Plausible dashboard, e.g. "example.co.uk".',
        }),
    }),
    z.strictObject({
      provider: z.literal('google').meta({ description: 'Google Analytics 4, through the Google tag (gtag.js).' }),
      id: z
        .string()
        .trim()
        .regex(/^G-[A-Z0-9]{4,}$/, 'Write the GA4 measurement ID, e.g. "G-ABC123DEF4"')
        .meta({ title: 'Measurement ID', description: 'The GA4 measurement ID, e.g. "G-ABC123DEF4".' }),
    }),
  ],
  { error: 'provider must be "plausible" or "google"' },
)

export const siteSchema = z
  .strictObject({
    name: text('Trading name, shown in the header, footer and every page title.'),
    tagline: text('A few words under the name in the header and footer.'),
    summary: paragraph("One or two sentences on what the business does and where: the footer's introduction."),
    areaServed: text('Region the business serves, e.g. "Kent and the South East".'),
    url: z
      .url()
      .transform((url) => url.replace(/\/+$/, ''))
      .meta({
        title: 'Website address',
        description: 'The live site\'s address, used for canonical links, e.g. "https://www.example.co.uk".',
      }),
    phone: ukPhone.meta({ description: 'Office phone number, as it should be displayed.' }),
    whatsapp: ukPhone.meta({
      title: 'WhatsApp',
      description: 'Mobile number that receives WhatsApp messages, as it should be displayed.',
    }),
    email: z.email().meta({ title: 'E-mail', description: 'General enquiries e-mail address.' }),
    responseTime: text().meta({
      title: 'Response time',
      description: 'How soon you answer an enquiry, as it ends "We\'ll be in touch within …", e.g. "24 hours".',
    }),
    address: z
      .strictObject({
        building: text('Building or unit, e.g. "Unit 4, Wayfarer House".'),
        street: text('Business park or street.'),
        locality: text('Village or district.'),
        town: text('Post town.'),
        county: text('County.'),
        postcode: text('Postcode, e.g. "CT12 5XX".'),
      })
      .meta({ description: 'Office address, one field per line as it should be displayed.' }),
    contactHours: openingHours
      .superRefine((lines, ctx) => {
        lines.forEach(({ days, hours }, index) => {
          const problem = (field: string, message: string) =>
            ctx.addIssue({ code: 'custom', path: [index, field], message })
          if (!parseDays(days)) problem('days', 'Write days as "Mon", "Mon-Fri" or "Monday-Friday"')
          if (parseHours(hours) === undefined)
            problem('hours', 'Write hours as "9:00 AM-5:30 PM", "09:00-17:30" or "Closed"')
        })
      })
      .meta({
        title: 'Contact page hours',
        singular: 'Line of hours',
        description:
          'Office hours shown on the contact page, and given to search engines (structured data), so each line must ' +
          'read as days ("Mon-Fri", "Sat") and hours ("9:00 AM-5:30 PM", "17:30", "Closed").',
      }),
    footerHours: openingHours.meta({
      title: 'Footer hours',
      singular: 'Line of hours',
      description: 'Opening hours shown in the footer (a shorter reading).',
    }),
    company: z
      .strictObject({
        name: text('Registered company name.'),
        number: z
          .string()
          .regex(/^[A-Z0-9]{8}$/, 'A company number has 8 characters, e.g. "09876543"')
          .meta({ title: 'Company number', description: 'Companies House number, 8 characters.' }),
        jurisdiction: text()
          .default('Registered in England & Wales')
          .meta({ description: 'Where the company is registered, as it should be displayed.' }),
        registeredOffice: text('Registered office address on one line.'),
      })
      .meta({ description: 'The limited company behind the business.' }),
    analytics: analyticsSchema.optional().meta({
      description:
        'Web analytics, loaded only after the visitor consents to analytics cookies (components/cookie-consent). ' +
        'Leave it out to load no analytics at all.',
    }),
    social: z
      .strictObject({
        instagram: z.url().meta({ description: 'Instagram profile address.' }),
        linkedin: z.url().meta({ description: 'LinkedIn profile address.' }),
      })
      .meta({ title: 'Social media', description: 'Profile links shown in the footer.' }),
  })
  .meta({ description: "The business's identity: the one place every contact detail lives." })
export type Site = z.output<typeof siteSchema>
